CREATE TABLE "assistant_documents" (
	"id" text PRIMARY KEY NOT NULL,
	"source" text NOT NULL,
	"title" text NOT NULL,
	"keywords" text DEFAULT '' NOT NULL,
	"body" text NOT NULL,
	"url" text NOT NULL,
	"visible_from" timestamp with time zone,
	"search" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', title), 'A') || setweight(to_tsvector('english', keywords), 'B') || setweight(to_tsvector('english', body), 'C')) STORED NOT NULL,
	"title_search" "tsvector" GENERATED ALWAYS AS (to_tsvector('english', title)) STORED NOT NULL,
	"keywords_search" "tsvector" GENERATED ALWAYS AS (to_tsvector('english', keywords)) STORED NOT NULL,
	"body_length" integer GENERATED ALWAYS AS (length(body)) STORED NOT NULL
);
--> statement-breakpoint
CREATE TABLE "assistant_questions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"normalized" text NOT NULL,
	"kind" text NOT NULL,
	"question" text NOT NULL,
	"count" integer DEFAULT 1 NOT NULL,
	"first_asked_at" timestamp with time zone NOT NULL,
	"last_asked_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "assistant_words" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
CREATE INDEX "assistant_documents_search_idx" ON "assistant_documents" USING gin ("search");--> statement-breakpoint
CREATE INDEX "assistant_documents_source_idx" ON "assistant_documents" USING btree ("source");--> statement-breakpoint
CREATE UNIQUE INDEX "assistant_questions_group_idx" ON "assistant_questions" USING btree ("normalized","kind");--> statement-breakpoint
CREATE INDEX "assistant_questions_list_last_asked_at_idx" ON "assistant_questions" USING btree ("last_asked_at","id");--> statement-breakpoint
CREATE INDEX "assistant_questions_list_count_idx" ON "assistant_questions" USING btree ("count","id");--> statement-breakpoint
CREATE INDEX "assistant_questions_kind_last_idx" ON "assistant_questions" USING btree ("kind","last_asked_at");--> statement-breakpoint
CREATE INDEX "assistant_questions_search_question_idx" ON "assistant_questions" USING gin ("question" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "assistant_words_trgm_idx" ON "assistant_words" USING gin ("word" gin_trgm_ops);