-- hand-written
-- Issue 31, items 10-12. The impersonation audit records what each state-changing request did, in words, at
-- the time it happened (the cart and order it touched change afterwards), and why the session was started.
ALTER TABLE "impersonation_audit" ADD COLUMN "summary" text;--> statement-breakpoint
ALTER TABLE "impersonation_audit" ADD COLUMN "reason" text;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "impersonation_audit_action_idx" ON "impersonation_audit" ("action", "id");
--> statement-breakpoint
-- The staff home counts orders past their cut-off the ERP has not answered for. Orders the ERP already moved
-- past Processing, or that were cancelled, count as answered.
ALTER TABLE "orders" ADD COLUMN "erp_acknowledged_at" timestamp with time zone;--> statement-breakpoint
UPDATE "orders" SET "erp_acknowledged_at" = "updated_at" WHERE "status" IN ('Shipped', 'Delivered', 'Cancelled');--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "orders_unacknowledged_idx" ON "orders" ("cut_off_at") WHERE "erp_acknowledged_at" IS NULL;
