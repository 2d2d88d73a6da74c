-- hand-written
-- Issue 34: ordering that survives losing the network.
-- The last offline change applied to each line of a cart (sku and unit), by the time the buyer made it: a
-- replayed change older than the one applied loses ('the later change of a line wins', ADR 047).
CREATE TABLE "cart_line_changes" (
	"cart_id" text NOT NULL,
	"product_sku" text NOT NULL,
	"unit_of_measure" text NOT NULL,
	"changed_at" timestamp with time zone NOT NULL,
	"quantity" integer NOT NULL,
	CONSTRAINT "cart_line_changes_pk" PRIMARY KEY("cart_id","product_sku","unit_of_measure")
);--> statement-breakpoint
ALTER TABLE "cart_line_changes" ADD CONSTRAINT "cart_line_changes_cart_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The order a guide's items are walked in when counting stock (walk-in, freezer, dry store), arranged once per guide.
CREATE TABLE "order_guide_storage_orders" (
	"guide_id" integer PRIMARY KEY NOT NULL,
	"areas" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
ALTER TABLE "order_guide_storage_orders" ADD CONSTRAINT "order_guide_storage_orders_guide_fk" FOREIGN KEY ("guide_id") REFERENCES "public"."order_guides"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The last on-hand count of each item of a guide, with when it was counted.
CREATE TABLE "order_guide_counts" (
	"guide_id" integer NOT NULL,
	"product_sku" text NOT NULL,
	"unit_of_measure" text NOT NULL,
	"on_hand" integer NOT NULL,
	"counted_at" timestamp with time zone NOT NULL,
	CONSTRAINT "order_guide_counts_pk" PRIMARY KEY("guide_id","product_sku","unit_of_measure")
);--> statement-breakpoint
ALTER TABLE "order_guide_counts" ADD CONSTRAINT "order_guide_counts_guide_fk" FOREIGN KEY ("guide_id") REFERENCES "public"."order_guides"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The case barcode (GTIN-8/12/13/14, a UPC is a GTIN-12) the catalog feed sends, for scan to find.
ALTER TABLE "products" ADD COLUMN "gtin" text;--> statement-breakpoint
CREATE INDEX "products_gtin_idx" ON "products" USING btree ("gtin");
