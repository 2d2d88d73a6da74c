import { NEW_SALES_REP_ID, type StaffAccount } from '@larder/contract';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../plugins/app-error.ts';
import { announceSessionChange, type SessionUser } from '../auth/auth.service.ts';
import { updateStaffUser } from '../auth/staff-users.service.ts';
import {
  assignOrganizationsToRep,
  memberIdsOf,
  salesRepById,
  salesRepForEmail,
} from '../organizations/organization-admin.service.ts';
import { recordStaffChange } from '../staff-audit/staff-audit.service.ts';
import { changeStaffAccount } from './staff-account-changes.ts';
import { staffAccountById } from './staff-accounts.service.ts';

const CHOOSE_REP_MESSAGE = 'Choose a sales rep from the list.';

/**
 * Ties a staff account to a sales rep, so it works on that rep's organizations only (ADR 017's scope): an
 * existing rep, a new rep made of the account's own name and e-mail (`new`; the rep the customer feed
 * names by that e-mail if there is one), or none (every organization).
 */
export function setStaffSalesRep(
  db: Db,
  staff: SessionUser,
  id: string,
  salesRepId: string | null,
): Promise<StaffAccount> {
  return changeStaffAccount(db, id, async (tx, row) => {
    let repId: string | null = null;
    if (salesRepId === NEW_SALES_REP_ID) {
      const rep = await salesRepForEmail(tx, {
        name: `${row.firstName} ${row.lastName}`.trim(),
        email: row.email,
        region: 'northeast',
      });
      repId = rep.id;
    } else if (salesRepId !== null) {
      if (!(await salesRepById(tx, salesRepId))) {
        throw new AppError('VALIDATION_FAILED', CHOOSE_REP_MESSAGE, { salesRepId: CHOOSE_REP_MESSAGE });
      }
      repId = salesRepId;
    }
    if (repId === row.salesRepId) return;
    await updateStaffUser(tx, id, { salesRepId: repId });
    await recordStaffChange(tx, staff, {
      action: 'staff.sales-rep',
      subjectType: 'user',
      subjectId: id,
      organizationId: null,
      before: { salesRepId: row.salesRepId },
      after: { salesRepId: repId },
    });
  });
}

/**
 * Gives organizations to the rep a staff account is tied to (each moves from its former rep, audited per
 * organization). All or nothing: an unknown account number is a 400 naming it, and nothing moves.
 */
export async function assignRepOrganizations(
  db: Db,
  staff: SessionUser,
  id: string,
  organizationIds: string[],
): Promise<{ account: StaffAccount; assigned: number }> {
  const account = await staffAccountById(db, id);
  if (!account.salesRep) {
    const message = 'Tie this account to a sales rep first.';
    throw new AppError('VALIDATION_FAILED', message, { salesRepId: message });
  }
  const repId = account.salesRep.id;
  const moved = await db.transaction(async (tx) => {
    const result = await assignOrganizationsToRep(tx, organizationIds, repId);
    if (result.missing.length > 0) {
      const message = `No organization has the account number ${result.missing.slice(0, 20).join(', ')}.`;
      throw new AppError('VALIDATION_FAILED', message, { organizationIds: message });
    }
    for (const organization of result.moved) {
      await recordStaffChange(tx, staff, {
        action: 'organization.sales-rep',
        subjectType: 'organization',
        subjectId: organization.id,
        organizationId: organization.id,
        before: { salesRepId: organization.from },
        after: { salesRepId: repId },
      });
    }
    return result.moved;
  });
  // The rep's name and e-mail ride in the members' sessions (the header shows them).
  for (const organization of moved) {
    for (const userId of await memberIdsOf(db, organization.id)) {
      await announceSessionChange(db, `user:${userId}`);
    }
  }
  return { account: await staffAccountById(db, id), assigned: moved.length };
}
