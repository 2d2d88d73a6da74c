import { ORDER_ISSUE_STATUSES, ORDER_STATUSES } from '@larder/domain';
import { z } from 'zod';
import { calendarDate, jsonInteger, text } from './primitives.ts';
import { addItemResultSchema, cartSchema } from './cart.ts';

const orderNumberSchema = text().trim().min(1).max(32);
const isoDateSchema = calendarDate();

/** An order's status. */
export const orderStatusSchema = z.enum(ORDER_STATUSES);

/** The kind of an order, as order details ask for it. */
export const orderTypeSchema = z.enum(['Regular', 'JIT', 'PreOrder', 'DropShip']);

/** Longest page of orders a list call returns. */
export const MAX_ORDER_PAGE_SIZE = 100;

/** Body of `POST /web-api/order-history/list`: filters and the page wanted. */
export const orderHistoryQuerySchema = z
  .object({
    page: jsonInteger(1, 10_000).default(1),
    pageSize: jsonInteger(1, MAX_ORDER_PAGE_SIZE).default(20),
    /** Matches order number, ERP order number or PO number (case-insensitive, partial). */
    search: text().trim().max(100).optional(),
    status: orderStatusSchema.optional(),
    /** Placed on or after this day, in the user's time zone. */
    fromDate: isoDateSchema.optional(),
    /** Placed on or before this day, in the user's time zone. */
    toDate: isoDateSchema.optional(),
    poNumber: text().trim().max(100).optional(),
    orderNumber: text().trim().max(32).optional(),
  })
  .refine((q) => !q.fromDate || !q.toDate || q.fromDate <= q.toDate, {
    message: 'The start date must be on or before the end date.',
    path: ['toDate'],
  });

/** What the order history asks for. */
export type OrderHistoryQuery = z.infer<typeof orderHistoryQuerySchema>;

/** How an order is named in links and the details call. */
export const orderKeySchema = z.object({
  company: z.string(),
  erpOrderNumber: z.string(),
  orderType: orderTypeSchema,
  webOrderNumber: z.string(),
});

/** An order's header (spec section 3: orderNumber, orderPlacedDate, expectedDeliveryDate, purchaseOrderNumber, isJIT, isDropShip, linkToCartPage). */
export const orderHeaderSchema = orderKeySchema.extend({
  orderNumber: z.string(),
  /** When it was placed, month/day/year hour:minute am/pm in the user's time zone. */
  orderPlacedDate: z.string(),
  orderPlacedAt: z.string(),
  /** The IANA time zone of the business unit that delivers it: the clock its times are read on. */
  timeZone: z.string(),
  expectedDeliveryDate: isoDateSchema,
  expectedDeliveryDateName: z.string(),
  purchaseOrderNumber: z.string(),
  isJIT: z.boolean(),
  isDropShip: z.boolean(),
  isPreOrder: z.boolean(),
  /** The cart page that edits this order while it is editable, else null. */
  linkToCartPage: z.string().nullable(),
  status: orderStatusSchema,
  statusFriendly: z.string(),
  businessUnitName: z.string(),
  vendorName: z.string().nullable(),
  itemCount: z.number().int(),
  orderTotal: z.string(),
  /** The procurement system that ordered it through punchout (ours), else null or absent. */
  punchoutSystem: z.string().nullable().optional(),
});

/** An order as the history lists it. */
export type OrderHeader = z.infer<typeof orderHeaderSchema>;

/** Answer of `POST /web-api/order-history/list`. */
export const orderHistoryResponseSchema = z.object({
  orders: z.array(orderHeaderSchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  totalCount: z.number().int(),
  totalPages: z.number().int(),
});

/** A page of order history. */
export type OrderHistoryResponse = z.infer<typeof orderHistoryResponseSchema>;

/** Body of `POST /web-api/order-history/details` (spec section 7). */
export const orderDetailsBodySchema = z.object({
  company: text().trim().max(32).optional(),
  erpOrderNumber: text().trim().max(32).optional(),
  orderType: orderTypeSchema.optional(),
  webOrderNumber: text().trim().max(32).optional(),
});

/** The last earlier order of the same product (spec section 3). */
export const lastPurchaseInfoSchema = z.object({
  orderDate: z.string(),
  quantity: z.number().int(),
  uom: z.string(),
});

/** An order line with the fields of spec section 3 (order line for issue reports). */
export const orderLineSchema = z.object({
  lineNumber: z.number().int(),
  productTitle: z.string(),
  productSku: z.string(),
  brandName: z.string(),
  packSize: z.string(),
  quantity: z.number().int(),
  /** The unit ordered (CS, EA, ...); the price may be per another unit (catch weight). */
  unitOfMeasure: z.string(),
  unitPrice: z.string(),
  pricingUnitOfMeasure: z.string(),
  totalPrice: z.string(),
  /** Priced by weight: its total is estimated from the average weight and billed by the actual one. */
  isCatchWeight: z.boolean(),
  productImage: z.string(),
  productUrl: z.string(),
  lastPurchaseInfo: lastPurchaseInfoSchema.nullable(),
  /**
   * What the ERP reported the delivery brought when it differs from the order (ADR 021): the delivered
   * quantity and any substitute; null when the line came as ordered or nothing was reported.
   */
  delivered: z
    .object({
      quantity: z.number().int(),
      substituteSku: z.string().nullable(),
      substituteTitle: z.string().nullable(),
    })
    .nullable()
    .optional(),
});

/** An order line. */
export type OrderLine = z.infer<typeof orderLineSchema>;

/** A credit on an order line, as the buyer, staff and the ERP read it. */
export const orderCreditSchema = z.object({
  id: z.string(),
  lineNumber: z.number().int(),
  productSku: z.string(),
  productTitle: z.string(),
  /** Units credited, or null when an amount was credited. */
  quantity: z.number().int().nullable(),
  /** The amount, formatted ($12.50). */
  amount: z.string(),
  reason: z.string(),
  createdAt: z.string(),
});

/** A credit on an order line. */
export type OrderCredit = z.infer<typeof orderCreditSchema>;

/** A stored issue report, as the order details list it. */
export const orderIssueReportSchema = z.object({
  id: z.string(),
  /** Spec section 9: month/day/year hour:minute am/pm, in the user's time zone. */
  reportedAt: z.string(),
  /** The same instant, ISO, for clients that show it on the business unit's clock. */
  reportedAtIso: z.string(),
  wholeOrder: z.boolean(),
  message: z.string().nullable(),
  lines: z.array(
    z.object({
      lineNumber: z.number().int(),
      productTitle: z.string(),
      productSku: z.string(),
      comment: z.string().nullable(),
      creditRequested: z.boolean().optional(),
    }),
  ),
  /** Where staff have it: new, in progress, resolved (ADR 044). */
  status: z.enum(ORDER_ISSUE_STATUSES).optional(),
  /** Staff's answer to the buyer, once they replied. */
  reply: z.string().nullable().optional(),
  repliedAt: z.string().nullable().optional(),
});

/** A stored issue report. */
export type OrderIssueReport = z.infer<typeof orderIssueReportSchema>;

/**
 * Where an order is delivered: the restaurant's name and address, or, for a drop-ship order sent to an
 * alternative address, that address with its recipient (spec section 3: drop-ship address).
 */
export const orderDeliverySchema = z.object({
  restaurantName: z.string(),
  /** The person a drop-ship order's alternative address names, else null. */
  recipient: z.string().nullable(),
  address: z.string(),
  city: z.string(),
  state: z.string(),
  zipCode: z.string(),
  phoneNumber: z.string().nullable(),
  /** Whether this is a drop-ship order's alternative delivery address (not the restaurant's own). */
  isAlternativeAddress: z.boolean(),
});

/** Where an order is delivered. */
export type OrderDelivery = z.infer<typeof orderDeliverySchema>;

/** Answer of `POST /web-api/order-history/details`. */
export const orderDetailsResponseSchema = z.object({
  /** Spec section 3: order details header. */
  detailsHeader: z.object({
    status: orderStatusSchema,
    statusFriendly: z.string(),
    statusError: z.string().nullable(),
    isEditable: z.boolean(),
    isCancelable: z.boolean(),
    cancelledDate: z.string().nullable(),
    /** The moment it was cancelled, ISO. */
    cancelledAt: z.string().nullable(),
    /** Why staff or the distributor cancelled it; null when the buyer did or it is not cancelled. */
    cancellationReason: z.string().nullable().optional(),
    /** Changes and cancelling close at this moment (month/day/year hour:minute am/pm). */
    cutOffDate: z.string(),
    /** The same moment, ISO, shown on the business unit's clock (header.timeZone). */
    cutOffAt: z.string(),
  }),
  header: orderHeaderSchema,
  order: z.object({ orderId: z.string(), erpOrderNumber: z.string() }),
  /** The shipment's carrier and tracking number once the ERP reported it shipped. */
  tracking: z.object({ carrier: z.string().nullable(), trackingNumber: z.string() }).nullable().optional(),
  delivery: orderDeliverySchema,
  lines: z.array(orderLineSchema),
  summary: z.object({
    orderTotal: z.string(),
    subtotal: z.string(),
    shipping: z.string(),
    note: z.object({ value: z.string() }),
  }),
  issueReports: z.array(orderIssueReportSchema),
  /** Credits the distributor gave on its lines (ADR 044), oldest first. */
  credits: z.array(orderCreditSchema).optional(),
});

/** Order details. */
export type OrderDetails = z.infer<typeof orderDetailsResponseSchema>;

/** Body of cancel and reorder: the web order number. */
export const orderNumberBodySchema = z.object({ webOrderNumber: orderNumberSchema });

/** A line reorder could not add, and why. */
export const reorderFailedLineSchema = z.object({
  productSku: z.string(),
  productTitle: z.string(),
  unitOfMeasure: z.string(),
  quantity: z.number().int(),
  reason: z.string(),
});

/** Answer of `POST /web-api/order-history/reorder`. */
export const reorderResponseSchema = z.object({
  success: z.boolean(),
  addedCount: z.number().int(),
  failedLines: z.array(reorderFailedLineSchema),
  results: z.array(addItemResultSchema),
  cartCounter: z.number().int(),
});

/** What a reorder did. */
export type ReorderResponse = z.infer<typeof reorderResponseSchema>;

/** Body of `POST /web-api/order-history/report-issue`. */
export const reportIssueBodySchema = z.object({
  webOrderNumber: orderNumberSchema,
  wholeOrder: z.boolean(),
  message: text().max(1000).default(''),
  lines: z
    .array(
      z.object({
        lineNumber: jsonInteger(1, 100_000),
        checked: z.boolean(),
        comment: text().max(1000).default(''),
        /** The buyer asks for a credit for this line (after delivery: short, substituted, damaged). */
        creditRequested: z.boolean().default(false),
      }),
    )
    .max(2000),
});

/** What the buyer reports. */
export type ReportIssueBody = z.input<typeof reportIssueBodySchema>;

/** Answer of `POST /web-api/order-history/report-issue`. */
export const reportIssueResponseSchema = z.object({
  success: z.boolean(),
  report: orderIssueReportSchema,
});

/** Body of `POST /web-api/cart/edit`, `cart/delete-edit` and `cart/cancel-changes`. */
export const editOrderBodySchema = z.object({ orderNumber: orderNumberSchema });

/** Answer of `POST /web-api/cart/delete-edit`. */
export const deleteEditResponseSchema = z.object({ success: z.boolean() });

/** Answer of `POST /web-api/cart/edit` and `cart/cancel-changes`: the edit cart. */
export const editCartResponseSchema = cartSchema;
