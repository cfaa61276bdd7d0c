-- Demo requests' statuses become a sales pipeline: new, contacted, demo_held, qualified, won,
-- lost, cancelled. "scheduled" (a demo confirmed with the guest) is "contacted" in it, and "done"
-- is "demo_held". The enum is rebuilt (see 0032 for why), and the live-slot index, whose condition
-- names a status, is dropped first and made again after.
DROP INDEX "demo_requests_live_slot_idx";--> statement-breakpoint
ALTER TABLE "demo_requests" ALTER COLUMN "status" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "demo_requests" ALTER COLUMN "status" SET DATA TYPE text;--> statement-breakpoint
DROP TYPE "public"."demo_status";--> statement-breakpoint
CREATE TYPE "public"."demo_status" AS ENUM('new', 'contacted', 'demo_held', 'qualified', 'won', 'lost', 'cancelled');--> statement-breakpoint
UPDATE "demo_requests" SET "status" = 'contacted' WHERE "status" = 'scheduled';--> statement-breakpoint
UPDATE "demo_requests" SET "status" = 'demo_held' WHERE "status" = 'done';--> statement-breakpoint
ALTER TABLE "demo_requests" ALTER COLUMN "status" SET DATA TYPE "public"."demo_status" USING "status"::"public"."demo_status";--> statement-breakpoint
ALTER TABLE "demo_requests" ALTER COLUMN "status" SET DEFAULT 'new';--> statement-breakpoint
CREATE UNIQUE INDEX "demo_requests_live_slot_idx" ON "demo_requests" USING btree ("slot_at") WHERE "demo_requests"."status" <> 'cancelled' and "demo_requests"."spam_reason" is null;
