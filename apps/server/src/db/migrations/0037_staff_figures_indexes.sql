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
