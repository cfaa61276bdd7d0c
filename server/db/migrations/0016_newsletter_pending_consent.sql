ALTER TABLE "newsletter_subscribers" ADD COLUMN "pending_consent_asked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "newsletter_subscribers" ADD COLUMN "pending_consent_page" text;--> statement-breakpoint
ALTER TABLE "newsletter_subscribers" ADD COLUMN "pending_consent_wording" text;--> statement-breakpoint
-- A sign-up waiting for its confirmation keeps its consent as the pending one too, so that the
-- confirmation applies it (its link, made before this change, names no sign-up: it asks again).
UPDATE "newsletter_subscribers" SET "pending_consent_asked_at" = "consent_asked_at", "pending_consent_page" = "consent_page", "pending_consent_wording" = "consent_wording" WHERE "status" = 'pending';
