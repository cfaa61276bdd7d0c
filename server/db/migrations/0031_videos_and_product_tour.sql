CREATE TABLE "media_video_chunks" (
	"upload_id" uuid NOT NULL,
	"seq" integer NOT NULL,
	"bytes" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "media_video_chunks_upload_id_seq_pk" PRIMARY KEY("upload_id","seq")
);
--> statement-breakpoint
CREATE TABLE "product_tour_demos" (
	"demo_id" text PRIMARY KEY NOT NULL,
	"video_id" uuid,
	"chapters" jsonb NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "media_assets" ADD COLUMN "kind" text DEFAULT 'image' NOT NULL;--> statement-breakpoint
ALTER TABLE "media_assets" ADD COLUMN "duration_seconds" real;--> statement-breakpoint
ALTER TABLE "media_assets" ADD COLUMN "poster_sha256" text;--> statement-breakpoint
ALTER TABLE "media_assets" ADD COLUMN "captions_vtt" text;--> statement-breakpoint
ALTER TABLE "media_assets" ADD COLUMN "video_upload_id" uuid;--> statement-breakpoint
ALTER TABLE "product_tour_demos" ADD CONSTRAINT "product_tour_demos_video_id_media_assets_id_fk" FOREIGN KEY ("video_id") REFERENCES "public"."media_assets"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_tour_demos" ADD CONSTRAINT "product_tour_demos_updated_by_admin_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."admin_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media_assets" ADD CONSTRAINT "media_assets_video_upload_id_unique" UNIQUE("video_upload_id");