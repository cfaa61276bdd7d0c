ALTER TABLE "contact_enquiries" ADD COLUMN "topic" text DEFAULT 'general' NOT NULL;--> statement-breakpoint
ALTER TABLE "demo_requests" ADD COLUMN "plan" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX "contact_enquiries_topic_created_idx" ON "contact_enquiries" USING btree ("topic","created_at");