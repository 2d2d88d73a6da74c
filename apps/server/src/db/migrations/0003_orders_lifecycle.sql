CREATE TABLE "order_issue_reports" (
	"id" text PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"organization_id" text NOT NULL,
	"user_id" text NOT NULL,
	"reported_by_staff_user_id" text,
	"whole_order" boolean NOT NULL,
	"message" text,
	"lines" jsonb NOT NULL,
	"sent_to" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "carts" ADD COLUMN "order_number" text;--> statement-breakpoint
ALTER TABLE "carts" ADD COLUMN "base_order_version" integer;--> statement-breakpoint
ALTER TABLE "carts" ADD COLUMN "has_changes" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "organization_id" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "placed_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "order_issue_reports" ADD CONSTRAINT "order_issue_reports_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_issue_reports_order_idx" ON "order_issue_reports" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "carts_one_edit_per_user_order_idx" ON "carts" USING btree ("user_id","order_number") WHERE "carts"."status" = 'editing';--> statement-breakpoint
CREATE INDEX "order_lines_last_purchase_idx" ON "order_lines" USING btree ("organization_id","product_sku","placed_at");--> statement-breakpoint
CREATE INDEX "orders_organization_status_placed_idx" ON "orders" USING btree ("organization_id","status","placed_at");--> statement-breakpoint
-- hand-written
-- Order lines placed before these columns existed take their organization and placement time from their order.
UPDATE "order_lines" AS l SET "organization_id" = o."organization_id", "placed_at" = o."placed_at" FROM "orders" AS o WHERE o."id" = l."order_id" AND l."organization_id" = '';
