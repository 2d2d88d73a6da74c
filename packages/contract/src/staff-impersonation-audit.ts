import { z } from 'zod';
import { staffListQuerySchema, staffPageSchema } from './staff.ts';

/** Query of `GET /web-api/staff/impersonation-audit`. */
export const staffImpersonationAuditQuerySchema = staffListQuerySchema;

/** A state-changing request a staff member made while impersonating. */
export const impersonationRequestSchema = z.object({
  at: z.string(),
  method: z.string(),
  path: z.string(),
  statusCode: z.number().int().nullable(),
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
