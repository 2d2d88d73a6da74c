import { ORDER_ISSUE_STATUSES, ORDER_ISSUE_STATUS_FILTERS, STAFF_SETTABLE_STATUSES } from '@larder/domain';
import { z } from 'zod';
import { orderCreditSchema, orderStatusSchema } from './orders.ts';
import { calendarDate, text, timeZoneParam } from './primitives.ts';
import { staffListQuerySchema, staffPageSchema } from './staff.ts';

/** Query of `GET /web-api/staff/orders`: search, filters and a page. */
export const staffOrdersQuerySchema = staffListQuerySchema
  .extend({
    /**
     * Matches the web or ERP order number (from its start), the PO number, the organization's id or a part
     * of its name, or the buyer's e-mail or name.
     */
    q: text().trim().max(100).optional(),
    status: orderStatusSchema.optional(),
    organizationId: text().trim().min(1).max(64).optional(),
    /** Which date `from` and `to` bound: the day it was placed (in `tz`) or its delivery day. */
    dates: z.enum(['placed', 'delivery']).default('placed'),
    from: calendarDate().optional(),
    to: calendarDate().optional(),
    /** The staff member's IANA time zone: placed days begin at its midnight (default: the store's zone). */
    tz: timeZoneParam().optional(),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    message: 'The end date must be on or after the start date.',
    path: ['to'],
  });

/** A staff order search. */
export type StaffOrdersQuery = z.input<typeof staffOrdersQuerySchema>;

/** One order as the staff list shows it. */
export const staffOrderSummarySchema = z.object({
  webOrderNumber: z.string(),
  erpOrderNumber: z.string(),
  organizationId: z.string(),
  organizationName: z.string(),
  status: orderStatusSchema,
  statusFriendly: z.string(),
  placedAt: z.string(),
  deliveryDate: z.string(),
  itemCount: z.number().int(),
  total: z.string(),
  /** The buyer's e-mail. */
  placedBy: z.string(),
  /** The staff member who placed it while impersonating, if any. */
  placedByStaff: z.string().nullable(),
  /** The staff member who last edited it while impersonating, if any. */
  editedByStaff: z.string().nullable(),
  purchaseOrderNumber: z.string(),
  /** The procurement system that ordered it through punchout, or null for the storefront's own. */
  punchoutSystem: z.string().nullable(),
});

/** One order in the staff list. */
export type StaffOrderSummary = z.infer<typeof staffOrderSummarySchema>;

/** Answer of `GET /web-api/staff/orders`. */
export const staffOrdersPageSchema = staffPageSchema(staffOrderSummarySchema);

/** A page of the staff order list. */
export type StaffOrdersPage = z.infer<typeof staffOrdersPageSchema>;

/** Path of the staff order calls. */
export const staffOrderParamsSchema = z.object({ orderNumber: text().trim().min(1).max(32) });

/** One line of an order, as staff read it. */
export const staffOrderLineSchema = z.object({
  lineNumber: z.number().int(),
  productSku: z.string(),
  productTitle: z.string(),
  brandName: z.string(),
  packSize: z.string(),
  unitOfMeasure: z.string(),
  quantity: z.number().int(),
  /** Null when the price was pending at submit. */
  unitPrice: z.string().nullable(),
  totalPrice: z.string(),
  /** What the ERP reported the delivery brought: quantity and any substitute; null before a report. */
  delivered: z
    .object({
      quantity: z.number().int(),
      substituteSku: z.string().nullable(),
      substituteTitle: z.string().nullable(),
    })
    .nullable(),
});

/** One issue report a buyer sent about an order. */
export const staffOrderIssueSchema = z.object({
  id: z.string(),
  createdAt: z.string(),
  webOrderNumber: z.string(),
  organizationId: z.string(),
  organizationName: z.string(),
  reportedBy: z.string(),
  /** The staff member who reported it while impersonating, if any. */
  reportedByStaff: z.string().nullable(),
  wholeOrder: z.boolean(),
  message: z.string().nullable(),
  lines: z.array(
    z.object({
      lineNumber: z.number().int(),
      productTitle: z.string(),
      productSku: z.string(),
      comment: z.string().nullable(),
    }),
  ),
  sentTo: z.string(),
  status: z.enum(ORDER_ISSUE_STATUSES),
  /** The staff member working on it: id and e-mail. */
  assigneeUserId: z.string().nullable(),
  assignee: z.string().nullable(),
  reply: z.string().nullable(),
  repliedAt: z.string().nullable(),
  credits: z.array(orderCreditSchema),
});

/** An issue report as staff read it. */
export type StaffOrderIssue = z.infer<typeof staffOrderIssueSchema>;

/** Answer of `GET /web-api/staff/orders/{orderNumber}`: the order, its lines, who placed it, what staff may do. */
export const staffOrderDetailsSchema = staffOrderSummarySchema.extend({
  purchaseOrderNumber: z.string(),
  note: z.string(),
  businessUnitId: z.string(),
  isJIT: z.boolean(),
  isDropShip: z.boolean(),
  isPreOrder: z.boolean(),
  cutOffAt: z.string(),
  cancelledAt: z.string().nullable(),
  updatedAt: z.string(),
  version: z.number().int(),
  shippingCost: z.string(),
  /** The statuses staff may set now, in lifecycle order (empty once Delivered or Cancelled). */
  nextStatuses: z.array(z.enum(STAFF_SETTABLE_STATUSES)),
  lines: z.array(staffOrderLineSchema),
  issues: z.array(staffOrderIssueSchema),
  /** Whether staff may cancel it now (anything not delivered or cancelled). */
  canCancel: z.boolean(),
  cancellationReason: z.string().nullable(),
  carrier: z.string().nullable(),
  trackingNumber: z.string().nullable(),
  /** Every status it had: placed, then each change with who, when and from where (ADR 044). */
  statusHistory: z.array(
    z.object({
      from: orderStatusSchema.nullable(),
      to: orderStatusSchema,
      source: z.enum(['buyer', 'staff', 'erp', 'system']),
      /** The buyer's or staff member's e-mail; null for the ERP and the cut-off job. */
      by: z.string().nullable(),
      at: z.string(),
      reason: z.string().nullable(),
      carrier: z.string().nullable(),
      trackingNumber: z.string().nullable(),
    }),
  ),
  credits: z.array(orderCreditSchema),
  /** The sum of the credits, formatted. */
  creditTotal: z.string(),
});

/** An order's details as staff read them. */
export type StaffOrderDetails = z.infer<typeof staffOrderDetailsSchema>;

/**
 * Body of `POST /web-api/staff/orders/{orderNumber}/status`: a status ahead on the lifecycle (Shipped with
 * its carrier and tracking number), or Cancelled with the reason the buyer reads.
 */
export const staffOrderStatusBodySchema = z.discriminatedUnion('status', [
  z.object({
    status: z.enum(STAFF_SETTABLE_STATUSES.filter((s) => s !== 'Shipped') as ['Processing', 'Delivered']),
  }),
  z.object({
    status: z.literal('Shipped'),
    carrier: text().trim().min(1).max(60).optional(),
    trackingNumber: text().trim().min(1).max(80).optional(),
  }),
  z.object({
    status: z.literal('Cancelled'),
    reason: text().trim().min(1, 'Say why the order is cancelled; the buyer reads it.').max(500),
  }),
]);

/** Body of the staff status call. */
export type StaffOrderStatusBody = z.infer<typeof staffOrderStatusBodySchema>;

/** Who an issue report list is narrowed to: a staff member's id, or `none` for reports nobody took. */
export const ISSUE_UNASSIGNED = 'none';

/**
 * Query of `GET /web-api/staff/order-issues`: a page, a search (order number, organization, buyer), a status,
 * an assignee, an organization and the days it was reported (in `tz`).
 */
export const staffOrderIssuesQuerySchema = staffListQuerySchema
  .extend({
    /** One status, or `open` for new and in-progress reports. */
    status: z.enum(ORDER_ISSUE_STATUS_FILTERS).optional(),
    /** A staff member's id, or `none` for the reports nobody is assigned to. */
    assignee: text().trim().min(1).max(64).optional(),
    /** The organization's account number. */
    organizationId: text().trim().min(1).max(64).optional(),
    /** The first and last day reported, both included, in the staff member's time zone. */
    from: calendarDate().optional(),
    to: calendarDate().optional(),
    /** The staff member's IANA time zone (default: the store's zone). */
    tz: timeZoneParam().optional(),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    message: 'The end date must be on or after the start date.',
    path: ['to'],
  });

/** An issue report search. */
export type StaffOrderIssuesQuery = z.input<typeof staffOrderIssuesQuerySchema>;

/** Params of the calls on one order issue report. */
export const staffOrderIssueParamsSchema = z.object({ id: text().trim().min(1).max(64) });

/** Body of `PATCH /web-api/staff/order-issues/{id}`: its status, assignee (null: nobody) and/or reply to the buyer. */
export const staffOrderIssueUpdateBodySchema = z
  .object({
    status: z.enum(ORDER_ISSUE_STATUSES).optional(),
    assigneeUserId: text().trim().min(1).max(64).nullable().optional(),
    reply: text().trim().min(1, 'Write the reply.').max(2000).optional(),
  })
  .refine((body) => Object.keys(body).length > 0, { message: 'Change the status, the assignee or reply.' });

/** Body of `POST /web-api/staff/order-issues/{id}/credits`: a credit on one line, by quantity or amount, with a reason. */
export const staffOrderCreditBodySchema = z
  .object({
    lineNumber: z.number().int().min(1).max(10_000),
    quantity: z.number().int().min(1).max(1_000_000).optional(),
    /** Dollars, e.g. 12.5. */
    amount: z.number().positive().max(1_000_000).multipleOf(0.01).optional(),
    reason: text().trim().min(1, 'Say why the line is credited.').max(500),
  })
  .refine((body) => (body.quantity === undefined) !== (body.amount === undefined), {
    message: 'Credit either a quantity or an amount.',
    path: ['quantity'],
  });

/** A credit as staff give it. */
export type StaffOrderCreditBody = z.infer<typeof staffOrderCreditBodySchema>;

/** A staff member an issue can be assigned to. */
export const staffAssigneesSchema = z.object({
  items: z.array(z.object({ id: z.string(), email: z.string(), name: z.string() })),
});

/** The formats staff lists export to. */
export const EXPORT_FORMATS = ['csv', 'xlsx'] as const;

const exportFormat = { format: z.enum(EXPORT_FORMATS).default('csv') };

/** Query of `GET /web-api/staff/orders/export`: the orders list's filters and a format. */
export const staffOrdersExportQuerySchema = staffOrdersQuerySchema.safeExtend(exportFormat);

/** Query of `GET /web-api/staff/order-issues/export` (and `/issue-reports/export`): the list's filters and a format. */
export const staffOrderIssuesExportQuerySchema = staffOrderIssuesQuerySchema.safeExtend(exportFormat);

/** Answer of `GET /web-api/staff/order-issues`. */
export const staffOrderIssuesPageSchema = staffPageSchema(staffOrderIssueSchema);

/** A page of issue reports. */
export type StaffOrderIssuesPage = z.infer<typeof staffOrderIssuesPageSchema>;

/** Answer of `POST /web-api/staff/orders/{orderNumber}/resend-confirmation`: whom it goes to. */
export const staffResendConfirmationSchema = z.object({ sentTo: z.string() });
