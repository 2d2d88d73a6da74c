-- hand-written (issue 30, ADR 041): customers, business units, customer groups and buyers through the
-- integration API and the staff console. The feeds' minimal calls leave out what the seed always gave, so
-- those columns get defaults; an organization gets its active flag and a full ship-to address, a business
-- unit its street and ZIP.
ALTER TABLE "business_units" ALTER COLUMN "brand" SET DEFAULT 0;--> statement-breakpoint
ALTER TABLE "business_units" ALTER COLUMN "city" SET DEFAULT '';--> statement-breakpoint
ALTER TABLE "business_units" ADD COLUMN "address1" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "business_units" ADD COLUMN "zip" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "is_active" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "organizations" ALTER COLUMN "address1" SET DEFAULT '';--> statement-breakpoint
ALTER TABLE "organizations" ALTER COLUMN "city" SET DEFAULT '';--> statement-breakpoint
ALTER TABLE "organizations" ALTER COLUMN "state" SET DEFAULT '';--> statement-breakpoint
ALTER TABLE "organizations" ALTER COLUMN "zip" SET DEFAULT '';--> statement-breakpoint
-- The customer feed names a sales rep by e-mail: it is found (or made) by its address.
CREATE INDEX IF NOT EXISTS "sales_reps_email_idx" ON "sales_reps" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "organizations_sales_rep_idx" ON "organizations" USING btree ("sales_rep_id");
