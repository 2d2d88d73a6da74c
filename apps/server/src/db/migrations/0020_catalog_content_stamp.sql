-- hand-written
-- The catalog stamp in two (ADR 010): row 1 is the catalog's content (products, variants, vendors), row 2
-- what is offered of it (prices, inventory). Both take their numbers from the one sequence, so the newest
-- of the two still changes with any catalog write: the cart, whose kept variants carry price and stock,
-- reads that. A guide's kept rows carry no price and no stock (it reads them on every call), so they are
-- keyed by row 1 alone: since stock is allocated at every submit (ADR 020), one stamp made every guide read
-- after any buyer's submit, or any price or stock feed, read all of the guide again.
INSERT INTO "catalog_stamp" ("id", "version") VALUES (2, nextval('catalog_stamp_seq')) ON CONFLICT DO NOTHING;--> statement-breakpoint
CREATE OR REPLACE FUNCTION catalog_stamp_bump() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  -- The stamp row a table's triggers name (1 when they name none), and its transaction-local flag.
  stamp smallint := coalesce(TG_ARGV[0]::smallint, 1);
  flag text := 'larder.catalog_stamped_' || stamp;
BEGIN
  IF current_setting(flag, true) = 'yes' THEN
    RETURN NULL;
  END IF;
  PERFORM set_config(flag, 'yes', true);
  -- An upsert, so a TRUNCATE of every table (the demo reset) leaves a stamp behind too.
  INSERT INTO catalog_stamp (id, version) VALUES (stamp, nextval('catalog_stamp_seq'))
    ON CONFLICT (id) DO UPDATE SET version = excluded.version;
  RETURN NULL;
END $$;--> statement-breakpoint
DROP TRIGGER catalog_stamp_prices ON prices;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER catalog_stamp_prices AFTER INSERT OR UPDATE OR DELETE ON prices
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION catalog_stamp_bump('2');--> statement-breakpoint
DROP TRIGGER catalog_stamp_prices_truncated ON prices;--> statement-breakpoint
CREATE TRIGGER catalog_stamp_prices_truncated AFTER TRUNCATE ON prices
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_stamp_bump('2');--> statement-breakpoint
DROP TRIGGER catalog_stamp_inventory ON inventory;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER catalog_stamp_inventory AFTER INSERT OR UPDATE OR DELETE ON inventory
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION catalog_stamp_bump('2');--> statement-breakpoint
DROP TRIGGER catalog_stamp_inventory_truncated ON inventory;--> statement-breakpoint
CREATE TRIGGER catalog_stamp_inventory_truncated AFTER TRUNCATE ON inventory
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_stamp_bump('2');
