import { z } from 'zod';
import { text } from './primitives.ts';

/** The protocols a procurement system punches out with. */
export const PUNCHOUT_PROTOCOLS = ['cxml', 'oci'] as const;

/** How the procurement system opens the storefront. */
export const PUNCHOUT_DEPLOYMENT_MODES = ['window', 'inline'] as const;

/** A punchout buyer as the staff console lists it (never its secret). */
export const punchoutBuyerSchema = z.object({
  id: z.string(),
  name: z.string(),
  protocol: z.enum(PUNCHOUT_PROTOCOLS),
  fromIdentity: z.string(),
  fromDomain: z.string(),
  senderIdentity: z.string(),
  senderDomain: z.string(),
  organizationId: z.string(),
  organizationName: z.string(),
  returnHosts: z.array(z.string()),
  trackingEmail: z.string(),
  deploymentMode: z.enum(PUNCHOUT_DEPLOYMENT_MODES),
  active: z.boolean(),
});

/** A punchout buyer as the staff console lists it. */
export type PunchoutBuyer = z.infer<typeof punchoutBuyerSchema>;

/** Answer of `GET /web-api/staff/punchout-buyers`. */
export const punchoutBuyersResponseSchema = z.object({ items: z.array(punchoutBuyerSchema) });

/** A host name a return URL may have: letters, digits, dots and dashes. */
const returnHost = text()
  .trim()
  .toLowerCase()
  .min(1)
  .max(253)
  .regex(/^[a-z0-9]([a-z0-9.-]*[a-z0-9])?$/, 'Enter a host name such as procurement.example.com.');

const identity = text().trim().min(1, 'Enter an identity.').max(200);
const domain = text().trim().min(1, 'Enter a domain.').max(100);

/** Body of `POST /web-api/staff/punchout-buyers`: a new buyer with its shared secret. */
export const punchoutBuyerCreateSchema = z.object({
  name: text().trim().min(1, 'Enter the procurement system name.').max(80),
  protocol: z.enum(PUNCHOUT_PROTOCOLS),
  fromIdentity: identity,
  fromDomain: domain,
  senderIdentity: identity,
  senderDomain: domain,
  sharedSecret: text().min(12, 'Use a shared secret of at least 12 characters.').max(200),
  organizationId: text().trim().min(1, 'Enter the organization.').max(64),
  returnHosts: z.array(returnHost).min(1, 'Allow at least one return host.').max(20),
  trackingEmail: z.email('Enter a tracking e-mail address.').max(254),
  deploymentMode: z.enum(PUNCHOUT_DEPLOYMENT_MODES),
});

/** Body of `POST /web-api/staff/punchout-buyers`. */
export type PunchoutBuyerCreate = z.input<typeof punchoutBuyerCreateSchema>;

/** Body of `POST /web-api/staff/punchout-buyers/:id`: what changes; a new secret replaces the old one. */
export const punchoutBuyerUpdateSchema = z
  .object({
    name: punchoutBuyerCreateSchema.shape.name,
    sharedSecret: punchoutBuyerCreateSchema.shape.sharedSecret,
    returnHosts: punchoutBuyerCreateSchema.shape.returnHosts,
    trackingEmail: punchoutBuyerCreateSchema.shape.trackingEmail,
    deploymentMode: punchoutBuyerCreateSchema.shape.deploymentMode,
    active: z.boolean(),
  })
  .partial();

/** Body of `POST /web-api/staff/punchout-buyers/:id`. */
export type PunchoutBuyerUpdate = z.input<typeof punchoutBuyerUpdateSchema>;

/** Path of the buyer routes. */
export const punchoutBuyerParamsSchema = z.object({ id: text().min(1).max(64) });

/** The label of the button that replaces submit in a punchout session. */
export function transferCartLabel(systemName: string): string {
  return `Transfer cart to ${systemName}`;
}

/** Where a punchout session's submit goes: the spec's postback page with the single-encoding flag. */
export const PUNCHOUT_POSTBACK_URL = '/punchout/postbackMessage?singleEncoding=true';

/** What a punchout log entry records. */
export const PUNCHOUT_LOG_KINDS = ['setup', 'transfer', 'order'] as const;

/** One entry of a buyer's punchout log: a setup, a cart transfer or an OrderRequest, and how it went. */
export const punchoutLogEntrySchema = z.object({
  id: z.number().int(),
  kind: z.enum(PUNCHOUT_LOG_KINDS),
  ok: z.boolean(),
  /** What happened, or the refusal's message. */
  detail: z.string(),
  punchInId: z.string().nullable(),
  orderNumbers: z.array(z.string()),
  at: z.string(),
});

/** One entry of a buyer's punchout log. */
export type PunchoutLogEntry = z.infer<typeof punchoutLogEntrySchema>;

/** Answer of `GET /web-api/staff/punchout-buyers/:id/log`: the newest entries first. */
export const punchoutLogResponseSchema = z.object({ items: z.array(punchoutLogEntrySchema) });

/** Answer of `GET /web-api/staff/punchout-buyers/:id/log`. */
export type PunchoutLogResponse = z.infer<typeof punchoutLogResponseSchema>;
