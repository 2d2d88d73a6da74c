import { z } from 'zod';
import { text } from './primitives.ts';

/** Brand codes of an organization: 0 specialty, 1 protein, 2 produce, 3 chef's items. */
export const brandSchema = z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)]);

/** An organization as the spec (section 3) names it, plus brand and region. */
export const organizationSchema = z.object({
  id: z.string(),
  name: z.string(),
  isActive: z.boolean(),
  businessUnit: z.string(),
  customerGroupId: z.string(),
  primarySalesRepName: z.string(),
  primarySalesRepEmail: z.string(),
  isProtein: z.boolean(),
  isCme: z.boolean(),
  isSpecialty: z.boolean(),
  isPPro: z.boolean(),
  brand: brandSchema,
  region: z.string(),
  isOnHold: z.boolean(),
});

/** An organization the signed-in user belongs to. */
export type Organization = z.infer<typeof organizationSchema>;

/** Answer of `POST /web-api/organization/list`. */
export const organizationListSchema = z.array(organizationSchema);

/** Query of `POST /web-api/organization/set?value={id}`. */
export const setOrganizationQuerySchema = z.object({ value: text().min(1).max(64) });

/** Answer of `POST /web-api/organization/set`. */
export const setOrganizationResponseSchema = z.object({
  success: z.literal(true),
  organization: organizationSchema,
});

/** The regions the distributor serves; each has its own search index. */
export const regionSchema = z.enum(['northeast', 'southeast', 'midwest', 'west']);

/** One of the distributor's regions. */
export type Region = z.infer<typeof regionSchema>;

/** Query of `POST /web-api/organization/setRegion?region=`. */
export const setRegionQuerySchema = z.object({ region: regionSchema });

/** Answer of `setRegion` and `getRegion`. */
export const regionResponseSchema = z.object({ region: regionSchema });
