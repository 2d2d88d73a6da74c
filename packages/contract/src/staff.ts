import { z } from 'zod';
import { queryInteger, text } from './primitives.ts';

/** Rows per page of every staff list. */
export const STAFF_PAGE_SIZE = 25;

/** The query every staff list takes: a 1-based page and an optional search text. */
export const staffListQuerySchema = z.object({
  page: queryInteger(1, 100_000).default(1),
  q: text().trim().max(100).optional(),
});

/** A staff list's query. */
export type StaffListQuery = z.infer<typeof staffListQuerySchema>;

/** A page of a staff list: the rows, where they are in the whole, and how many there are. */
export function staffPageSchema<Item extends z.ZodType>(item: Item) {
  return z.object({
    items: z.array(item),
    page: z.number().int(),
    pageSize: z.number().int(),
    total: z.number().int(),
  });
}

/** One change a staff member made, as the audit log shows it. */
export const staffAuditEntrySchema = z.object({
  id: z.number().int(),
  at: z.string(),
  staffUserId: z.string(),
  staffEmail: z.string(),
  action: z.string(),
  subjectType: z.string(),
  subjectId: z.string(),
  before: z.unknown().nullable(),
  after: z.unknown().nullable(),
});

/** One audited staff change. */
export type StaffAuditEntry = z.infer<typeof staffAuditEntrySchema>;

/** Query of `GET /web-api/staff/audit`: a page, optionally of one record's changes. */
export const staffAuditQuerySchema = staffListQuerySchema.extend({
  subjectType: text().max(40).optional(),
  subjectId: text().max(100).optional(),
});

/** Answer of `GET /web-api/staff/audit`. */
export const staffAuditPageSchema = staffPageSchema(staffAuditEntrySchema);

/** Answer of `GET /web-api/staff/summary`: what the console's navigation shows at a glance. */
export const staffSummarySchema = z.object({
  pendingApplications: z.number().int(),
});

/** The console's counts at a glance. */
export type StaffSummary = z.infer<typeof staffSummarySchema>;

/** Orders and revenue over a stretch of one day. */
export const staffHomeSalesSchema = z.object({ orders: z.number().int(), revenue: z.number() });

/**
 * Answer of `GET /web-api/staff/home`: what a distributor acts on this morning. A figure the staff member has
 * no permission for is null (the home leaves its card out); counts about customers and orders are a rep's own.
 */
export const staffHomeSchema = z.object({
  /** The staff member's today, in their time zone. */
  today: z.string(),
  /** The same weekday a week before. */
  lastWeekDay: z.string(),
  sales: z
    .object({
      today: staffHomeSalesSchema,
      /** The same weekday last week, up to the same time of day. */
      lastWeekByNow: staffHomeSalesSchema,
      /** The same weekday last week, the whole day. */
      lastWeekWholeDay: staffHomeSalesSchema,
    })
    .nullable(),
  pendingApplications: z.number().int().nullable(),
  /** Issue reports buyers sent in the last 14 days. */
  openIssueReports: z.number().int().nullable(),
  accountsOnHold: z.number().int().nullable(),
  /** Orders past their cut-off in the last 7 days that the ERP has not answered with a status yet. */
  ordersWithoutErpAcknowledgement: z.number().int().nullable(),
  /** Webhook deliveries that failed in the last 7 days (given up, or waiting to retry after a failure). */
  failingWebhooks: z.number().int().nullable(),
});

/** The staff home's figures. */
export type StaffHome = z.infer<typeof staffHomeSchema>;
