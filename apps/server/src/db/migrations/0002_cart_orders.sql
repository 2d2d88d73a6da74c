CREATE SEQUENCE "public"."order_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 5000001 CACHE 1;--> statement-breakpoint
CREATE TABLE "cart_lines" (
	"id" text PRIMARY KEY NOT NULL,
	"cart_id" text NOT NULL,
	"variant_id" text NOT NULL,
	"product_sku" text NOT NULL,
	"business_unit_id" text NOT NULL,
	"quantity" integer NOT NULL,
	"cut_instructions1" text,
	"cut_instructions2" text,
	"customer_notes" text,
	"position" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cart_sub_carts" (
	"cart_id" text NOT NULL,
	"key" text NOT NULL,
	"delivery_date" text,
	"po_number" text DEFAULT '' NOT NULL,
	"drop_ship_notes" text DEFAULT '' NOT NULL,
	"drop_ship_address" jsonb,
	"shipping_method" text DEFAULT 'standard' NOT NULL,
	CONSTRAINT "cart_sub_carts_cart_id_key_pk" PRIMARY KEY("cart_id","key")
);
--> statement-breakpoint
CREATE TABLE "carts" (
	"id" text PRIMARY KEY NOT NULL,
	"organization_id" text NOT NULL,
	"user_id" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"po_number" text DEFAULT '' NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"submission_key" text,
	"submission_response" jsonb,
	"submitted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_lines" (
	"order_id" text NOT NULL,
	"line_number" integer NOT NULL,
	"product_sku" text NOT NULL,
	"variant_id" text NOT NULL,
	"product_title" text NOT NULL,
	"brand_name" text NOT NULL,
	"pack_size" text NOT NULL,
	"unit_of_measure" text NOT NULL,
	"quantity" integer NOT NULL,
	"unit_price" numeric(12, 2),
	"total_price" numeric(12, 2) NOT NULL,
	"catch_weight_unit" text,
	"image_url" text NOT NULL,
	"product_url" text NOT NULL,
	"erp_fields" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" text PRIMARY KEY NOT NULL,
	"web_order_number" text NOT NULL,
	"erp_order_number" text NOT NULL,
	"organization_id" text NOT NULL,
	"user_id" text NOT NULL,
	"placed_by_staff_user_id" text,
	"cart_id" text NOT NULL,
	"business_unit_id" text NOT NULL,
	"vendor_id" text,
	"is_jit" boolean NOT NULL,
	"is_drop_ship" boolean NOT NULL,
	"is_pre_order" boolean NOT NULL,
	"status" text DEFAULT 'Submitted' NOT NULL,
	"delivery_date" date NOT NULL,
	"cut_off_at" timestamp with time zone NOT NULL,
	"purchase_order_number" text NOT NULL,
	"note" text NOT NULL,
	"drop_ship_notes" text DEFAULT '' NOT NULL,
	"drop_ship_address" jsonb,
	"shipping_method" text,
	"shipping_cost" numeric(12, 2) DEFAULT '0' NOT NULL,
	"item_count" integer NOT NULL,
	"total" numeric(12, 2) NOT NULL,
	"order_source" smallint DEFAULT 2 NOT NULL,
	"placed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"cancelled_at" timestamp with time zone,
	CONSTRAINT "orders_web_order_number_unique" UNIQUE("web_order_number"),
	CONSTRAINT "orders_erp_order_number_unique" UNIQUE("erp_order_number")
);
--> statement-breakpoint
ALTER TABLE "cart_lines" ADD CONSTRAINT "cart_lines_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_lines" ADD CONSTRAINT "cart_lines_variant_id_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."variants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_lines" ADD CONSTRAINT "cart_lines_business_unit_id_business_units_id_fk" FOREIGN KEY ("business_unit_id") REFERENCES "public"."business_units"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_sub_carts" ADD CONSTRAINT "cart_sub_carts_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_business_unit_id_business_units_id_fk" FOREIGN KEY ("business_unit_id") REFERENCES "public"."business_units"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cart_lines_cart_variant_idx" ON "cart_lines" USING btree ("cart_id","variant_id");--> statement-breakpoint
CREATE INDEX "cart_lines_cart_idx" ON "cart_lines" USING btree ("cart_id");--> statement-breakpoint
CREATE UNIQUE INDEX "carts_one_open_per_user_idx" ON "carts" USING btree ("organization_id","user_id") WHERE "carts"."status" = 'open';--> statement-breakpoint
CREATE UNIQUE INDEX "carts_submission_key_idx" ON "carts" USING btree ("organization_id","submission_key");--> statement-breakpoint
CREATE INDEX "order_lines_order_idx" ON "order_lines" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_lines_sku_idx" ON "order_lines" USING btree ("product_sku");--> statement-breakpoint
CREATE INDEX "orders_organization_placed_idx" ON "orders" USING btree ("organization_id","placed_at");--> statement-breakpoint
CREATE INDEX "orders_cart_idx" ON "orders" USING btree ("cart_id");--> statement-breakpoint
CREATE INDEX "orders_open_cut_off_idx" ON "orders" USING btree ("cut_off_at") WHERE "orders"."status" = 'Submitted';