-- hand-written
-- Punchout (ADR 022, issue 33). A transferred line carries a short token (OCI allows 40 characters in
-- NEW_ITEM-EXT_PRODUCT_ID) that names its punch-in, unit, sub-cart and delivery date; an OCI punch-in keeps
-- the ~OkCode / ~TARGET / returntarget its setup passed, to send them back with the cart; an OrderRequest is
-- kept with its PO number (orderID) and type, so a new payloadID for the same PO places nothing new and an
-- update or delete finds the orders the PO placed.
CREATE TABLE "punchout_line_tokens" (
	"token" text PRIMARY KEY NOT NULL,
	"punch_in_id" text NOT NULL,
	"unit_of_measure" text NOT NULL,
	"sub_cart_key" text,
	"delivery_date" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "punchout_line_tokens" ADD CONSTRAINT "punchout_line_tokens_punch_in_id_punchout_sessions_id_fk" FOREIGN KEY ("punch_in_id") REFERENCES "public"."punchout_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "punchout_line_tokens_punch_in_idx" ON "punchout_line_tokens" USING btree ("punch_in_id");--> statement-breakpoint
ALTER TABLE "punchout_sessions" ADD COLUMN "oci_return" jsonb;--> statement-breakpoint
ALTER TABLE "punchout_order_requests" ADD COLUMN "order_id" text;--> statement-breakpoint
ALTER TABLE "punchout_order_requests" ADD COLUMN "request_type" text;--> statement-breakpoint
CREATE INDEX "punchout_order_requests_order_idx" ON "punchout_order_requests" USING btree ("buyer_id","order_id");
