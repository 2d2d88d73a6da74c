CREATE TABLE "search_synonyms" (
	"id" text PRIMARY KEY NOT NULL,
	"phrases" text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- hand-written
-- Search that forgives (ADR 019): catalog text and queries are compared folded: lower case, no accents, and
-- pack notation written one way ('16/20' and '16-20' are '16x20', 'U-10' and 'U/10' are 'u10'), and other
-- hyphens are spaces ('Lemon-Infused' is two words, not three lexemes). The query side does the same in
-- TypeScript (search-normalize.ts); a test holds the two to each other.
CREATE OR REPLACE FUNCTION search_fold(p_text text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT replace(regexp_replace(
    regexp_replace(
      replace(replace(replace(replace(replace(translate(lower(p_text),
        'àáâãäåāăąçćčďèéêëēėęěìíîïīįıñńňòóôõöōőŕřśšşţťùúûüūůűųýÿźżž',
        'aaaaaaaaacccdeeeeeeeeiiiiiiinnnooooooorrsssttuuuuuuuuyyzzz'),
        'ß', 'ss'), 'æ', 'ae'), 'œ', 'oe'), 'ø', 'o'), 'ł', 'l'),
      '(\d+)\s*[/-]\s*(\d+)', '\1x\2', 'g'),
    '(^|[^[:alnum:]])u\s*[-/]?\s*(\d+)(?![[:alnum:]])', '\1u\2', 'g'), '-', ' ')
$$;--> statement-breakpoint
-- The search row of each product, now folded; its variants' codes and pack sizes weigh D, so a pasted
-- item code ('100123-CS') or a pack ('4/5 lb') finds it too.
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
      || setweight(to_tsvector('english', search_fold(p.name)), 'A')
      || setweight(to_tsvector('english', search_fold(p.brand)), 'B')
      || setweight(to_tsvector('english', search_fold(p.category || ' ' || p.subcategory || ' ' || p.subsubcategory)), 'C')
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
  WHERE p.sku = ANY (p_skus);
  INSERT INTO search_words (word)
  SELECT DISTINCT w FROM search_products sp,
    regexp_split_to_table(search_fold(sp.name || ' ' || sp.brand || ' ' || sp.subcategory || ' ' || sp.subsubcategory), '[^[:alnum:]]+') w
  WHERE sp.sku = ANY (p_skus) AND length(w) >= 3 AND w !~ '^[0-9]+$'
  ON CONFLICT DO NOTHING;
  PERFORM search_refresh_prices(p_skus);
END $$;--> statement-breakpoint
INSERT INTO "search_synonyms" ("id", "phrases") VALUES
  ('default-evoo', ARRAY['evoo', 'extra virgin olive oil', 'xvoo']),
  ('default-ap-flour', ARRAY['ap flour', 'all purpose flour', 'plain flour', 'all-purpose flour']),
  ('default-scallions', ARRAY['scallions', 'green onions', 'spring onions']),
  ('default-chickpeas', ARRAY['chickpeas', 'garbanzo beans', 'garbanzos', 'garbanzo', 'ceci beans']),
  ('default-shrimp', ARRAY['shrimp', 'prawns']),
  ('default-parmesan', ARRAY['parmigiano reggiano', 'parmesan', 'parm']),
  ('default-plastic-film', ARRAY['plastic film', 'cling wrap', 'cling film', 'plastic wrap', 'saran wrap', 'film wrap']),
  ('default-sheet-pan', ARRAY['sheet pan', 'sheet tray', 'baking sheet', 'bun pan']),
  ('default-aluminum-foil', ARRAY['aluminum foil', 'tin foil', 'foil wrap']),
  ('default-eggplant', ARRAY['eggplant', 'aubergine']),
  ('default-zucchini', ARRAY['zucchini', 'courgette']),
  ('default-arugula', ARRAY['arugula', 'rocket', 'roquette']),
  ('default-cilantro', ARRAY['cilantro', 'coriander leaves', 'fresh coriander']),
  ('default-powdered-sugar', ARRAY['powdered sugar', 'confectioners sugar', 'icing sugar', '10x sugar']),
  ('default-heavy-cream', ARRAY['heavy cream', 'heavy whipping cream', 'whipping cream', 'double cream']),
  ('default-ny-strip', ARRAY['new york strip', 'ny strip', 'kc strip', 'kansas city strip']),
  ('default-skillet', ARRAY['fry pan', 'skillet', 'frying pan']),
  ('default-boneless', ARRAY['boneless', 'bnls', 'b/l']),
  ('default-chicken', ARRAY['chicken', 'chkn', 'chix']),
  ('default-trash-liners', ARRAY['trash can liners', 'trash bags', 'garbage bags', 'bin liners', 'can liners']),
  ('default-deli-container', ARRAY['deli container', 'deli cups', 'deli tubs']),
  ('default-to-go-container', ARRAY['to go container', 'takeout container', 'take out container', 'carryout container']),
  ('default-hotel-pan', ARRAY['hotel pan', 'steam table pan', 'full pan', 'chafing pan']),
  ('default-cutting-board', ARRAY['cutting board', 'chopping board']),
  ('default-calamari', ARRAY['calamari', 'squid']),
  ('default-mahi-mahi', ARRAY['mahi mahi', 'dorado', 'dolphinfish']),
  ('default-canola', ARRAY['canola oil', 'rapeseed oil']),
  ('default-chili-flakes', ARRAY['chili flakes', 'red pepper flakes', 'crushed red pepper']),
  ('default-ketchup', ARRAY['ketchup', 'catsup']),
  ('default-soy-sauce', ARRAY['soy sauce', 'shoyu']),
  ('default-romaine', ARRAY['romaine', 'cos lettuce']),
  ('default-beets', ARRAY['beets', 'beetroot']),
  ('default-bell-peppers', ARRAY['bell peppers', 'capsicum', 'sweet peppers']),
  ('default-napkins', ARRAY['napkins', 'serviettes']),
  ('default-mushrooms', ARRAY['mushrooms', 'shrooms']),
  ('default-cheesecloth', ARRAY['cheesecloth', 'muslin']),
  ('default-tenderloin', ARRAY['filet mignon', 'tenderloin steak', 'beef filet']),
  ('default-extra-large', ARRAY['extra large', 'xl', 'x large', 'x-large']),
  ('default-large', ARRAY['large', 'lg', 'lrg']),
  ('default-medium', ARRAY['medium', 'med']),
  ('default-small', ARRAY['small', 'sm', 'sml']),
  ('default-frozen', ARRAY['frozen', 'frz', 'fzn']),
  ('default-skinless', ARRAY['skinless', 'skls', 'sknls']),
  ('default-peeled-deveined', ARRAY['peeled and deveined', 'p&d', 'pd']),
  ('default-half-size', ARRAY['half size', '1/2 size', 'half sheet'])
ON CONFLICT ("id") DO NOTHING;--> statement-breakpoint
-- Databases that already hold a catalog get folded search rows and words now.
TRUNCATE search_words;--> statement-breakpoint
SELECT search_refresh(ARRAY(SELECT sku FROM products));
