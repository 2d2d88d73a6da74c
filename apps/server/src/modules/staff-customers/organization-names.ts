import { BRAND_NAMES } from '@larder/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { businessUnits, customerGroups } from '../organizations/organizations.read-model.ts';

/** The names staff read for an organization's codes: brand, business unit and customer group (ids as fallback). */
export async function organizationNames(
  db: Db,
  organization: { brand: number; businessUnitId: string; customerGroupId: string },
): Promise<{ brandName: string; businessUnitName: string; customerGroupName: string }> {
  const [[unit], [group]] = await Promise.all([
    db
      .select({ name: businessUnits.name })
      .from(businessUnits)
      .where(eq(businessUnits.id, organization.businessUnitId)),
    db
      .select({ name: customerGroups.name })
      .from(customerGroups)
      .where(eq(customerGroups.id, organization.customerGroupId)),
  ]);
  return {
    brandName: BRAND_NAMES[organization.brand] ?? `Brand ${organization.brand}`,
    businessUnitName: unit?.name ?? organization.businessUnitId,
    customerGroupName: group?.name ?? organization.customerGroupId,
  };
}
