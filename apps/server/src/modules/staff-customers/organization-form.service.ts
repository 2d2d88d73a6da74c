import type { CustomerFeedRow, StaffOrganizationDetail, StaffOrganizationEdit } from '@larder/contract';
import type { Db } from '../../db/client.ts';
import { AppError, notFound } from '../../plugins/app-error.ts';
import type { RowErrors } from '../../plugins/feed-rows.ts';
import { salesRepScopeOf } from '../../plugins/require-staff.ts';
import { announceSessionChange, type SessionUser } from '../auth/auth.service.ts';
import { listSalesReps } from '../organizations/organization-admin.service.ts';
import { checkCustomerRows, writeCustomers } from '../organizations/customer-feed.service.ts';
import { recordStaffChange } from '../staff-audit/staff-audit.service.ts';
import { staffOrganizationDetail } from './staff-customers.service.ts';
import { findOrganization } from './staff-customers.repository.ts';

const LIST = 'organization';

/** The fields of an organization the audit records, before and after. */
const AUDITED = [
  'name',
  'isActive',
  'businessUnitId',
  'customerGroupId',
  'salesRepId',
  'brand',
  'region',
  'isProtein',
  'isCme',
  'isSpecialty',
  'isPPro',
  'isOnHold',
  'holdErrors',
  'routeWeekdays',
  'address1',
  'city',
  'state',
  'zip',
] as const;

type OrganizationRow = NonNullable<Awaited<ReturnType<typeof findOrganization>>>['organization'];

const audited = (row: OrganizationRow | undefined) =>
  row ? Object.fromEntries(AUDITED.map((key) => [key, row[key]])) : null;

/**
 * A sales rep's account keeps its organizations its own: it may name only itself as their sales rep (a
 * 400 on the field otherwise).
 */
async function checkRepScope(db: Db, staff: SessionUser, row: CustomerFeedRow, errors: RowErrors) {
  const scope = salesRepScopeOf(staff);
  if (scope === null) return;
  const [rep] = await listSalesReps(db, scope);
  if (rep?.email.toLowerCase() !== row.primarySalesRepEmail)
    errors.set(
      `${LIST}.0.primarySalesRepEmail`,
      `A sales rep may not hand an organization to another rep: use ${rep?.email ?? 'your own address'}.`,
    );
}

/** Checks one organization as the customer feed does, and writes it with its audit in one transaction. */
async function saveOrganization(
  db: Db,
  staff: SessionUser,
  row: CustomerFeedRow,
  before: OrganizationRow | undefined,
): Promise<StaffOrganizationDetail> {
  const errors: RowErrors = new Map();
  const writes = await checkCustomerRows(db, LIST, [row], [row], errors);
  await checkRepScope(db, staff, row, errors);
  if (errors.size > 0) {
    const fields = Object.fromEntries(
      [...errors].map(([key, message]) => [key.split('.').slice(2).join('.'), message]),
    );
    throw new AppError('VALIDATION_FAILED', Object.values(fields)[0]!, fields);
  }
  await db.transaction(async (tx) => {
    const written = await writeCustomers(tx, writes);
    if (written.length === 0) return;
    const after = await findOrganization(tx, row.id, null);
    await recordStaffChange(tx, staff, {
      action: before ? 'organization.edited' : 'organization.created',
      subjectType: 'organization',
      subjectId: row.id,
      organizationId: row.id,
      before: audited(before),
      after: audited(after?.organization),
    });
  });
  await announceSessionChange(db, 'all');
  return staffOrganizationDetail(db, staff, row.id);
}

/** `POST /web-api/staff/organizations`: a new organization, checked as the customer feed checks it; audited. */
export async function createOrganization(
  db: Db,
  staff: SessionUser,
  row: CustomerFeedRow,
): Promise<StaffOrganizationDetail> {
  if (await findOrganization(db, row.id, null)) {
    const message = `Account number ${row.id} is taken.`;
    throw new AppError('CONFLICT', message, { id: message });
  }
  return saveOrganization(db, staff, row, undefined);
}

/**
 * `PUT /web-api/staff/organizations/{id}`: an organization's fields, checked as the customer feed checks
 * them; another rep's organization is a 404. Audited with what changed.
 */
export async function editOrganization(
  db: Db,
  staff: SessionUser,
  organizationId: string,
  body: StaffOrganizationEdit,
): Promise<StaffOrganizationDetail> {
  const found = await findOrganization(db, organizationId, salesRepScopeOf(staff));
  if (!found) throw notFound('The organization');
  return saveOrganization(db, staff, { ...body, id: organizationId }, found.organization);
}
