-- hand-written
-- The e-mails and messages each user chose to get on the account page (issue 32); everyone starts with all
-- of them, as before the choice existed.
ALTER TABLE "users" ADD COLUMN "notify_order_emails" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "notify_back_in_stock" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "notify_messages" boolean DEFAULT true NOT NULL;
