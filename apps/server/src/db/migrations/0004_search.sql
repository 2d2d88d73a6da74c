CREATE TABLE "search_prices" (
	"customer_group_id" text NOT NULL,
	"sku" text NOT NULL,
	"price" numeric(12, 2) NOT NULL,
	CONSTRAINT "search_prices_customer_group_id_sku_pk" PRIMARY KEY("customer_group_id","sku")
);
--> statement-breakpoint
CREATE TABLE "search_products" (
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
	"pack_size" text NOT NULL,
	"unit" text NOT NULL,
	"tags" text[] NOT NULL,
	"in_stock" boolean NOT NULL,
	"is_restricted" boolean NOT NULL,
	"variants" jsonb NOT NULL,
	"document" "tsvector" NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_words" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notify_me_subscriptions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"organization_id" text NOT NULL,
	"variant_id" text NOT NULL,
	"email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"notified_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "search_prices" ADD CONSTRAINT "search_prices_customer_group_id_customer_groups_id_fk" FOREIGN KEY ("customer_group_id") REFERENCES "public"."customer_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "search_prices" ADD CONSTRAINT "search_prices_sku_search_products_sku_fk" FOREIGN KEY ("sku") REFERENCES "public"."search_products"("sku") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "search_products" ADD CONSTRAINT "search_products_sku_products_sku_fk" FOREIGN KEY ("sku") REFERENCES "public"."products"("sku") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notify_me_subscriptions" ADD CONSTRAINT "notify_me_subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notify_me_subscriptions" ADD CONSTRAINT "notify_me_subscriptions_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notify_me_subscriptions" ADD CONSTRAINT "notify_me_subscriptions_variant_id_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."variants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "search_products_document_idx" ON "search_products" USING gin ("document");--> statement-breakpoint
CREATE INDEX "search_products_category_idx" ON "search_products" USING btree ("category");--> statement-breakpoint
CREATE INDEX "search_products_subcategory_idx" ON "search_products" USING btree ("subcategory");--> statement-breakpoint
CREATE INDEX "search_products_subsubcategory_idx" ON "search_products" USING btree ("subsubcategory");--> statement-breakpoint
CREATE INDEX "search_products_brand_idx" ON "search_products" USING btree ("brand");--> statement-breakpoint
CREATE UNIQUE INDEX "notify_me_waiting_idx" ON "notify_me_subscriptions" USING btree ("user_id","organization_id","variant_id") WHERE notified_at is null;--> statement-breakpoint
CREATE INDEX "notify_me_variant_waiting_idx" ON "notify_me_subscriptions" USING btree ("variant_id") WHERE notified_at is null;--> statement-breakpoint
CREATE INDEX "prices_variant_idx" ON "prices" USING btree ("variant_id");--> statement-breakpoint
-- hand-written
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "search_words_trgm_idx" ON "search_words" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
-- The search row of each product (ADR 009): one table a search reads, rebuilt for the products a statement touched.
CREATE OR REPLACE FUNCTION search_refresh(p_skus text[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM search_products WHERE sku = ANY (p_skus);
  INSERT INTO search_products (sku, name, brand, brand_code, category_id, category, subcategory, subsubcategory,
    description, image_url, url, pack_size, unit, tags, in_stock, is_restricted, variants, document)
  SELECT p.sku, p.name, p.brand, p.brand_code, p.category_id, p.category, p.subcategory, p.subsubcategory,
    p.description, p.image_url, p.url, dv.weight, dv.text,
    ARRAY(SELECT DISTINCT t FROM variants x, unnest(ARRAY[x.tag1, x.tag2]) t
          WHERE x.product_sku = p.sku AND t IS NOT NULL ORDER BY t),
    v.in_stock, v.is_restricted, v.summary,
    setweight(to_tsvector('simple', p.sku), 'A')
      || setweight(to_tsvector('english', p.name), 'A')
      || setweight(to_tsvector('english', p.brand), 'B')
      || setweight(to_tsvector('english', p.category || ' ' || p.subcategory || ' ' || p.subsubcategory), 'C')
  FROM products p
  JOIN LATERAL (
    SELECT bool_or(s.in_stock) AS in_stock, bool_and(x.is_restricted_product) AS is_restricted,
      jsonb_agg(jsonb_build_object('id', x.id, 'code', x.code, 'text', x.text, 'weight', x.weight,
        'catchWeight', x.catch_weight_uom, 'inStock', s.in_stock, 'isDefault', x.is_default) ORDER BY x.position) AS summary
    FROM variants x
    CROSS JOIN LATERAL (
      SELECT coalesce((SELECT sum(i.quantity) FROM inventory i WHERE i.variant_id = x.id
        AND (i.business_unit_id = x.business_unit_id OR i.business_unit_id = x.secondary_business_unit_id)), 0) > 0 AS in_stock
    ) s
    WHERE x.product_sku = p.sku
  ) v ON v.summary IS NOT NULL
  JOIN LATERAL (
    SELECT x.weight, x.text FROM variants x WHERE x.product_sku = p.sku ORDER BY x.is_default DESC, x.position LIMIT 1
  ) dv ON true
  WHERE p.sku = ANY (p_skus);
  INSERT INTO search_words (word)
  SELECT DISTINCT w FROM search_products sp,
    regexp_split_to_table(lower(sp.name || ' ' || sp.brand || ' ' || sp.subcategory || ' ' || sp.subsubcategory), '[^[:alnum:]]+') w
  WHERE sp.sku = ANY (p_skus) AND length(w) >= 3 AND w !~ '^[0-9]+$'
  ON CONFLICT DO NOTHING;
  PERFORM search_refresh_prices(p_skus);
END $$;--> statement-breakpoint
-- The price each customer group pays for a product's default variant, for price sorting and filters.
CREATE OR REPLACE FUNCTION search_refresh_prices(p_skus text[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM search_prices WHERE sku = ANY (p_skus);
  INSERT INTO search_prices (customer_group_id, sku, price)
  SELECT pr.customer_group_id, dv.product_sku, pr.price
  FROM (SELECT DISTINCT ON (x.product_sku) x.product_sku, x.id FROM variants x
        WHERE x.product_sku = ANY (p_skus) ORDER BY x.product_sku, x.is_default DESC, x.position) dv
  JOIN prices pr ON pr.variant_id = dv.id
  WHERE EXISTS (SELECT 1 FROM search_products sp WHERE sp.sku = dv.product_sku);
END $$;--> statement-breakpoint
-- Statement triggers with transition tables: a 5,000-row insert refreshes its products once, not 5,000 times.
-- A bulk load sets larder.search_sync to 'off' for its transaction and refreshes everything once at the end.
CREATE OR REPLACE FUNCTION search_products_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('larder.search_sync', true) = 'off' THEN
    RETURN NULL;
  END IF;
  PERFORM search_refresh(ARRAY(SELECT sku FROM new_rows));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER search_products_inserted AFTER INSERT ON products REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION search_products_changed();--> statement-breakpoint
CREATE TRIGGER search_products_updated AFTER UPDATE ON products REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION search_products_changed();--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_variants_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('larder.search_sync', true) = 'off' THEN
    RETURN NULL;
  END IF;
  IF TG_OP = 'INSERT' THEN
    PERFORM search_refresh(ARRAY(SELECT DISTINCT product_sku FROM new_rows));
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM search_refresh(ARRAY(SELECT product_sku FROM new_rows UNION SELECT product_sku FROM old_rows));
  ELSE
    PERFORM search_refresh(ARRAY(SELECT DISTINCT product_sku FROM old_rows));
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER search_variants_inserted AFTER INSERT ON variants REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION search_variants_changed();--> statement-breakpoint
CREATE TRIGGER search_variants_updated AFTER UPDATE ON variants REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION search_variants_changed();--> statement-breakpoint
CREATE TRIGGER search_variants_deleted AFTER DELETE ON variants REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION search_variants_changed();--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_prices_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('larder.search_sync', true) = 'off' THEN
    RETURN NULL;
  END IF;
  IF TG_OP = 'DELETE' THEN
    PERFORM search_refresh_prices(ARRAY(SELECT DISTINCT x.product_sku FROM old_rows o JOIN variants x ON x.id = o.variant_id));
  ELSE
    PERFORM search_refresh_prices(ARRAY(SELECT DISTINCT x.product_sku FROM new_rows n JOIN variants x ON x.id = n.variant_id));
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER search_prices_inserted AFTER INSERT ON prices REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION search_prices_changed();--> statement-breakpoint
CREATE TRIGGER search_prices_updated AFTER UPDATE ON prices REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION search_prices_changed();--> statement-breakpoint
CREATE TRIGGER search_prices_deleted AFTER DELETE ON prices REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION search_prices_changed();--> statement-breakpoint
-- Stock changes refresh the search rows and, when a waited-for variant has stock again, enqueue its notify-me job.
CREATE OR REPLACE FUNCTION search_inventory_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  queued integer;
BEGIN
  IF current_setting('larder.search_sync', true) = 'off' THEN
    RETURN NULL;
  END IF;
  IF TG_OP = 'DELETE' THEN
    PERFORM search_refresh(ARRAY(SELECT DISTINCT x.product_sku FROM old_rows o JOIN variants x ON x.id = o.variant_id));
    RETURN NULL;
  END IF;
  PERFORM search_refresh(ARRAY(SELECT DISTINCT x.product_sku FROM new_rows n JOIN variants x ON x.id = n.variant_id));
  INSERT INTO jobs (name, payload, dedupe_key)
  SELECT DISTINCT 'notify-me.back-in-stock', jsonb_build_object('variantId', n.variant_id), n.variant_id
  FROM new_rows n
  WHERE n.quantity > 0
    AND EXISTS (SELECT 1 FROM notify_me_subscriptions s WHERE s.variant_id = n.variant_id AND s.notified_at IS NULL)
  ON CONFLICT DO NOTHING;
  GET DIAGNOSTICS queued = ROW_COUNT;
  IF queued > 0 THEN
    PERFORM pg_notify('larder_jobs', 'notify-me.back-in-stock');
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER search_inventory_inserted AFTER INSERT ON inventory REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION search_inventory_changed();--> statement-breakpoint
CREATE TRIGGER search_inventory_updated AFTER UPDATE ON inventory REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION search_inventory_changed();--> statement-breakpoint
CREATE TRIGGER search_inventory_deleted AFTER DELETE ON inventory REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION search_inventory_changed();--> statement-breakpoint
-- Databases that already hold a catalog get their search rows now.
SELECT search_refresh(ARRAY(SELECT sku FROM products));
