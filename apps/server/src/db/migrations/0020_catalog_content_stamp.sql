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
DROP TRIGGER catalog_stamp_products ON products;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER catalog_stamp_products AFTER INSERT OR UPDATE OR DELETE ON products
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION catalog_stamp_bump('content');--> statement-breakpoint
DROP TRIGGER catalog_stamp_products_truncated ON products;--> statement-breakpoint
CREATE TRIGGER catalog_stamp_products_truncated AFTER TRUNCATE ON products
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_stamp_bump('content');--> statement-breakpoint
DROP TRIGGER catalog_stamp_variants ON variants;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER catalog_stamp_variants AFTER INSERT OR UPDATE OR DELETE ON variants
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION catalog_stamp_bump('content');--> statement-breakpoint
DROP TRIGGER catalog_stamp_variants_truncated ON variants;--> statement-breakpoint
CREATE TRIGGER catalog_stamp_variants_truncated AFTER TRUNCATE ON variants
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_stamp_bump('content');--> statement-breakpoint
DROP TRIGGER catalog_stamp_vendors ON vendors;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER catalog_stamp_vendors AFTER INSERT OR UPDATE OR DELETE ON vendors
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION catalog_stamp_bump('content');--> statement-breakpoint
DROP TRIGGER catalog_stamp_vendors_truncated ON vendors;--> statement-breakpoint
CREATE TRIGGER catalog_stamp_vendors_truncated AFTER TRUNCATE ON vendors
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_stamp_bump('content');
