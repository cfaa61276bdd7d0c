ALTER TABLE "media_assets" ADD COLUMN "seed_key" text;--> statement-breakpoint
ALTER TABLE "media_assets" ADD CONSTRAINT "media_assets_seed_key_unique" UNIQUE("seed_key");