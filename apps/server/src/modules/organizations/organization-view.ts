import type { Organization } from '@larder/contract';
import type { organizations } from './organizations.table.ts';

type OrganizationRow = Pick<
  typeof organizations.$inferSelect,
  | 'id'
  | 'name'
  | 'brand'
  | 'businessUnitId'
  | 'customerGroupId'
  | 'region'
  | 'isProtein'
  | 'isSpecialty'
  | 'isCme'
  | 'isPPro'
  | 'isOnHold'
>;

/** Shapes an organization row as the API answers it (spec section 3). */
export function toOrganization(
  row: OrganizationRow,
  salesRep: { name: string; email: string },
  isActive: boolean,
): Organization {
  return {
    id: row.id,
    name: row.name,
    isActive,
    businessUnit: row.businessUnitId,
    customerGroupId: row.customerGroupId,
    primarySalesRepName: salesRep.name,
    primarySalesRepEmail: salesRep.email,
    isProtein: row.isProtein,
    isCme: row.isCme,
    isSpecialty: row.isSpecialty,
    isPPro: row.isPPro,
    brand: row.brand as Organization['brand'],
    region: row.region,
    isOnHold: row.isOnHold,
  };
}
