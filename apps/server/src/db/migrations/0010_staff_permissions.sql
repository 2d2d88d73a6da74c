-- Staff permissions replace the single can-impersonate flag: every staff route names the permission it needs.
ALTER TABLE "users" ADD COLUMN "staff_permissions" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
UPDATE "users" SET "staff_permissions" = CASE WHEN "can_impersonate" THEN ARRAY['impersonate', 'manage-orders'] ELSE ARRAY['manage-orders'] END WHERE "is_staff";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "can_impersonate";
