ALTER TABLE "analytics_daily" ADD COLUMN "filter" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "analytics_daily" ADD COLUMN "filter_value" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "analytics_daily" DROP CONSTRAINT "analytics_daily_day_dimension_key_pk";--> statement-breakpoint
ALTER TABLE "analytics_daily" ADD CONSTRAINT "analytics_daily_filter_filter_value_day_dimension_key_pk" PRIMARY KEY("filter","filter_value","day","dimension","key");--> statement-breakpoint
ALTER TABLE "analytics_page_views" ADD COLUMN "views" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
CREATE INDEX "analytics_page_views_path_at_idx" ON "analytics_page_views" USING btree ("path","at","visitor");--> statement-breakpoint
CREATE INDEX "analytics_page_views_referrer_at_idx" ON "analytics_page_views" USING btree ("referrer_host","at");--> statement-breakpoint
CREATE INDEX "analytics_page_views_utm_source_at_idx" ON "analytics_page_views" USING btree ("utm_source","at");--> statement-breakpoint
CREATE INDEX "analytics_page_views_utm_campaign_at_idx" ON "analytics_page_views" USING btree ("utm_campaign","at");--> statement-breakpoint
-- The days whose raw page views are still kept are rolled up again, now with the per-filter rows
-- (ADR 029): housekeeping rolls every day after the last rolled one.
DELETE FROM "analytics_daily" WHERE "day" >= (
  SELECT to_char(min("at") AT TIME ZONE 'Asia/Kolkata', 'YYYY-MM-DD') FROM "analytics_page_views"
);
