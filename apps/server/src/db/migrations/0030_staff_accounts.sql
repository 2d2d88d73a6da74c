-- hand-written
-- A staff account may be deactivated (issue 30): it signs in no more and its sessions end; the row stays,
-- so the audit and the orders it touched keep naming it.
ALTER TABLE "users" ADD COLUMN IF NOT EXISTS "deactivated_at" timestamp with time zone;--> statement-breakpoint
-- The staff list and the last-manager guard read the staff accounts only.
CREATE INDEX IF NOT EXISTS "users_staff_idx" ON "users" USING btree ("is_staff") WHERE "is_staff";
