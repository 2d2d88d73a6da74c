import { z } from 'zod';
import { text } from './primitives.ts';
import { organizationSchema, regionSchema } from './organization.ts';

/** Body of `POST /web-api/auth/login`. */
export const loginRequestSchema = z.object({
  email: text().trim().min(1, 'Enter your e-mail address.').max(254),
  password: text().min(1, 'Enter your password.').max(200),
});

/** Body of `POST /web-api/auth/login`. */
export type LoginRequest = z.infer<typeof loginRequestSchema>;

/** Whether the customer may order, and why not (spec section 3). */
export const customerStatusSchema = z.object({
  canOrder: z.boolean(),
  errors: z.array(z.string()),
});

/** The current (or original) user as the spec (section 3) names it; isStaff is ours. */
export const currentUserSchema = z.object({
  isAuthenticated: z.boolean(),
  isImpersonationActive: z.boolean(),
  email: z.string(),
  displayName: z.string(),
  userName: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  region: regionSchema,
  currentOrganization: organizationSchema.nullable(),
  customerStatus: customerStatusSchema,
  algoliaIndexName: z.string(),
  isStaff: z.boolean(),
  /** What a staff member may do in the console (ours); empty for customers. */
  staffPermissions: z.array(z.string()),
  /** Set in a punchout session (ours): the procurement system the cart is transferred to. */
  punchout: z.object({ systemName: z.string() }).optional(),
});

/** The current (or original) user. */
export type CurrentUser = z.infer<typeof currentUserSchema>;

/** Answer of `POST /web-api/auth/login`. */
export const loginResponseSchema = z.object({ success: z.literal(true), currentUser: currentUserSchema });

/** The one message every failed sign-in gets, whatever was wrong. */
export const INVALID_CREDENTIALS_MESSAGE = 'The e-mail address or password is incorrect.';

/** The message a rate-limited sign-in gets. */
export const TOO_MANY_ATTEMPTS_MESSAGE =
  'Too many sign-in attempts. Please wait a few minutes and try again.';
