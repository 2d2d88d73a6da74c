-- hand-written
-- Issue 31, the staff console's figures over a year of orders (ADR 050). Each read the dashboard and the
-- lists make is served from an index alone (index-only scans on tables autovacuum keeps visible):
-- The orders' placement time carries what the summary sums and groups by, so sales per day, the previous
-- period, top customers and lapsed customers read the index, not the 100-byte order rows. It replaces the
-- plain placed_at index (same leading column: the staff list's newest-first order still reads it).
CREATE INDEX IF NOT EXISTS "orders_placed_figures_idx" ON "orders" USING btree ("placed_at") INCLUDE ("status", "business_unit_id", "organization_id", "total");--> statement-breakpoint
DROP INDEX IF EXISTS "orders_placed_idx";--> statement-breakpoint
-- An order's lines carry the top items' figures, so the lines of a range's orders are probed in the index
-- alone; same leading column as before, so no extra index for each submitted line.
CREATE INDEX IF NOT EXISTS "order_lines_order_figures_idx" ON "order_lines" USING btree ("order_id") INCLUDE ("product_sku", "quantity", "total_price", "product_title");--> statement-breakpoint
DROP INDEX IF EXISTS "order_lines_order_idx";--> statement-breakpoint
-- A narrowed dashboard (a rep's, or filtered to a unit, group, rep or organization) reads the events of its
-- organizations: by organization, then time, instead of every event of the range filtered row by row.
CREATE INDEX IF NOT EXISTS "analytics_events_organization_time_idx" ON "analytics_events" USING btree ("organization_id", "timestamp") INCLUDE ("type", "event") WHERE "organization_id" IS NOT NULL;
--> statement-breakpoint
-- The staff list's pager total without counting every order: orders per organization and status, kept by
-- statement triggers. Each statement adds its net change per key (new rows +1, old rows -1, so an update
-- that leaves status and organization alone writes nothing), in key order so two transactions lock shared
-- rows in the same order. Transactions placing orders for the same organization wait on its row until commit.
CREATE TABLE IF NOT EXISTS "order_status_counts" (
	"organization_id" text NOT NULL,
	"status" text NOT NULL,
	"orders" integer NOT NULL,
	CONSTRAINT "order_status_counts_organization_id_status_pk" PRIMARY KEY("organization_id","status")
);
--> statement-breakpoint
-- One function per transition: a query naming a transition table its trigger does not have would fail.
CREATE OR REPLACE FUNCTION order_status_counts_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO order_status_counts AS c (organization_id, status, orders)
    SELECT organization_id, status, count(*) FROM new_rows GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT (organization_id, status) DO UPDATE SET orders = c.orders + excluded.orders;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION order_status_counts_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO order_status_counts AS c (organization_id, status, orders)
    SELECT organization_id, status, sum(change)
    FROM (SELECT organization_id, status, 1 AS change FROM new_rows
          UNION ALL
          SELECT organization_id, status, -1 FROM old_rows) AS changes
    GROUP BY 1, 2 HAVING sum(change) <> 0 ORDER BY 1, 2
    ON CONFLICT (organization_id, status) DO UPDATE SET orders = c.orders + excluded.orders;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION order_status_counts_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO order_status_counts AS c (organization_id, status, orders)
    SELECT organization_id, status, -count(*) FROM old_rows GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT (organization_id, status) DO UPDATE SET orders = c.orders + excluded.orders;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION order_status_counts_truncated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM order_status_counts;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER order_status_counts_inserted AFTER INSERT ON orders
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION order_status_counts_inserted();--> statement-breakpoint
CREATE TRIGGER order_status_counts_updated AFTER UPDATE ON orders
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION order_status_counts_updated();--> statement-breakpoint
CREATE TRIGGER order_status_counts_deleted AFTER DELETE ON orders
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION order_status_counts_deleted();--> statement-breakpoint
CREATE TRIGGER order_status_counts_truncated AFTER TRUNCATE ON orders
  FOR EACH STATEMENT EXECUTE FUNCTION order_status_counts_truncated();--> statement-breakpoint
-- The orders stored before the counts existed.
INSERT INTO order_status_counts (organization_id, status, orders)
  SELECT organization_id, status, count(*) FROM orders GROUP BY 1, 2;
