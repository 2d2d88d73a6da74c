import {
  STAFF_EMAIL_TAKEN_MESSAGE,
  type StaffAccount,
  type StaffAccountsResponse,
  type StaffInviteRequest,
} from '@larder/contract';
import { permissionsWithChanges, STAFF_ROLES, type StaffPermission } from '@larder/domain';
import type { Db } from '../../db/client.ts';
import { passwordLinkRequested } from '../../events/password-link-requested.event.ts';
import { publish } from '../../events/publish.ts';
import { AppError, notFound } from '../../plugins/app-error.ts';
import type { SessionUser } from '../auth/auth.service.ts';
import {
  insertStaffUser,
  lockStaffAccounts,
  selectStaffUser,
  selectStaffUsers,
} from '../auth/staff-users.service.ts';
import { accountByEmail } from '../auth/user-accounts.service.ts';
import {
  listSalesReps,
  organizationCountsOfReps,
  salesRepById,
} from '../organizations/organization-admin.service.ts';
import { recordStaffChange } from '../staff-audit/staff-audit.service.ts';
import { toStaffAccount } from './staff-account-view.ts';

/** Every staff account with its role and rep, the roles the console offers, and the sales reps to tie to. */
export async function listStaffAccounts(db: Db): Promise<StaffAccountsResponse> {
  const [rows, reps] = await Promise.all([selectStaffUsers(db), listSalesReps(db, null)]);
  const repsById = new Map(reps.map((rep) => [rep.id, { id: rep.id, name: rep.name, email: rep.email }]));
  const tied = [...new Set(rows.flatMap((row) => (row.salesRepId ? [row.salesRepId] : [])))];
  const counts = await organizationCountsOfReps(db, tied);
  return {
    accounts: rows.map((row) =>
      toStaffAccount(
        row,
        row.salesRepId ? (repsById.get(row.salesRepId) ?? null) : null,
        row.salesRepId ? (counts.get(row.salesRepId) ?? 0) : 0,
      ),
    ),
    roles: STAFF_ROLES.map((role) => ({ ...role, permissions: [...role.permissions] })),
    salesReps: [...repsById.values()],
  };
}

/** One staff account as the console shows it; a customer's id or an unknown one is a 404. */
export async function staffAccountById(db: Db, id: string): Promise<StaffAccount> {
  const row = await selectStaffUser(db, id);
  if (!row) throw notFound('The staff account');
  const rep = row.salesRepId ? await salesRepById(db, row.salesRepId) : null;
  const counts = await organizationCountsOfReps(db, rep ? [rep.id] : []);
  return toStaffAccount(row, rep, rep ? (counts.get(rep.id) ?? 0) : 0);
}

/**
 * Invites a staff member: an account without a password, holding the permissions given, and an e-mailed
 * one-use link (the password reset's page and route) to choose one. An address that already has an
 * account, a customer's or a colleague's, is refused: a customer does not become staff by accident.
 */
export async function inviteStaffMember(
  db: Db,
  staff: SessionUser,
  body: StaffInviteRequest & { permissions: StaffPermission[] },
): Promise<StaffAccount> {
  const permissions = permissionsWithChanges(body.permissions, {});
  const id = await db.transaction(async (tx) => {
    await lockStaffAccounts(tx);
    if (await accountByEmail(tx, body.email)) {
      throw new AppError('CONFLICT', STAFF_EMAIL_TAKEN_MESSAGE, { email: STAFF_EMAIL_TAKEN_MESSAGE });
    }
    const userId = await insertStaffUser(tx, { ...body, permissions });
    await recordStaffChange(tx, staff, {
      action: 'staff.invite',
      subjectType: 'user',
      subjectId: userId,
      organizationId: null,
      before: null,
      after: { email: body.email.trim().toLowerCase(), permissions },
    });
    await publish(tx, passwordLinkRequested, {
      userId,
      purpose: 'staff-invite',
      requestedBy: staff.id,
      organizationName: null,
    });
    return userId;
  });
  return staffAccountById(db, id);
}
