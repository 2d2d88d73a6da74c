import { z } from 'zod';
import { calendarDate, text, timeZoneParam } from './primitives.ts';
import { staffListQuerySchema, staffPageSchema } from './staff.ts';

/**
 * Query of `GET /web-api/staff/impersonation-audit`: `staff` matches the staff member's e-mail or name,
 * `customer` the customer's e-mail or name or the organization's name or account number; `from` and `to` are
 * the first and last day a session started on, in `tz` (the staff member's IANA zone; default the store's).
 */
export const staffImpersonationAuditQuerySchema = staffListQuerySchema
  .extend({
    staff: text().trim().max(100).optional(),
    customer: text().trim().max(100).optional(),
    from: calendarDate().optional(),
    to: calendarDate().optional(),
    tz: timeZoneParam().optional(),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    message: 'The first day must not be after the last.',
    path: ['to'],
  });

/** Query of the impersonation audit. */
export type StaffImpersonationAuditQuery = z.infer<typeof staffImpersonationAuditQuerySchema>;

/** A state-changing request a staff member made while impersonating. */
export const impersonationRequestSchema = z.object({
  at: z.string(),
  method: z.string(),
  path: z.string(),
  statusCode: z.number().int().nullable(),
  /** What it did, in words, as recorded when it happened ('Added 48 CS of Chicken Breast, IQF (100881)'); null for requests recorded before words were. */
  summary: z.string().nullable(),
});

/** An order placed or edited while impersonating. */
export const impersonationOrderSchema = z.object({
  webOrderNumber: z.string(),
  /** Placed during the session, or edited during it. */
  change: z.enum(['placed', 'edited']),
});

/** One impersonation session: who impersonated whom, when, for how long and what they changed. */
export const impersonationSessionSchema = z.object({
  /** The id of the session's start row. */
  id: z.number().int(),
  staffUserId: z.string(),
  staffEmail: z.string(),
  customerUserId: z.string(),
  customerEmail: z.string(),
  organizationId: z.string().nullable(),
  organizationName: z.string().nullable(),
  /** Why the staff member started acting as the customer; null for sessions started before a reason was asked. */
  reason: z.string().nullable(),
  startedAt: z.string(),
  /** Null while it is still active. */
  stoppedAt: z.string().nullable(),
  /** Start to stop; null while it is still active. */
  durationSeconds: z.number().int().nullable(),
  /** No stop and no later session of the same staff member: still going (or its session expired unseen). */
  active: z.boolean(),
  requests: z.array(impersonationRequestSchema),
  orders: z.array(impersonationOrderSchema),
});

/** One impersonation session. */
export type ImpersonationSession = z.infer<typeof impersonationSessionSchema>;

/** Answer of `GET /web-api/staff/impersonation-audit`: sessions, newest first. */
export const staffImpersonationAuditPageSchema = staffPageSchema(impersonationSessionSchema);

/** A page of impersonation sessions. */
export type StaffImpersonationAuditPage = z.infer<typeof staffImpersonationAuditPageSchema>;
