ALTER TABLE "blog_posts" ADD COLUMN "body_images" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
CREATE INDEX "blog_posts_body_images_idx" ON "blog_posts" USING gin ("body_images");--> statement-breakpoint
-- Posts written before: the library images their bodies show, as derivePostContent finds them on write.
UPDATE "blog_posts" SET "body_images" = coalesce((SELECT array_agg(DISTINCT '/media/' || m[1]) FROM regexp_matches("content", '\ssrc="/media/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})[/"]', 'g') AS m), '{}'::text[]) WHERE "content" LIKE '%src="/media/%';
