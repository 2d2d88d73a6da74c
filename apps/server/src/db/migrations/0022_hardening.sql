-- Issue 28 (hardening).
-- Signing secrets the server makes for itself where the environment sets none (development, the demo):
-- random on first start, then shared by every process (issue 28: no published default secret).
CREATE TABLE "signing_secrets" (
	"name" text PRIMARY KEY NOT NULL,
	"secret" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- The organization a staff change concerns, so a sales rep's audit holds only their organizations' rows.
ALTER TABLE "staff_audit" ADD COLUMN "organization_id" text;--> statement-breakpoint
UPDATE "staff_audit" SET "organization_id" = "subject_id" WHERE "subject_type" = 'organization';--> statement-breakpoint
UPDATE "staff_audit" AS a SET "organization_id" = o."organization_id"
  FROM "orders" AS o WHERE a."subject_type" = 'order' AND o."web_order_number" = a."subject_id";--> statement-breakpoint
CREATE INDEX "staff_audit_organization_idx" ON "staff_audit" USING btree ("organization_id","at");--> statement-breakpoint
-- A password link that is an invitation: using it also makes its user a member of this organization.
ALTER TABLE "password_reset_tokens" ADD COLUMN "organization_id" text;
