CREATE TABLE "catalog_stamp" (
	"id" smallint PRIMARY KEY NOT NULL,
	"version" bigint NOT NULL
);
--> statement-breakpoint
-- hand-written
-- The catalog's change stamp (ADR 010): a transaction that writes the catalog takes a new version, visible
-- exactly when its rows are. Numbers come from a sequence, so a rolled-back write never lends its number
-- to a later one. The stamp is taken at commit (deferred triggers), after every other lock the writer
-- holds, so two writers can wait on it but never deadlock over it; the first row of a transaction takes
-- it and the rest see the transaction-local flag and return.
CREATE SEQUENCE IF NOT EXISTS "catalog_stamp_seq";--> statement-breakpoint
INSERT INTO "catalog_stamp" ("id", "version") VALUES (1, nextval('catalog_stamp_seq')) ON CONFLICT DO NOTHING;--> statement-breakpoint
CREATE OR REPLACE FUNCTION catalog_stamp_bump() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('larder.catalog_stamped', true) = 'yes' THEN
    RETURN NULL;
  END IF;
  PERFORM set_config('larder.catalog_stamped', 'yes', true);
  -- An upsert, so a TRUNCATE of every table (the demo reset) leaves a stamp behind too.
  INSERT INTO catalog_stamp (id, version) VALUES (1, nextval('catalog_stamp_seq'))
    ON CONFLICT (id) DO UPDATE SET version = excluded.version;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER catalog_stamp_products AFTER INSERT OR UPDATE OR DELETE ON products
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION catalog_stamp_bump();--> statement-breakpoint
CREATE TRIGGER catalog_stamp_products_truncated AFTER TRUNCATE ON products
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_stamp_bump();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER catalog_stamp_variants AFTER INSERT OR UPDATE OR DELETE ON variants
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION catalog_stamp_bump();--> statement-breakpoint
CREATE TRIGGER catalog_stamp_variants_truncated AFTER TRUNCATE ON variants
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_stamp_bump();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER catalog_stamp_vendors AFTER INSERT OR UPDATE OR DELETE ON vendors
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION catalog_stamp_bump();--> statement-breakpoint
CREATE TRIGGER catalog_stamp_vendors_truncated AFTER TRUNCATE ON vendors
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_stamp_bump();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER catalog_stamp_prices AFTER INSERT OR UPDATE OR DELETE ON prices
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION catalog_stamp_bump();--> statement-breakpoint
CREATE TRIGGER catalog_stamp_prices_truncated AFTER TRUNCATE ON prices
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_stamp_bump();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER catalog_stamp_inventory AFTER INSERT OR UPDATE OR DELETE ON inventory
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION catalog_stamp_bump();--> statement-breakpoint
CREATE TRIGGER catalog_stamp_inventory_truncated AFTER TRUNCATE ON inventory
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_stamp_bump();
