import { STAFF_SETTABLE_STATUSES } from '@larder/domain';
import { z } from 'zod';
import { orderStatusSchema } from './orders.ts';
import { calendarDate, text } from './primitives.ts';
import { staffListQuerySchema, staffPageSchema } from './staff.ts';

/** Query of `GET /web-api/staff/orders`: search, filters and a page. */
export const staffOrdersQuerySchema = staffListQuerySchema
  .extend({
    /** Matches the web or ERP order number (from its start), the organization's id or a part of its name. */
    q: text().trim().max(100).optional(),
    status: orderStatusSchema.optional(),
    organizationId: text().trim().min(1).max(64).optional(),
    /** Which date `from` and `to` bound: the day it was placed (UTC) or its delivery day. */
    dates: z.enum(['placed', 'delivery']).default('placed'),
    from: calendarDate().optional(),
    to: calendarDate().optional(),
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
});

/** An order's details as staff read them. */
export type StaffOrderDetails = z.infer<typeof staffOrderDetailsSchema>;

/** Body of `POST /web-api/staff/orders/{orderNumber}/status`. */
export const staffOrderStatusBodySchema = z.object({ status: z.enum(STAFF_SETTABLE_STATUSES) });

/** Query of `GET /web-api/staff/order-issues`. */
export const staffOrderIssuesQuerySchema = staffListQuerySchema;

/** Answer of `GET /web-api/staff/order-issues`. */
export const staffOrderIssuesPageSchema = staffPageSchema(staffOrderIssueSchema);

/** A page of issue reports. */
export type StaffOrderIssuesPage = z.infer<typeof staffOrderIssuesPageSchema>;
