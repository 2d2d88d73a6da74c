CREATE TABLE "product_issue_reports" (
	"id" text PRIMARY KEY NOT NULL,
	"organization_id" text NOT NULL,
	"user_id" text NOT NULL,
	"reported_by_staff_user_id" text,
	"source" text NOT NULL,
	"product_sku" text NOT NULL,
	"product_title" text NOT NULL,
	"web_order_number" text,
	"line_number" integer,
	"reason" text NOT NULL,
	"comment" text NOT NULL,
	"photo_base64" text,
	"photo_type" text,
	"sent_to" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "web_issue_reports" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text,
	"organization_id" text,
	"contact_email" text,
	"description" text NOT NULL,
	"page_url" text NOT NULL,
	"user_agent" text NOT NULL,
	"viewport" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "product_issue_reports_org_idx" ON "product_issue_reports" USING btree ("organization_id","created_at");--> statement-breakpoint
CREATE INDEX "web_issue_reports_created_idx" ON "web_issue_reports" USING btree ("created_at");