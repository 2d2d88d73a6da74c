-- hand-written
-- Issue 31, the analytics summary over a year of orders (ADR 055). The orders' figures are kept per UTC
-- day in rollups that a recurring job builds for days that have ended: sales per UTC hour and business
-- unit, and items and customers per block of 1, 4, 16 or 64 days (a block's first day is a multiple of its
-- span in days since 1970-01-01), so a year is read from about twenty blocks instead of 800,000 lines.
-- Checkout writes none of it: the orders of a day that has not ended are read from the orders themselves.
CREATE TABLE IF NOT EXISTS "order_figure_days" (
	"day" date PRIMARY KEY NOT NULL
);
--> statement-breakpoint
-- Days whose orders changed after the day ended (a cancel, an edit, an ERP status, a late import), written by
-- the triggers below; their rollups are not read until the job has built them again.
CREATE TABLE IF NOT EXISTS "order_figure_changes" (
	"day" date NOT NULL
);
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "order_sales_hours" (
	"hour" timestamp with time zone NOT NULL,
	"business_unit_id" text NOT NULL,
	"orders" integer NOT NULL,
	"revenue" numeric NOT NULL,
	CONSTRAINT "order_sales_hours_pk" PRIMARY KEY("hour","business_unit_id")
);
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "order_item_blocks" (
	"span" smallint NOT NULL,
	"first_day" date NOT NULL,
	"business_unit_id" text NOT NULL,
	"product_sku" text NOT NULL,
	"name" text NOT NULL,
	"quantity" bigint NOT NULL,
	"orders" integer NOT NULL,
	"revenue" numeric NOT NULL,
	CONSTRAINT "order_item_blocks_pk" PRIMARY KEY("span","first_day","business_unit_id","product_sku")
);
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "order_customer_blocks" (
	"span" smallint NOT NULL,
	"first_day" date NOT NULL,
	"organization_id" text NOT NULL,
	"business_unit_id" text NOT NULL,
	"orders" integer NOT NULL,
	"revenue" numeric NOT NULL,
	"first_at" timestamp with time zone NOT NULL,
	"last_at" timestamp with time zone NOT NULL,
	CONSTRAINT "order_customer_blocks_pk" PRIMARY KEY("span","first_day","organization_id","business_unit_id")
);
--> statement-breakpoint
-- The triggers log only days that have ended (before today in UTC): a checkout logs nothing. One function per
-- transition: a query naming a transition table its trigger does not have would fail.
CREATE OR REPLACE FUNCTION order_figure_rows_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO order_figure_changes (day)
    SELECT DISTINCT (placed_at AT TIME ZONE 'UTC')::date FROM new_rows
    WHERE placed_at < date_trunc('day', clock_timestamp(), 'UTC');
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION order_figure_rows_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO order_figure_changes (day)
    SELECT DISTINCT (placed_at AT TIME ZONE 'UTC')::date
    FROM (SELECT placed_at FROM new_rows UNION ALL SELECT placed_at FROM old_rows) AS changed
    WHERE placed_at < date_trunc('day', clock_timestamp(), 'UTC');
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION order_figure_rows_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO order_figure_changes (day)
    SELECT DISTINCT (placed_at AT TIME ZONE 'UTC')::date FROM old_rows
    WHERE placed_at < date_trunc('day', clock_timestamp(), 'UTC');
  RETURN NULL;
END $$;--> statement-breakpoint
-- A truncate (tests, a reset) empties the rollups with the orders.
CREATE OR REPLACE FUNCTION order_figure_rows_truncated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM order_figure_days;
  DELETE FROM order_figure_changes;
  DELETE FROM order_sales_hours;
  DELETE FROM order_item_blocks;
  DELETE FROM order_customer_blocks;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER order_figure_orders_inserted AFTER INSERT ON orders
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION order_figure_rows_inserted();--> statement-breakpoint
CREATE TRIGGER order_figure_orders_updated AFTER UPDATE ON orders
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION order_figure_rows_updated();--> statement-breakpoint
CREATE TRIGGER order_figure_orders_deleted AFTER DELETE ON orders
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION order_figure_rows_deleted();--> statement-breakpoint
CREATE TRIGGER order_figure_orders_truncated AFTER TRUNCATE ON orders
  FOR EACH STATEMENT EXECUTE FUNCTION order_figure_rows_truncated();--> statement-breakpoint
-- The lines carry their order's placement time: a line changed on its own marks the day too.
CREATE TRIGGER order_figure_lines_inserted AFTER INSERT ON order_lines
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION order_figure_rows_inserted();--> statement-breakpoint
CREATE TRIGGER order_figure_lines_updated AFTER UPDATE ON order_lines
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION order_figure_rows_updated();--> statement-breakpoint
CREATE TRIGGER order_figure_lines_deleted AFTER DELETE ON order_lines
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION order_figure_rows_deleted();
