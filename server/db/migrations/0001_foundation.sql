-- Sign-in counters are short-lived; the old rows cannot be carried into the new columns.
DELETE FROM "login_throttle";--> statement-breakpoint
CREATE TABLE "rate_limit_counters" (
	"key" text PRIMARY KEY NOT NULL,
	"hits" integer NOT NULL,
	"resets_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "login_throttle" ADD COLUMN "attempts" integer NOT NULL;--> statement-breakpoint
ALTER TABLE "login_throttle" ADD COLUMN "window_ends_at" timestamp with time zone NOT NULL;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "id" uuid DEFAULT gen_random_uuid() NOT NULL;--> statement-breakpoint
CREATE INDEX "rate_limit_counters_resets_idx" ON "rate_limit_counters" USING btree ("resets_at");--> statement-breakpoint
CREATE INDEX "login_throttle_window_idx" ON "login_throttle" USING btree ("window_ends_at");--> statement-breakpoint
ALTER TABLE "login_throttle" DROP COLUMN "failures";--> statement-breakpoint
ALTER TABLE "login_throttle" DROP COLUMN "window_started_at";--> statement-breakpoint
ALTER TABLE "login_throttle" DROP COLUMN "blocked_until";--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_id_unique" UNIQUE("id");