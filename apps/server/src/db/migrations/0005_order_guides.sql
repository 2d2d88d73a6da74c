CREATE TABLE "order_guide_groups" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "order_guide_groups_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"guide_id" integer NOT NULL,
	"name" text NOT NULL,
	"position" integer NOT NULL,
	"is_editable" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_guide_items" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "order_guide_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"guide_id" integer NOT NULL,
	"group_id" integer,
	"product_sku" text NOT NULL,
	"unit_of_measure" text NOT NULL,
	"item_sequence" integer NOT NULL,
	"display_order" integer NOT NULL,
	"effective_date" date,
	"expiry_date" date,
	"par_level" integer
);
--> statement-breakpoint
CREATE TABLE "order_guide_preferences" (
	"user_id" text NOT NULL,
	"guide_id" integer NOT NULL,
	"organization_id" text NOT NULL,
	"is_hidden" boolean DEFAULT false NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"last_viewed_at" timestamp with time zone,
	CONSTRAINT "order_guide_preferences_user_id_guide_id_pk" PRIMARY KEY("user_id","guide_id")
);
--> statement-breakpoint
CREATE TABLE "order_guide_shares" (
	"guide_id" integer NOT NULL,
	"organization_id" text NOT NULL,
	"shared_by_user_id" text NOT NULL,
	"shared_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_guide_shares_guide_id_organization_id_pk" PRIMARY KEY("guide_id","organization_id")
);
--> statement-breakpoint
CREATE TABLE "order_guide_substitutions" (
	"item_id" integer NOT NULL,
	"product_sku" text NOT NULL,
	"unit_of_measure" text NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "order_guide_substitutions_item_id_product_sku_pk" PRIMARY KEY("item_id","product_sku")
);
--> statement-breakpoint
CREATE TABLE "order_guides" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "order_guides_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"organization_id" text NOT NULL,
	"created_by_user_id" text NOT NULL,
	"name" text NOT NULL,
	"kind" text DEFAULT 'standard' NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"target_guide_id" integer,
	"category_type" text DEFAULT 'cwCategories' NOT NULL,
	"no_products_message" text,
	"refreshed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "order_guide_groups" ADD CONSTRAINT "order_guide_groups_guide_id_order_guides_id_fk" FOREIGN KEY ("guide_id") REFERENCES "public"."order_guides"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_guide_items" ADD CONSTRAINT "order_guide_items_guide_id_order_guides_id_fk" FOREIGN KEY ("guide_id") REFERENCES "public"."order_guides"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_guide_items" ADD CONSTRAINT "order_guide_items_group_id_order_guide_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."order_guide_groups"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_guide_items" ADD CONSTRAINT "order_guide_items_product_sku_products_sku_fk" FOREIGN KEY ("product_sku") REFERENCES "public"."products"("sku") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_guide_preferences" ADD CONSTRAINT "order_guide_preferences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_guide_preferences" ADD CONSTRAINT "order_guide_preferences_guide_id_order_guides_id_fk" FOREIGN KEY ("guide_id") REFERENCES "public"."order_guides"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_guide_preferences" ADD CONSTRAINT "order_guide_preferences_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_guide_shares" ADD CONSTRAINT "order_guide_shares_guide_id_order_guides_id_fk" FOREIGN KEY ("guide_id") REFERENCES "public"."order_guides"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_guide_shares" ADD CONSTRAINT "order_guide_shares_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_guide_shares" ADD CONSTRAINT "order_guide_shares_shared_by_user_id_users_id_fk" FOREIGN KEY ("shared_by_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_guide_substitutions" ADD CONSTRAINT "order_guide_substitutions_item_id_order_guide_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."order_guide_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_guide_substitutions" ADD CONSTRAINT "order_guide_substitutions_product_sku_products_sku_fk" FOREIGN KEY ("product_sku") REFERENCES "public"."products"("sku") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_guides" ADD CONSTRAINT "order_guides_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_guides" ADD CONSTRAINT "order_guides_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_guide_groups_guide_idx" ON "order_guide_groups" USING btree ("guide_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "order_guide_items_key_idx" ON "order_guide_items" USING btree ("guide_id","product_sku","unit_of_measure");--> statement-breakpoint
CREATE INDEX "order_guide_items_sku_idx" ON "order_guide_items" USING btree ("product_sku");--> statement-breakpoint
CREATE INDEX "order_guide_preferences_user_org_idx" ON "order_guide_preferences" USING btree ("user_id","organization_id");--> statement-breakpoint
CREATE INDEX "order_guide_shares_organization_idx" ON "order_guide_shares" USING btree ("organization_id");--> statement-breakpoint
CREATE INDEX "order_guides_organization_idx" ON "order_guides" USING btree ("organization_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "order_guides_purchase_history_idx" ON "order_guides" USING btree ("organization_id") WHERE "order_guides"."kind" = 'purchaseHistory';