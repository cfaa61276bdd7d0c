ALTER TABLE "outbox" ADD COLUMN "due_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
-- Messages queued before this column: one never tried was due at its first attempt (a reminder's
-- scheduled time); one already tried, when it was queued.
UPDATE "outbox" SET "due_at" = CASE WHEN "attempts" = 0 THEN "next_attempt_at" ELSE "created_at" END;
