-- hand-written
-- Issue 31, items 10-12. The impersonation audit records what each state-changing request did, in words, at
-- the time it happened (the cart and order it touched change afterwards), and why the session was started.
ALTER TABLE "impersonation_audit" ADD COLUMN "summary" text;--> statement-breakpoint
ALTER TABLE "impersonation_audit" ADD COLUMN "reason" text;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "impersonation_audit_action_idx" ON "impersonation_audit" ("action", "id");
