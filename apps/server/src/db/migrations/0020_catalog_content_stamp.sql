-- hand-written
-- A second catalog stamp (ADR 010): row 1 still moves with every write to the catalog (products, variants,
-- vendors, prices, inventory); row 2 only with its content (products, variants, vendors). The cart, whose
-- kept variants carry price and stock, keeps reading row 1. A guide's kept rows carry no price and no stock
-- (it reads them on every call), so they are keyed by row 2: since stock is allocated at every submit
-- (ADR 020), one stamp made every guide read after any buyer's submit, or any price or stock feed, read all
-- of the guide again.
INSERT INTO "catalog_stamp" ("id", "version") VALUES (2, nextval('catalog_stamp_seq')) ON CONFLICT DO NOTHING;--> statement-breakpoint
CREATE OR REPLACE FUNCTION catalog_stamp_bump() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  -- A content table's triggers pass 'content': they move row 2 as well as row 1. One flag per kind, local
  -- to the transaction; a transaction writing both kinds takes a stamp for each, which is harmless.
  content boolean := TG_NARGS > 0 AND TG_ARGV[0] = 'content';
  flag text := CASE WHEN content THEN 'larder.catalog_stamped_content' ELSE 'larder.catalog_stamped' END;
BEGIN
  IF current_setting(flag, true) = 'yes' THEN
    RETURN NULL;
  END IF;
  PERFORM set_config(flag, 'yes', true);
  -- An upsert, so a TRUNCATE of every table (the demo reset) leaves the stamps behind too.
  INSERT INTO catalog_stamp (id, version)
    SELECT id, nextval('catalog_stamp_seq') FROM unnest(CASE WHEN content THEN ARRAY[1, 2] ELSE ARRAY[1] END) AS id
    ON CONFLICT (id) DO UPDATE SET version = excluded.version;
  RETURN NULL;
END $$;--> statement-breakpoint
-- The content tables' triggers, made anew to pass 'content' (the same two triggers on each, as in 0006).
DO $$
DECLARE
  content_table text;
BEGIN
  FOREACH content_table IN ARRAY ARRAY['products', 'variants', 'vendors'] LOOP
    EXECUTE format('DROP TRIGGER catalog_stamp_%1$s ON %1$I', content_table);
    EXECUTE format('CREATE CONSTRAINT TRIGGER catalog_stamp_%1$s AFTER INSERT OR UPDATE OR DELETE ON %1$I '
      'DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION catalog_stamp_bump(''content'')', content_table);
    EXECUTE format('DROP TRIGGER catalog_stamp_%1$s_truncated ON %1$I', content_table);
    EXECUTE format('CREATE TRIGGER catalog_stamp_%1$s_truncated AFTER TRUNCATE ON %1$I '
      'FOR EACH STATEMENT EXECUTE FUNCTION catalog_stamp_bump(''content'')', content_table);
  END LOOP;
END $$;
