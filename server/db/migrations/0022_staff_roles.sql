CREATE TYPE "public"."staff_role" AS ENUM('admin', 'marketing', 'sales', 'recruiting');--> statement-breakpoint
ALTER TABLE "admin_users" ADD COLUMN "role" "staff_role" DEFAULT 'admin' NOT NULL;