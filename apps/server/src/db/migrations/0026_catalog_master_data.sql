ALTER TABLE "products" ADD COLUMN "pack_size" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "spec_sheet_url" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "video_url" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "image_source_url" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "similar_skus" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "substitute_skus" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_keywords" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "discontinued_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "feed_hash" text;--> statement-breakpoint
ALTER TABLE "vendors" ADD COLUMN "drop_ship_restricted_states" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "vendors" ADD COLUMN "cut_off_time" text;--> statement-breakpoint
CREATE INDEX "categories_parent_idx" ON "categories" USING btree ("parent_id");--> statement-breakpoint
-- hand-written
-- search_prices is keyed (customer_group_id, sku), so nothing found its rows by sku alone: every
-- search_refresh_prices began with `DELETE FROM search_prices WHERE sku = ANY (...)`, a scan of the whole
-- table, and every search_products row a refresh deleted cascaded into one more scan of it per row. A
-- catalog load's cost per 1,000-product slice grew with the catalog (ADR 039). Indexed by sku, both are
-- index probes.
CREATE INDEX IF NOT EXISTS "search_prices_sku_idx" ON "search_prices" USING btree ("sku");--> statement-breakpoint
-- The demo ERP key holds every scope, the new 'catalog' too (README).
UPDATE "integration_api_keys" SET "scopes" = "scopes" || '["catalog"]'::jsonb
  WHERE "key_hash" = encode(sha256('larder-demo-integration-key'::bytea), 'hex') AND NOT ("scopes" ? 'catalog');--> statement-breakpoint
-- The demo administrator holds every staff permission, the new 'manage-catalog' too (README).
UPDATE "users" SET "staff_permissions" = array_append("staff_permissions", 'manage-catalog')
  WHERE "email" = 'admin@larder.test' AND NOT ('manage-catalog' = ANY ("staff_permissions"));--> statement-breakpoint
-- The search row of each product: discontinued products have none (they leave search and category pages at
-- once), and the distributor's search keywords weigh C.
CREATE OR REPLACE FUNCTION search_refresh(p_skus text[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM search_products WHERE sku = ANY (p_skus);
  INSERT INTO search_products (sku, name, brand, brand_code, category_id, category, subcategory, subsubcategory,
    description, image_url, url, pack_size, unit, tags, in_stock, is_restricted, variants, document)
  SELECT p.sku, p.name, p.brand, p.brand_code, p.category_id, p.category, p.subcategory, p.subsubcategory,
    p.description, p.image_url, p.url, coalesce(p.pack_size, dv.weight), dv.text,
    ARRAY(SELECT DISTINCT t FROM variants x, unnest(ARRAY[x.tag1, x.tag2]) t
          WHERE x.product_sku = p.sku AND t IS NOT NULL ORDER BY t),
    v.in_stock, v.is_restricted, v.summary,
    setweight(to_tsvector('simple', p.sku), 'A')
      || setweight(to_tsvector('english', search_fold(p.name)), 'A')
      || setweight(to_tsvector('english', search_fold(p.brand)), 'B')
      || setweight(to_tsvector('english', search_fold(p.category || ' ' || p.subcategory || ' ' || p.subsubcategory
           || ' ' || array_to_string(p.search_keywords, ' '))), 'C')
      || setweight(to_tsvector('simple', search_fold(v.codes)), 'D')
  FROM products p
  JOIN LATERAL (
    SELECT bool_or(s.in_stock) AS in_stock, bool_and(x.is_restricted_product) AS is_restricted,
      jsonb_agg(jsonb_build_object('id', x.id, 'code', x.code, 'text', x.text, 'weight', x.weight,
        'catchWeight', x.catch_weight_uom, 'inStock', s.in_stock, 'isDefault', x.is_default) ORDER BY x.position) AS summary,
      string_agg(x.code || ' ' || x.weight, ' ') AS codes
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
  WHERE p.sku = ANY (p_skus) AND p.discontinued_at IS NULL;
  INSERT INTO search_words (word)
  SELECT DISTINCT w FROM search_products sp,
    regexp_split_to_table(search_fold(sp.name || ' ' || sp.brand || ' ' || sp.subcategory || ' ' || sp.subsubcategory), '[^[:alnum:]]+') w
  WHERE sp.sku = ANY (p_skus) AND length(w) >= 3 AND w !~ '^[0-9]+$'
  ON CONFLICT DO NOTHING;
  PERFORM search_refresh_prices(p_skus);
END $$;
