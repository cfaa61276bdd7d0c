-- Two outbox statuses for messages that were never meant to go, which until now were "failed":
-- "expired" (its moment passed: expiredReason in server/modules/mail/delivery.ts) and "skipped"
-- (a send check withdrew it: leftTheListReason in server/modules/newsletter-sends/left-the-list.ts).
-- The enum is rebuilt rather than extended: PostgreSQL refuses a value added by ALTER TYPE ... ADD
-- VALUE in the transaction that added it, and the rows already there are moved to the new values here.
ALTER TABLE "outbox" ALTER COLUMN "status" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "outbox" ALTER COLUMN "status" SET DATA TYPE text;--> statement-breakpoint
DROP TYPE "public"."outbox_status";--> statement-breakpoint
CREATE TYPE "public"."outbox_status" AS ENUM('queued', 'sending', 'sent', 'failed', 'expired', 'skipped');--> statement-breakpoint
UPDATE "outbox" SET "status" = 'expired'
  WHERE "status" = 'failed' AND "last_error" = 'Not sent: it expired before it could go out (its moment had passed).';--> statement-breakpoint
UPDATE "outbox" SET "status" = 'skipped'
  WHERE "status" = 'failed' AND "last_error" = 'Not sent: the subscriber left the list after the send started.';--> statement-breakpoint
ALTER TABLE "outbox" ALTER COLUMN "status" SET DATA TYPE "public"."outbox_status" USING "status"::"public"."outbox_status";--> statement-breakpoint
ALTER TABLE "outbox" ALTER COLUMN "status" SET DEFAULT 'queued';
