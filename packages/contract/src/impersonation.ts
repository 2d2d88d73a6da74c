import { z } from 'zod';
import { text } from './primitives.ts';
import { currentUserSchema } from './auth.ts';

/** Query of `POST /web-api/impersonation/organizations`: staff search by name or account number. */
export const impersonationOrganizationsQuerySchema = z.object({
  search: text().trim().max(100).default(''),
});

/** An organization a staff user may pick to impersonate one of its customers. */
export const impersonationOrganizationSchema = z.object({
  id: z.string(),
  name: z.string(),
  region: z.string(),
  brand: z.number(),
  isOnHold: z.boolean(),
  customerCount: z.number(),
});

/** Answer of `POST /web-api/impersonation/organizations`. */
export const impersonationOrganizationsResponseSchema = z.array(impersonationOrganizationSchema);

/** Query of `POST /web-api/impersonation/customers`. */
export const impersonationCustomersQuerySchema = z.object({ organizationId: text().min(1).max(64) });

/** A customer of an organization, as a staff user sees it when picking whom to impersonate. */
export const impersonationCustomerSchema = z.object({
  id: z.string(),
  email: z.string(),
  displayName: z.string(),
});

/** Answer of `POST /web-api/impersonation/customers`. */
export const impersonationCustomersResponseSchema = z.array(impersonationCustomerSchema);

/** The longest reason a staff member may give for impersonating. */
export const IMPERSONATION_REASON_MAX = 300;

/** Body of `POST /web-api/impersonation/start`: whom to act as, and why (required, shown in the audit). */
export const startImpersonationRequestSchema = z.object({
  organizationId: text().min(1).max(64),
  userId: text().min(1).max(64),
  reason: text()
    .trim()
    .min(1, 'Say why you are acting as this customer.')
    .max(IMPERSONATION_REASON_MAX, `Keep the reason under ${IMPERSONATION_REASON_MAX} characters.`),
});

/** Answer of impersonation start and stop: who the session now acts as, and who is really signed in. */
export const impersonationResponseSchema = z.object({
  success: z.literal(true),
  currentUser: currentUserSchema,
  originalUser: currentUserSchema,
});
