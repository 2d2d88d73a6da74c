CREATE TABLE "punchout_buyers" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"protocol" text NOT NULL,
	"from_identity" text NOT NULL,
	"from_domain" text NOT NULL,
	"sender_identity" text NOT NULL,
	"sender_domain" text NOT NULL,
	"secret_hash" text NOT NULL,
	"organization_id" text NOT NULL,
	"return_hosts" text[] NOT NULL,
	"tracking_email" text NOT NULL,
	"deployment_mode" text DEFAULT 'window' NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "punchout_order_requests" (
	"buyer_id" text NOT NULL,
	"payload_id" text NOT NULL,
	"answer" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "punchout_order_requests_buyer_id_payload_id_pk" PRIMARY KEY("buyer_id","payload_id")
);
--> statement-breakpoint
CREATE TABLE "punchout_sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"buyer_id" text NOT NULL,
	"user_id" text NOT NULL,
	"operation" text NOT NULL,
	"buyer_cookie" text NOT NULL,
	"return_url" text NOT NULL,
	"system_name" text NOT NULL,
	"protocol" text NOT NULL,
	"tracking_email" text NOT NULL,
	"restore_items" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"start_token_hash" text,
	"start_expires_at" timestamp with time zone NOT NULL,
	"started_at" timestamp with time zone,
	"ordering_since" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "punchout_sessions_start_token_hash_unique" UNIQUE("start_token_hash")
);
--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "punchout_session_id" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "punchout_system" text;--> statement-breakpoint
ALTER TABLE "punchout_buyers" ADD CONSTRAINT "punchout_buyers_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "punchout_order_requests" ADD CONSTRAINT "punchout_order_requests_buyer_id_punchout_buyers_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."punchout_buyers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "punchout_sessions" ADD CONSTRAINT "punchout_sessions_buyer_id_punchout_buyers_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."punchout_buyers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "punchout_sessions" ADD CONSTRAINT "punchout_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "punchout_buyers_from_idx" ON "punchout_buyers" USING btree ("protocol","from_identity");--> statement-breakpoint
CREATE INDEX "punchout_sessions_buyer_idx" ON "punchout_sessions" USING btree ("buyer_id");