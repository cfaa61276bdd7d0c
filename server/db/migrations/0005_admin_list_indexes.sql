-- Trigram indexes below serve the back office's "contains" search; pg_trgm ships with PostgreSQL (contrib) and PGlite.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "blog_posts_list_publish_at_idx" ON "blog_posts" USING btree ("publish_at","id");--> statement-breakpoint
CREATE INDEX "blog_posts_list_title_idx" ON "blog_posts" USING btree ("title","id");--> statement-breakpoint
CREATE INDEX "blog_posts_list_category_idx" ON "blog_posts" USING btree ("category","id");--> statement-breakpoint
CREATE INDEX "blog_posts_list_author_idx" ON "blog_posts" USING btree ("author","id");--> statement-breakpoint
CREATE INDEX "blog_posts_list_views_idx" ON "blog_posts" USING btree ("views","id");--> statement-breakpoint
CREATE INDEX "blog_posts_list_updated_at_idx" ON "blog_posts" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "blog_posts_search_title_idx" ON "blog_posts" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "blog_posts_search_author_idx" ON "blog_posts" USING gin ("author" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "blog_posts_search_category_idx" ON "blog_posts" USING gin ("category" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "demo_requests_list_created_at_idx" ON "demo_requests" USING btree ("created_at","id") WHERE "demo_requests"."spam_reason" is null;--> statement-breakpoint
CREATE INDEX "demo_requests_list_name_idx" ON "demo_requests" USING btree ("name","id") WHERE "demo_requests"."spam_reason" is null;--> statement-breakpoint
CREATE INDEX "demo_requests_list_company_idx" ON "demo_requests" USING btree ("company","id") WHERE "demo_requests"."spam_reason" is null;--> statement-breakpoint
CREATE INDEX "demo_requests_list_email_idx" ON "demo_requests" USING btree ("email","id") WHERE "demo_requests"."spam_reason" is null;--> statement-breakpoint
CREATE INDEX "demo_requests_list_phone_idx" ON "demo_requests" USING btree ("phone","id") WHERE "demo_requests"."spam_reason" is null;--> statement-breakpoint
CREATE INDEX "demo_requests_list_slot_at_idx" ON "demo_requests" USING btree ("slot_at","id") WHERE "demo_requests"."spam_reason" is null;--> statement-breakpoint
CREATE INDEX "demo_requests_list_status_idx" ON "demo_requests" USING btree ("status","id") WHERE "demo_requests"."spam_reason" is null;--> statement-breakpoint
CREATE INDEX "demo_requests_search_name_idx" ON "demo_requests" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "demo_requests_search_company_idx" ON "demo_requests" USING gin ("company" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "demo_requests_search_email_idx" ON "demo_requests" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "demo_requests_search_phone_idx" ON "demo_requests" USING gin ("phone" gin_trgm_ops);