import type { StaffAccount } from '@larder/contract';
import { roleOfPermissions } from '@larder/domain';
import type { StaffUserRow } from '../auth/staff-users.service.ts';
import type { SalesRepSummary } from '../organizations/organization-admin.service.ts';

/** A staff account as the console shows it, with its tied rep and how many organizations the rep has. */
export function toStaffAccount(
  row: StaffUserRow,
  rep: SalesRepSummary | null,
  organizationCount: number,
): StaffAccount {
  return {
    id: row.id,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    permissions: row.staffPermissions,
    roleId: roleOfPermissions(row.staffPermissions)?.id ?? null,
    salesRep: rep,
    organizationCount: rep ? organizationCount : 0,
    isActive: row.deactivatedAt === null,
    invitationPending: Boolean(row.invitationPending),
    createdAt: row.createdAt.toISOString(),
  };
}
