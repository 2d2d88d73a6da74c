-- hand-written
-- A submit's allocation (ADR 020) updates one inventory row per stocked line; two statement triggers read
-- every such update. Measured on a 200-line submit (issue 14), they cost more than the update itself:
-- * the search index is refreshed only for products whose stock crossed 0, but search_refresh ran even
--   when there were none (four statements on an empty list); now it runs only when there is a product;
-- * a pure allocation (on hand unchanged, more allocated) is not a stock.changed fact (ADR 020: only
--   stock coming back has subscribers). The allocation used to switch the event off and on around its
--   statement, two more round trips per submit; the trigger now leaves such rows out itself.
CREATE OR REPLACE FUNCTION search_inventory_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  skus text[];
BEGIN
  IF current_setting('larder.search_sync', true) = 'off' THEN
    RETURN NULL;
  END IF;
  IF TG_OP = 'DELETE' THEN
    skus := ARRAY(SELECT DISTINCT x.product_sku FROM old_rows o JOIN variants x ON x.id = o.variant_id);
  ELSIF TG_OP = 'UPDATE' THEN
    skus := ARRAY(SELECT DISTINCT x.product_sku FROM new_rows n
      JOIN old_rows o ON o.variant_id = n.variant_id AND o.business_unit_id = n.business_unit_id
      JOIN variants x ON x.id = n.variant_id
      WHERE (n.quantity > 0) IS DISTINCT FROM (o.quantity > 0));
  ELSE
    skus := ARRAY(SELECT DISTINCT x.product_sku FROM new_rows n JOIN variants x ON x.id = n.variant_id);
  END IF;
  IF cardinality(skus) > 0 THEN
    PERFORM search_refresh(skus);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION stock_changed_event() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changes jsonb;
BEGIN
  IF current_setting('larder.stock_events', true) = 'off' THEN
    RETURN NULL;
  END IF;
  IF TG_OP = 'INSERT' THEN
    SELECT jsonb_agg(jsonb_build_object('variantId', n.variant_id, 'businessUnitId', n.business_unit_id,
                                        'quantity', n.quantity, 'previousQuantity', NULL))
      INTO changes FROM new_rows n;
  ELSIF TG_OP = 'UPDATE' THEN
    SELECT jsonb_agg(jsonb_build_object('variantId', n.variant_id, 'businessUnitId', n.business_unit_id,
                                        'quantity', n.quantity, 'previousQuantity', o.quantity))
      INTO changes
      FROM new_rows n
      LEFT JOIN old_rows o ON o.variant_id = n.variant_id AND o.business_unit_id = n.business_unit_id
      WHERE n.quantity IS DISTINCT FROM o.quantity
        -- An allocation: the same units on hand, more of them held by orders.
        AND NOT (n.on_hand = o.on_hand AND n.allocated > o.allocated);
  ELSE
    SELECT jsonb_agg(jsonb_build_object('variantId', o.variant_id, 'businessUnitId', o.business_unit_id,
                                        'quantity', 0, 'previousQuantity', o.quantity))
      INTO changes FROM old_rows o;
  END IF;
  IF changes IS NULL THEN
    RETURN NULL;
  END IF;
  INSERT INTO jobs (name, payload) VALUES ('event:stock.changed', jsonb_build_object('changes', changes));
  -- Delivered at commit, like every job announcement (ADR 005).
  PERFORM pg_notify('larder_jobs', 'event:stock.changed');
  RETURN NULL;
END $$;
