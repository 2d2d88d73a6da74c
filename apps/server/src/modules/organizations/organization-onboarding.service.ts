import type { StaffOrganizationChoice, StaffReferenceData } from '@larder/contract';
import { regionSchema } from '@larder/contract';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../plugins/app-error.ts';
import {
  findOrganizationById,
  findOrganizationChoices,
  findOrganizationNames,
  findReferenceData,
  findReferences,
  insertMember,
  insertOrganization,
  nextAccountNumber,
  type OrganizationRow,
} from './organization-onboarding.repository.ts';

export type { OrganizationRow };

// Enough to pick from while typing; a longer list means the search should be narrower.
const CHOICES_LIMIT = 20;

/** What staff choose from when they set a new organization up: business units, groups, reps, regions. */
export async function onboardingReferenceData(db: Db): Promise<StaffReferenceData> {
  const { units, groups, reps } = await findReferenceData(db);
  return {
    businessUnits: units.map((u) => ({
      id: u.id,
      name: u.name,
      brand: u.brand,
      city: u.city,
      state: u.state,
      // A unit nobody gave a service area serves its own state.
      servedStates: u.servedStates.length > 0 ? u.servedStates : [u.state],
      deliveryWeekdays: u.deliveryWeekdays,
    })),
    customerGroups: groups.map((g) => ({ id: g.id, name: g.name })),
    salesReps: reps.map((r) => ({ id: r.id, name: r.name, email: r.email, region: r.region })),
    regions: [...regionSchema.options],
  };
}

/** Organizations matching a name or account number, within a rep's scope when one is given. */
export function organizationChoices(
  db: Db,
  q: string,
  salesRepScope: string | null,
): Promise<StaffOrganizationChoice[]> {
  return findOrganizationChoices(db, { q, salesRepId: salesRepScope }, CHOICES_LIMIT);
}

/** An organization a staff member may work on: null when unknown or outside the rep's scope. */
export async function organizationInScope(
  db: Db,
  id: string,
  salesRepScope: string | null,
): Promise<OrganizationRow | null> {
  const row = await findOrganizationById(db, id);
  if (!row || (salesRepScope !== null && row.salesRepId !== salesRepScope)) return null;
  return row;
}

/** Names of organizations by id (for lists that mention them). */
export function organizationNames(db: Db, ids: string[]): Promise<Map<string, string>> {
  return findOrganizationNames(db, ids);
}

/** A new organization as staff describe it; the address comes from the applicant. */
export interface NewOrganizationInput {
  name: string;
  businessUnitId: string;
  customerGroupId: string;
  brand: number;
  isProtein: boolean;
  isSpecialty: boolean;
  isCme: boolean;
  isPPro: boolean;
  region: string;
  salesRepId: string;
  routeWeekdays?: number[] | undefined;
  address: { address1: string; city: string; state: string; zip: string };
}

/**
 * Creates an organization inside `tx` after checking its references: an unknown business unit, customer
 * group or sales rep, a brand the unit does not ship, or route days the unit does not deliver on are each a
 * 400 naming the field, and nothing is stored.
 */
export async function createOrganization(tx: Db, input: NewOrganizationInput): Promise<OrganizationRow> {
  const { unit, group, rep } = await findReferences(tx, input);
  const fields: Record<string, string> = {};
  if (!unit) fields['newOrganization.businessUnitId'] = 'Choose a business unit from the list.';
  if (!group) fields['newOrganization.customerGroupId'] = 'Choose a customer group from the list.';
  if (!rep) fields['newOrganization.salesRepId'] = 'Choose a sales rep from the list.';
  if (unit && unit.brand !== input.brand)
    fields['newOrganization.brand'] =
      `${unit.name} ships brand ${unit.brand}; choose that brand or another unit.`;
  const routeWeekdays = [...(input.routeWeekdays ?? unit?.deliveryWeekdays ?? [])].sort((a, b) => a - b);
  if (unit && routeWeekdays.some((day) => !unit.deliveryWeekdays.includes(day)))
    fields['newOrganization.routeWeekdays'] = `${unit.name} delivers only on the days it lists.`;
  const [first] = Object.values(fields);
  if (first) throw new AppError('VALIDATION_FAILED', first, fields);
  return insertOrganization(tx, {
    id: await nextAccountNumber(tx),
    name: input.name,
    brand: input.brand,
    businessUnitId: input.businessUnitId,
    customerGroupId: input.customerGroupId,
    salesRepId: input.salesRepId,
    region: input.region,
    isProtein: input.isProtein,
    isSpecialty: input.isSpecialty,
    isCme: input.isCme,
    isPPro: input.isPPro,
    routeWeekdays,
    address1: input.address.address1,
    city: input.address.city,
    state: input.address.state,
    zip: input.address.zip,
  });
}

/** Makes a user a member of an organization inside `tx` (a buyer unless another role is given). */
export function addMember(tx: Db, userId: string, organizationId: string, role = 'buyer'): Promise<void> {
  return insertMember(tx, userId, organizationId, role);
}
