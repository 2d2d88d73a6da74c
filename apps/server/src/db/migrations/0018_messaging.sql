CREATE TABLE "messaging_campaigns" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"priority_level" double precision NOT NULL,
	"starts_at" timestamp with time zone,
	"expires_at" timestamp with time zone,
	"targeting" jsonb NOT NULL,
	"trigger" jsonb NOT NULL,
	"save_to_inbox" boolean DEFAULT false NOT NULL,
	"body" jsonb NOT NULL,
	"placement_id" integer,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "messaging_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"type" text NOT NULL,
	"event_name" text,
	"message_id" text,
	"data" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "messaging_message_states" (
	"user_id" text NOT NULL,
	"message_id" text NOT NULL,
	"campaign_id" integer NOT NULL,
	"delivered_at" timestamp with time zone,
	"read_at" timestamp with time zone,
	"consumed_at" timestamp with time zone,
	"embedded_received_at" timestamp with time zone,
	"dismissed_at" timestamp with time zone,
	CONSTRAINT "messaging_message_states_user_id_message_id_pk" PRIMARY KEY("user_id","message_id")
);
--> statement-breakpoint
CREATE TABLE "messaging_profiles" (
	"user_id" text PRIMARY KEY NOT NULL,
	"email" text,
	"data_fields" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"subscriptions" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"cart_items" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"cart_updated_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "messaging_purchases" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"external_id" text,
	"items" jsonb NOT NULL,
	"total" double precision NOT NULL,
	"campaign_id" integer,
	"template_id" integer,
	"data_fields" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "messaging_triggered_messages" (
	"message_id" text PRIMARY KEY NOT NULL,
	"campaign_id" integer NOT NULL,
	"user_id" text NOT NULL,
	"cause" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "messaging_campaigns_live_idx" ON "messaging_campaigns" USING btree ("status","kind");--> statement-breakpoint
CREATE INDEX "messaging_events_user_idx" ON "messaging_events" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "messaging_purchases_user_idx" ON "messaging_purchases" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "messaging_triggered_user_idx" ON "messaging_triggered_messages" USING btree ("user_id","campaign_id","cause");