-- hand-written
-- Inventory that is real (issue 18, ADRs 020 and 021).
--
-- Stock: inventory.quantity stays what every screen reads, "what can still be ordered", now kept equal to
-- on_hand (the ERP's figure) less allocated (units held by open orders), never below 0. Submit allocates with
-- row locks in its own transaction; cancel, edit and shipment release. A row inserted without on_hand (the
-- seed, tests) takes its quantity as on hand.
ALTER TABLE "inventory" ADD COLUMN "on_hand" integer;--> statement-breakpoint
ALTER TABLE "inventory" ADD COLUMN "allocated" integer NOT NULL DEFAULT 0;--> statement-breakpoint
UPDATE "inventory" SET "on_hand" = "quantity";--> statement-breakpoint
ALTER TABLE "inventory" ALTER COLUMN "on_hand" SET NOT NULL;--> statement-breakpoint
CREATE OR REPLACE FUNCTION inventory_on_hand_default() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.on_hand IS NULL THEN
    NEW.on_hand := NEW.quantity + NEW.allocated;
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
-- Only rows that lack it: the ERP's bulk feed names on hand, so its 10,000 rows never call the function.
CREATE TRIGGER inventory_on_hand_default BEFORE INSERT ON inventory
  FOR EACH ROW WHEN (NEW.on_hand IS NULL) EXECUTE FUNCTION inventory_on_hand_default();--> statement-breakpoint
-- What each open order holds, so a cancel, an edit or a shipment gives back exactly that.
CREATE TABLE "stock_allocations" (
  "order_id" text NOT NULL REFERENCES "orders"("id") ON DELETE CASCADE,
  "variant_id" text NOT NULL,
  "business_unit_id" text NOT NULL,
  "quantity" integer NOT NULL CHECK ("quantity" > 0),
  CONSTRAINT "stock_allocations_pk" PRIMARY KEY ("order_id", "variant_id", "business_unit_id")
);--> statement-breakpoint
-- The search index keeps only whether a product is in stock: an allocation that leaves stock above 0 (most
-- of them) need not rebuild the product's search row. Updates refresh only products whose stock crossed 0.
CREATE OR REPLACE FUNCTION search_inventory_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('larder.search_sync', true) = 'off' THEN
    RETURN NULL;
  END IF;
  IF TG_OP = 'DELETE' THEN
    PERFORM search_refresh(ARRAY(SELECT DISTINCT x.product_sku FROM old_rows o JOIN variants x ON x.id = o.variant_id));
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM search_refresh(ARRAY(SELECT DISTINCT x.product_sku FROM new_rows n
      JOIN old_rows o ON o.variant_id = n.variant_id AND o.business_unit_id = n.business_unit_id
      JOIN variants x ON x.id = n.variant_id
      WHERE (n.quantity > 0) IS DISTINCT FROM (o.quantity > 0)));
  ELSE
    PERFORM search_refresh(ARRAY(SELECT DISTINCT x.product_sku FROM new_rows n JOIN variants x ON x.id = n.variant_id));
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
DROP TRIGGER IF EXISTS search_inventory_updated ON inventory;--> statement-breakpoint
CREATE TRIGGER search_inventory_updated AFTER UPDATE ON inventory REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION search_inventory_changed();--> statement-breakpoint
-- Integration API keys (ADR 021): only a SHA-256 of the key is kept; the webhook signing secret must be
-- kept as is to sign with it.
CREATE TABLE "integration_api_keys" (
  "id" text PRIMARY KEY NOT NULL,
  "name" text NOT NULL,
  "key_hash" text NOT NULL UNIQUE,
  "key_prefix" text NOT NULL,
  "scopes" jsonb NOT NULL,
  "webhook_url" text,
  "webhook_secret" text NOT NULL,
  "created_by" text,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  "last_used_at" timestamp with time zone,
  "revoked_at" timestamp with time zone
);--> statement-breakpoint
-- The order feed the ERP pulls: one row per order placed, edited or cancelled, in commit order of the
-- subscribers that write it; the cursor is the last id the ERP has read.
CREATE TABLE "integration_order_feed" (
  "id" bigserial PRIMARY KEY NOT NULL,
  "order_id" text NOT NULL,
  "kind" text NOT NULL,
  "event_id" bigint NOT NULL,
  "recorded_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "integration_order_feed_event_uq" UNIQUE ("event_id", "order_id")
);--> statement-breakpoint
-- What the ERP reported after delivery, per order line: the delivered quantity and any substitute.
CREATE TABLE "order_line_deliveries" (
  "order_id" text NOT NULL REFERENCES "orders"("id") ON DELETE CASCADE,
  "line_number" integer NOT NULL,
  "delivered_quantity" integer NOT NULL,
  "substitute_sku" text,
  "substitute_title" text,
  "reported_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "order_line_deliveries_pk" PRIMARY KEY ("order_id", "line_number")
);--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "carrier" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "tracking_number" text;--> statement-breakpoint
-- The one-tap link of the back-in-stock e-mail: only its hash is kept; used once.
ALTER TABLE "notify_me_subscriptions" ADD COLUMN "link_token_hash" text;--> statement-breakpoint
ALTER TABLE "notify_me_subscriptions" ADD COLUMN "link_used_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "notify_me_link_token_idx" ON "notify_me_subscriptions" ("link_token_hash") WHERE "link_token_hash" IS NOT NULL;
