import type { SubCartKind } from '../sub-cart.ts';

/**
 * Organization-type line fields (spec section 6): protein organizations send cut instructions and the
 * classification code, CME the bto and supermarket flags, PPro the chef's-item flag, CME and specialty the
 * drop-ship flag, and specialty organizations add customer notes to the lines of a drop-ship order. A
 * line carries, shows and sends to the ERP only the fields of its organization's types.
 */

/** The type flags of an organization (one organization may have several). */
export interface OrganizationTypes {
  isProtein: boolean;
  isCme: boolean;
  isSpecialty: boolean;
  isPPro: boolean;
}

/** Every organization-type field a cart or order line can carry. */
export const ORGANIZATION_LINE_FIELDS = [
  'cutInstructions1',
  'cutInstructions2',
  'productClassificationCode',
  'bto',
  'supermarket',
  'chefItemFlag',
  'isDropShip',
  'customerNotes',
] as const;

/** One organization-type line field. */
export type OrganizationLineField = (typeof ORGANIZATION_LINE_FIELDS)[number];

/** The organization-type fields a buyer types in on a line. */
export const BUYER_LINE_FIELDS = ['cutInstructions1', 'cutInstructions2', 'customerNotes'] as const;

/** Which organization-type fields a line of this sub-cart kind carries for the organization. */
export function lineFieldsAllowedFor(
  organization: OrganizationTypes,
  kind: SubCartKind,
): Readonly<Record<OrganizationLineField, boolean>> {
  return {
    cutInstructions1: organization.isProtein,
    cutInstructions2: organization.isProtein,
    productClassificationCode: organization.isProtein,
    bto: organization.isCme,
    supermarket: organization.isCme,
    chefItemFlag: organization.isPPro,
    isDropShip: organization.isCme || organization.isSpecialty,
    customerNotes: organization.isSpecialty && kind === 'dropShip',
  };
}

/** The first buyer-entered field of a line change the organization may not set on a line of this kind, or null. */
export function refusedLineField(
  organization: OrganizationTypes,
  kind: SubCartKind,
  changes: Partial<Record<(typeof BUYER_LINE_FIELDS)[number], unknown>>,
): (typeof BUYER_LINE_FIELDS)[number] | null {
  const allowed = lineFieldsAllowedFor(organization, kind);
  return BUYER_LINE_FIELDS.find((field) => changes[field] !== undefined && !allowed[field]) ?? null;
}
