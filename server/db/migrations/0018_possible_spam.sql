ALTER TABLE "contact_enquiries" ADD COLUMN "spam_doubt" text;--> statement-breakpoint
ALTER TABLE "demo_requests" ADD COLUMN "spam_doubt" text;