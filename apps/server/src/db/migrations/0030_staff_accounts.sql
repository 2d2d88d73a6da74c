-- hand-written
-- A staff account may be deactivated (issue 30): it signs in no more and its sessions end; the row stays,
-- so the audit and the orders it touched keep naming it.
ALTER TABLE "users" ADD COLUMN IF NOT EXISTS "deactivated_at" timestamp with time zone;--> statement-breakpoint
-- The staff list and the last-manager guard read the staff accounts only.
CREATE INDEX IF NOT EXISTS "users_staff_idx" ON "users" USING btree ("is_staff") WHERE "is_staff";
--> statement-breakpoint
-- A store whose content was written before issue 30 gets the staff accounts page under its staff console
-- (the seed writes it for new stores).
INSERT INTO "content_items" ("parent_id", "name", "page_type", "url_segment", "url", "language", "properties", "sort_order", "is_editable")
SELECT "id", 'Staff accounts', 'StaffAccountsPage', 'staff-accounts', '/staff/staff-accounts/', "language",
  '{"metaDescription":"","heading":"Staff accounts","intro":"Who works in this console and what each may do: invite, roles and permissions, a sales rep’s organizations, deactivate."}'::jsonb,
  130, false
FROM "content_items"
WHERE "page_type" = 'StaffHomePage'
  AND NOT EXISTS (SELECT 1 FROM "content_items" WHERE "page_type" = 'StaffAccountsPage')
ON CONFLICT DO NOTHING;
