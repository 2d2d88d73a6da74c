-- hand-written
-- search_refresh_prices (ADR 053): its insert kept only the skus that have a search row with
-- `EXISTS (SELECT 1 FROM search_products ...)` beside a join of the default units to `prices`, and once the
-- statistics knew the tables' sizes the planner hashed both: a sequential scan of every search row and
-- every price for each refresh of 1,000 products (75 ms of 125 at 25,000 products, growing with the
-- catalog). Driven from the refreshed skus' search rows, with the default unit and its prices read per
-- row (LIMIT, and OFFSET 0 so the prices stay a parameterized index scan), it costs index probes only.
CREATE OR REPLACE FUNCTION search_refresh_prices(p_skus text[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM search_prices WHERE sku = ANY (p_skus);
  INSERT INTO search_prices (customer_group_id, sku, price)
  SELECT pr.customer_group_id, sp.sku, pr.price
  FROM search_products sp
  CROSS JOIN LATERAL (
    SELECT x.id FROM variants x WHERE x.product_sku = sp.sku ORDER BY x.is_default DESC, x.position LIMIT 1
  ) dv
  CROSS JOIN LATERAL (SELECT p.customer_group_id, p.price FROM prices p WHERE p.variant_id = dv.id OFFSET 0) pr
  WHERE sp.sku = ANY (p_skus);
END $$;
