import type {
  ErpOrderStatusBody,
  FeedResult,
  InventoryFeedBody,
  OrderFeedResponse,
  PriceFeedBody,
} from '@larder/contract';

/**
 * Examples of the integration API's bodies and answers, shown in the OpenAPI document (ADR 038) next to
 * their schemas; the document test checks that each one matches its schema.
 */

/** An inventory feed: on hand per sku, unit and business unit. */
export const INVENTORY_FEED_EXAMPLE: InventoryFeedBody = {
  items: [
    { sku: '100234', unitOfMeasure: 'CS', businessUnitId: 'bu-chicago', onHand: 140 },
    { sku: '100234', unitOfMeasure: 'EA', businessUnitId: 'bu-chicago', onHand: 12 },
  ],
};

/** A price feed: a price per sku, unit and customer group; null removes it (Price Pending). */
export const PRICE_FEED_EXAMPLE: PriceFeedBody = {
  prices: [
    { sku: '100234', unitOfMeasure: 'CS', customerGroupId: 'cg-restaurants', price: 24.5 },
    { sku: '100871', unitOfMeasure: 'CS', customerGroupId: 'cg-restaurants', price: null },
  ],
};

/** A feed's answer: rows received, and how many changed anything. */
export const FEED_RESULT_EXAMPLE: FeedResult = { received: 2, changed: 1 };

/** The order feed after a cursor: one order placed. */
export const ORDER_FEED_EXAMPLE: OrderFeedResponse = {
  items: [
    {
      cursor: '1042',
      kind: 'placed',
      recordedAt: '2026-11-24T15:02:11.000Z',
      order: {
        orderId: 'ord_7b0f2c1e',
        webOrderNumber: 'W1000234',
        erpOrderNumber: 'CHI-000812',
        organizationId: 'org-bistro-12',
        businessUnitId: 'bu-chicago',
        status: 'Submitted',
        deliveryDate: '2026-11-26',
        purchaseOrderNumber: 'PO-4500012345',
        note: 'Back door',
        placedAt: '2026-11-24T15:02:10.000Z',
        total: '73.50',
        cancellationReason: null,
        cancelledBy: null,
        credits: [],
        lines: [{ lineNumber: 1, sku: '100234', unitOfMeasure: 'CS', quantity: 3, unitPrice: '24.50' }],
      },
    },
  ],
  nextCursor: '1042',
};

/** An order shipped, with its tracking. */
export const ERP_STATUS_EXAMPLE: ErpOrderStatusBody = {
  status: 'Shipped',
  carrier: 'Larder Fleet',
  trackingNumber: 'LF-20261126-0042',
};

/** An order cancelled by the distributor, with the reason the buyer reads. */
export const ERP_CANCEL_EXAMPLE: ErpOrderStatusBody = {
  status: 'Cancelled',
  reason: 'The delivery route is closed for the holiday.',
};

/** The status call's answer. */
export const ERP_STATUS_RESULT_EXAMPLE = { erpOrderNumber: 'CHI-000812', status: 'Shipped', changed: true };
