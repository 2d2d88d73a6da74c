-- Issue 31: cancel with a reason, an order's status history, the issue-report workflow with credits,
-- and the indexes that let staff find a buyer by e-mail or name and an order by its PO number.
ALTER TABLE "orders" ADD COLUMN "cancellation_reason" text;--> statement-breakpoint
CREATE TABLE "order_status_history" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"source" text NOT NULL,
	"user_id" text,
	"reason" text,
	"carrier" text,
	"tracking_number" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "order_status_history" ADD CONSTRAINT "order_status_history_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_status_history_order_idx" ON "order_status_history" USING btree ("order_id","at");--> statement-breakpoint
ALTER TABLE "order_issue_reports" ADD COLUMN "status" text DEFAULT 'new' NOT NULL;--> statement-breakpoint
ALTER TABLE "order_issue_reports" ADD COLUMN "assignee_user_id" text;--> statement-breakpoint
ALTER TABLE "order_issue_reports" ADD COLUMN "reply" text;--> statement-breakpoint
ALTER TABLE "order_issue_reports" ADD COLUMN "replied_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "order_issue_reports" ADD COLUMN "replied_by_user_id" text;--> statement-breakpoint
ALTER TABLE "order_issue_reports" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
CREATE INDEX "order_issue_reports_created_idx" ON "order_issue_reports" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "order_issue_reports_status_created_idx" ON "order_issue_reports" USING btree ("status","created_at");--> statement-breakpoint
CREATE TABLE "order_credits" (
	"id" text PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"issue_report_id" text,
	"line_number" integer NOT NULL,
	"quantity" integer,
	"amount" numeric(12, 2) NOT NULL,
	"reason" text NOT NULL,
	"created_by_user_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "order_credits" ADD CONSTRAINT "order_credits_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_credits_order_idx" ON "order_credits" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "users_search_trgm_idx" ON "users" USING gin ((lower("email" || ' ' || "first_name" || ' ' || "last_name")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "orders_po_trgm_idx" ON "orders" USING gin (lower("purchase_order_number") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "orders_user_placed_idx" ON "orders" USING btree ("user_id","placed_at");--> statement-breakpoint
CREATE INDEX "orders_web_number_prefix_idx" ON "orders" USING btree (upper("web_order_number") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "orders_erp_number_prefix_idx" ON "orders" USING btree (upper("erp_order_number") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "organizations_name_trgm_idx" ON "organizations" USING gin (lower("name") gin_trgm_ops);
