-- hand-written
-- Domain events (ADR 011). Stock is written by SQL (ERP feeds, the seed, staff tools), not by one code path,
-- so a trigger records the fact: one 'stock.changed' event per statement that wrote the inventory table,
-- as a row on the jobs table named after the event (never after a subscriber), in the writer's transaction.
-- The back-in-stock e-mail is a subscriber of it and decides who, if anyone, to tell. A bulk load (the seed)
-- sets larder.stock_events to 'off' for its transaction: nobody can wait for a product that did not exist.
CREATE OR REPLACE FUNCTION search_inventory_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('larder.search_sync', true) = 'off' THEN
    RETURN NULL;
  END IF;
  IF TG_OP = 'DELETE' THEN
    PERFORM search_refresh(ARRAY(SELECT DISTINCT x.product_sku FROM old_rows o JOIN variants x ON x.id = o.variant_id));
  ELSE
    PERFORM search_refresh(ARRAY(SELECT DISTINCT x.product_sku FROM new_rows n JOIN variants x ON x.id = n.variant_id));
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
      WHERE n.quantity IS DISTINCT FROM o.quantity;
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
END $$;--> statement-breakpoint
CREATE TRIGGER stock_changed_inserted AFTER INSERT ON inventory REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION stock_changed_event();--> statement-breakpoint
CREATE TRIGGER stock_changed_updated AFTER UPDATE ON inventory REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION stock_changed_event();--> statement-breakpoint
CREATE TRIGGER stock_changed_deleted AFTER DELETE ON inventory REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION stock_changed_event();--> statement-breakpoint
-- Jobs the replaced code queued and no worker runs any more become the events that now carry them.
UPDATE jobs SET name = 'event:stock.changed',
  payload = jsonb_build_object('changes', jsonb_build_array(jsonb_build_object(
    'variantId', payload->>'variantId', 'businessUnitId', '', 'quantity', 1, 'previousQuantity', 0)))
  WHERE name = 'notify-me.back-in-stock' AND status = 'pending';--> statement-breakpoint
UPDATE jobs j SET name = 'event:order.placed',
  payload = jsonb_build_object(
    'cartId', j.payload->>'cartId',
    'organizationId', j.payload->>'organizationId',
    'orders', (SELECT jsonb_agg(jsonb_build_object('orderId', o.id, 'webOrderNumber', o.web_order_number))
               FROM orders o WHERE o.cart_id = j.payload->>'cartId'),
    'buyer', jsonb_build_object(
      'userId', (SELECT c.user_id FROM carts c WHERE c.id = j.payload->>'cartId'),
      'email', j.payload->>'email', 'firstName', j.payload->>'firstName'),
    'placedByStaffUserId', NULL)
  WHERE j.name = 'orders.confirmation-email' AND j.status = 'pending';--> statement-breakpoint
UPDATE jobs j SET name = 'event:order.issue-reported',
  payload = jsonb_build_object(
    'reportId', j.payload->>'reportId',
    'orderId', r.order_id,
    'organizationId', r.organization_id,
    'organizationName', j.payload->>'organizationName',
    'reporter', jsonb_build_object('userId', r.user_id, 'name', j.payload->>'reporterName',
                                   'email', j.payload->>'reporterEmail'),
    'salesRep', jsonb_build_object('name', j.payload->>'salesRepName', 'email', r.sent_to),
    'timeZone', j.payload->>'timeZone')
  FROM order_issue_reports r
  WHERE j.name = 'orders.issue-report-email' AND j.status = 'pending' AND r.id = j.payload->>'reportId';
