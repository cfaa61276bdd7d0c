CREATE TABLE "data_rights_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"request_type" text NOT NULL,
	"details" text DEFAULT '' NOT NULL,
	"received_at" timestamp with time zone NOT NULL,
	"due_on" date NOT NULL,
	"closed_at" timestamp with time zone,
	"spam_reason" text,
	"spam_doubt" text
);
--> statement-breakpoint
CREATE INDEX "data_rights_requests_open_due_idx" ON "data_rights_requests" USING btree ("due_on","id") WHERE "data_rights_requests"."closed_at" is null;--> statement-breakpoint
CREATE INDEX "data_rights_requests_received_idx" ON "data_rights_requests" USING btree ("received_at");--> statement-breakpoint
-- Data-rights requests sent before this change are enquiries with the topic "privacy request"; the
-- data-rights form wrote their message as "Privacy request: <label> (<type>)", then the details.
-- They move here, keeping their ids (the audit log and the outbox still find them), with the
-- deadline the rule gives (common/data-rights-deadline.ts: one calendar month from the day of
-- receipt in India's time; PostgreSQL's date + interval '1 month' keeps to the month's end, as
-- addMonths does), closed when staff had marked them handled. Company and phone, which only the
-- contact form asks for, are kept in the details.
INSERT INTO "data_rights_requests" ("id", "name", "email", "request_type", "details", "received_at", "due_on", "closed_at", "spam_reason", "spam_doubt")
SELECT
  "id",
  "name",
  "email",
  CASE
    WHEN substring("message" from '^Privacy request: [^\n]* \(([a-z-]+)\)') IN ('access', 'correction', 'deletion', 'portability', 'objection', 'withdraw-consent', 'grievance')
      THEN substring("message" from '^Privacy request: [^\n]* \(([a-z-]+)\)')
    ELSE 'unspecified'
  END,
  "message"
    || CASE WHEN "company" <> '' THEN E'\n\nCompany: ' || "company" ELSE '' END
    || CASE WHEN "phone" <> '' THEN E'\nPhone: ' || "phone" ELSE '' END,
  "created_at",
  (("created_at" AT TIME ZONE 'Asia/Kolkata')::date + interval '1 month')::date,
  CASE WHEN "handled" THEN coalesce("handled_at", "created_at") END,
  "spam_reason",
  "spam_doubt"
FROM "contact_enquiries"
WHERE "topic" = 'privacy request';
--> statement-breakpoint
DELETE FROM "contact_enquiries" WHERE "topic" = 'privacy request';
