CREATE TABLE "login_attempts" (
	"key" text PRIMARY KEY NOT NULL,
	"failures" integer NOT NULL,
	"window_started_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"original_user_id" text,
	"organization_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "signup_applications" (
	"id" text PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"password_hash" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"cut_off_time" text NOT NULL,
	"business_category" text NOT NULL,
	"accounts" text NOT NULL,
	"address" jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reviewed_by" text,
	"reviewed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" text PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"user_name" text NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"region" text DEFAULT 'northeast' NOT NULL,
	"is_staff" boolean DEFAULT false NOT NULL,
	"can_impersonate" boolean DEFAULT false NOT NULL,
	"last_organization_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "business_units" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"brand" smallint NOT NULL,
	"timezone" text NOT NULL,
	"delivery_weekdays" integer[] NOT NULL,
	"cutoff_time" text NOT NULL,
	"lead_days" integer NOT NULL,
	"city" text NOT NULL,
	"state" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customer_groups" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "organization_members" (
	"user_id" text NOT NULL,
	"organization_id" text NOT NULL,
	"role" text DEFAULT 'buyer' NOT NULL,
	CONSTRAINT "organization_members_user_id_organization_id_pk" PRIMARY KEY("user_id","organization_id")
);
--> statement-breakpoint
CREATE TABLE "organizations" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"brand" smallint NOT NULL,
	"business_unit_id" text NOT NULL,
	"customer_group_id" text NOT NULL,
	"sales_rep_id" text NOT NULL,
	"region" text NOT NULL,
	"is_protein" boolean DEFAULT false NOT NULL,
	"is_specialty" boolean DEFAULT false NOT NULL,
	"is_cme" boolean DEFAULT false NOT NULL,
	"is_ppro" boolean DEFAULT false NOT NULL,
	"is_on_hold" boolean DEFAULT false NOT NULL,
	"hold_errors" text[] DEFAULT '{}' NOT NULL,
	"route_weekdays" integer[] NOT NULL,
	"address1" text NOT NULL,
	"city" text NOT NULL,
	"state" text NOT NULL,
	"zip" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sales_reps" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"region" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "impersonation_audit" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"staff_user_id" text NOT NULL,
	"customer_user_id" text NOT NULL,
	"organization_id" text,
	"action" text NOT NULL,
	"method" text NOT NULL,
	"path" text NOT NULL,
	"status_code" integer
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"parent_id" text,
	"level" smallint NOT NULL,
	"position" integer NOT NULL,
	"url" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "inventory" (
	"variant_id" text NOT NULL,
	"business_unit_id" text NOT NULL,
	"quantity" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "inventory_variant_id_business_unit_id_pk" PRIMARY KEY("variant_id","business_unit_id")
);
--> statement-breakpoint
CREATE TABLE "prices" (
	"customer_group_id" text NOT NULL,
	"variant_id" text NOT NULL,
	"price" numeric(12, 2) NOT NULL,
	CONSTRAINT "prices_customer_group_id_variant_id_pk" PRIMARY KEY("customer_group_id","variant_id")
);
--> statement-breakpoint
CREATE TABLE "products" (
	"sku" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"brand" text NOT NULL,
	"brand_code" smallint NOT NULL,
	"category_id" text NOT NULL,
	"category" text NOT NULL,
	"subcategory" text NOT NULL,
	"subsubcategory" text NOT NULL,
	"description" text NOT NULL,
	"image_url" text NOT NULL,
	"url" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "variants" (
	"id" text PRIMARY KEY NOT NULL,
	"product_sku" text NOT NULL,
	"code" text NOT NULL,
	"text" text NOT NULL,
	"weight" text NOT NULL,
	"unit_of_measure" text NOT NULL,
	"catch_weight_uom" text,
	"average_weight" numeric(10, 3),
	"is_default" boolean DEFAULT false NOT NULL,
	"min_max_flag" boolean DEFAULT false NOT NULL,
	"min_quantity" integer,
	"max_quantity" integer,
	"min_max_expiration_date" date,
	"sell_by_multiple" integer DEFAULT 1 NOT NULL,
	"stocking_type" text NOT NULL,
	"line_type" text NOT NULL,
	"business_unit_id" text NOT NULL,
	"secondary_business_unit_id" text,
	"is_reserve" boolean DEFAULT false NOT NULL,
	"cut_instructions1" text,
	"cut_instructions2" text,
	"is_drop_ship_restricted" boolean DEFAULT false NOT NULL,
	"special_order_flag" boolean DEFAULT false NOT NULL,
	"is_restricted_product" boolean DEFAULT false NOT NULL,
	"product_classification_code" text,
	"bto" boolean DEFAULT false NOT NULL,
	"supermarket" boolean DEFAULT false NOT NULL,
	"chef_item_flag" boolean DEFAULT false NOT NULL,
	"vendor_id" text,
	"tag1" text,
	"tag2" text,
	"position" smallint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vendors" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"is_drop_ship" boolean NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_original_user_id_users_id_fk" FOREIGN KEY ("original_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organization_members" ADD CONSTRAINT "organization_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organization_members" ADD CONSTRAINT "organization_members_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organizations" ADD CONSTRAINT "organizations_business_unit_id_business_units_id_fk" FOREIGN KEY ("business_unit_id") REFERENCES "public"."business_units"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organizations" ADD CONSTRAINT "organizations_customer_group_id_customer_groups_id_fk" FOREIGN KEY ("customer_group_id") REFERENCES "public"."customer_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organizations" ADD CONSTRAINT "organizations_sales_rep_id_sales_reps_id_fk" FOREIGN KEY ("sales_rep_id") REFERENCES "public"."sales_reps"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory" ADD CONSTRAINT "inventory_variant_id_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."variants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory" ADD CONSTRAINT "inventory_business_unit_id_business_units_id_fk" FOREIGN KEY ("business_unit_id") REFERENCES "public"."business_units"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prices" ADD CONSTRAINT "prices_customer_group_id_customer_groups_id_fk" FOREIGN KEY ("customer_group_id") REFERENCES "public"."customer_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prices" ADD CONSTRAINT "prices_variant_id_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."variants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "variants" ADD CONSTRAINT "variants_product_sku_products_sku_fk" FOREIGN KEY ("product_sku") REFERENCES "public"."products"("sku") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "variants" ADD CONSTRAINT "variants_business_unit_id_business_units_id_fk" FOREIGN KEY ("business_unit_id") REFERENCES "public"."business_units"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "variants" ADD CONSTRAINT "variants_secondary_business_unit_id_business_units_id_fk" FOREIGN KEY ("secondary_business_unit_id") REFERENCES "public"."business_units"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "variants" ADD CONSTRAINT "variants_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "organization_members_org_idx" ON "organization_members" USING btree ("organization_id");--> statement-breakpoint
CREATE INDEX "organizations_name_idx" ON "organizations" USING btree ("name");--> statement-breakpoint
CREATE INDEX "impersonation_audit_staff_idx" ON "impersonation_audit" USING btree ("staff_user_id","at");--> statement-breakpoint
CREATE INDEX "products_category_idx" ON "products" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "variants_product_idx" ON "variants" USING btree ("product_sku");