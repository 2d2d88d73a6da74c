-- hand-written
-- Issue 31, items 6-9 (ADR 045).
-- Punchout accounts: one technical user per punchout buyer, reused by every punch-in; its membership has the
-- role 'punchout', which member lists, the impersonation picker and message audiences leave out. Carts stay
-- one per punch-in: an open cart is keyed by organization, user and punch-in. A per-buyer log of setups,
-- transfers and orders with their errors.
ALTER TABLE "punchout_buyers" ADD COLUMN "technical_user_id" text;--> statement-breakpoint
ALTER TABLE "punchout_buyers" ADD CONSTRAINT "punchout_buyers_technical_user_id_users_id_fk" FOREIGN KEY ("technical_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carts" ADD COLUMN "punch_in_id" text;--> statement-breakpoint
DROP INDEX IF EXISTS "carts_one_open_per_user_idx";--> statement-breakpoint
CREATE UNIQUE INDEX "carts_one_open_per_user_idx" ON "carts" USING btree ("organization_id","user_id",coalesce("punch_in_id", '')) WHERE "carts"."status" = 'open';--> statement-breakpoint
CREATE TABLE "punchout_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"buyer_id" text NOT NULL,
	"kind" text NOT NULL,
	"ok" boolean NOT NULL,
	"detail" text DEFAULT '' NOT NULL,
	"punch_in_id" text,
	"order_numbers" text[] DEFAULT '{}' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "punchout_log" ADD CONSTRAINT "punchout_log_buyer_id_punchout_buyers_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."punchout_buyers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "punchout_log_buyer_idx" ON "punchout_log" USING btree ("buyer_id","id");--> statement-breakpoint
-- The accounts earlier punch-ins made one each (punchout-<id>@punchout.invalid) leave the member lists; the
-- newest of each buyer becomes its technical user, and each open cart they hold is bound to its punch-in.
UPDATE "organization_members" SET "role" = 'punchout' WHERE "user_id" IN (SELECT "user_id" FROM "punchout_sessions");--> statement-breakpoint
UPDATE "punchout_buyers" AS b SET "technical_user_id" = (SELECT s."user_id" FROM "punchout_sessions" s WHERE s."buyer_id" = b."id" ORDER BY s."created_at" DESC, s."id" LIMIT 1);--> statement-breakpoint
UPDATE "carts" AS c SET "punch_in_id" = s."id" FROM "punchout_sessions" s WHERE s."user_id" = c."user_id" AND c."status" = 'open';--> statement-breakpoint
-- Approvals: the states each business unit serves (its own state unless staff widen it).
ALTER TABLE "business_units" ADD COLUMN "served_states" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
UPDATE "business_units" SET "served_states" = ARRAY["state"];--> statement-breakpoint
UPDATE "business_units" SET "served_states" = ARRAY['NY','NJ','CT','PA','MA','RI','VT','NH','ME'] WHERE "id" = 'NYC01';--> statement-breakpoint
UPDATE "business_units" SET "served_states" = ARRAY['IL','IN','WI','MI','OH','MN','IA','MO'] WHERE "id" = 'CHI01';--> statement-breakpoint
UPDATE "business_units" SET "served_states" = ARRAY['CA','NV','AZ','OR','WA'] WHERE "id" = 'LAX01';--> statement-breakpoint
UPDATE "business_units" SET "served_states" = ARRAY['CO','UT','WY','NM'] WHERE "id" = 'DEN01';--> statement-breakpoint
-- Campaign results: each tracked call about a message names its campaign.
ALTER TABLE "messaging_events" ADD COLUMN "campaign_id" integer;--> statement-breakpoint
UPDATE "messaging_events" AS e SET "campaign_id" = s."campaign_id" FROM "messaging_message_states" s WHERE s."user_id" = e."user_id" AND s."message_id" = e."message_id";--> statement-breakpoint
CREATE INDEX "messaging_events_campaign_idx" ON "messaging_events" USING btree ("campaign_id","created_at") WHERE "campaign_id" IS NOT NULL;--> statement-breakpoint
-- Webhook deliveries: every attempt, and the previous signing secret kept through a rotation's overlap.
ALTER TABLE "integration_api_keys" ADD COLUMN "previous_webhook_secret" text;--> statement-breakpoint
ALTER TABLE "integration_api_keys" ADD COLUMN "previous_secret_expires_at" timestamp with time zone;--> statement-breakpoint
CREATE TABLE "integration_webhook_deliveries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"key_id" text NOT NULL,
	"event_type" text NOT NULL,
	"event_id" text NOT NULL,
	"kind" text NOT NULL,
	"order_id" text,
	"feed_event_id" bigint,
	"job_id" bigint,
	"attempt" integer NOT NULL,
	"attempted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"response_status" integer,
	"duration_ms" integer NOT NULL,
	"error" text
);
--> statement-breakpoint
ALTER TABLE "integration_webhook_deliveries" ADD CONSTRAINT "integration_webhook_deliveries_key_id_integration_api_keys_id_fk" FOREIGN KEY ("key_id") REFERENCES "public"."integration_api_keys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "integration_webhook_deliveries_key_idx" ON "integration_webhook_deliveries" USING btree ("key_id","id");
