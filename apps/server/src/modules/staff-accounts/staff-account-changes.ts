import { LAST_STAFF_MANAGER_MESSAGE, type StaffAccount } from '@larder/contract';
import { permissionsWithChanges, type StaffPermission } from '@larder/domain';
import type { Db } from '../../db/client.ts';
import { AppError, notFound } from '../../plugins/app-error.ts';
import { announceSessionChange, type SessionUser } from '../auth/auth.service.ts';
import {
  countActiveHolders,
  endAccessOf,
  lockStaffAccounts,
  selectStaffUser,
  updateStaffUser,
  type StaffUserRow,
} from '../auth/staff-users.service.ts';
import { recordStaffChange } from '../staff-audit/staff-audit.service.ts';
import { staffAccountById } from './staff-accounts.service.ts';

/** The permission nobody may take from the last active staff member holding it. */
const MANAGE_STAFF: StaffPermission = 'manage-staff';

/**
 * Runs a change to one staff account under the staff accounts lock: the account (404 when it is not a
 * staff account), the change, then its sessions dropped everywhere (permissions ride in every session).
 */
export async function changeStaffAccount(
  db: Db,
  id: string,
  change: (tx: Db, row: StaffUserRow) => Promise<void>,
): Promise<StaffAccount> {
  await db.transaction(async (tx) => {
    await lockStaffAccounts(tx);
    const row = await selectStaffUser(tx, id);
    if (!row) throw notFound('The staff account');
    await change(tx, row);
  });
  await announceSessionChange(db, `user:${id}`);
  return staffAccountById(db, id);
}

/** Refuses a change that would leave no active staff member able to manage staff, oneself included. */
async function keepAStaffManager(tx: Db, row: StaffUserRow): Promise<void> {
  const holds = row.deactivatedAt === null && row.staffPermissions.includes(MANAGE_STAFF);
  if (holds && (await countActiveHolders(tx, MANAGE_STAFF, row.id)) === 0) {
    throw new AppError('RULE_BROKEN', LAST_STAFF_MANAGER_MESSAGE);
  }
}

/** Gives a staff member exactly these permissions (a role with per-person changes), audited. */
export function setStaffPermissions(
  db: Db,
  staff: SessionUser,
  id: string,
  requested: readonly StaffPermission[],
): Promise<StaffAccount> {
  const permissions = permissionsWithChanges(requested, {});
  return changeStaffAccount(db, id, async (tx, row) => {
    if (!permissions.includes(MANAGE_STAFF)) await keepAStaffManager(tx, row);
    await updateStaffUser(tx, id, { staffPermissions: permissions });
    await recordStaffChange(tx, staff, {
      action: 'staff.permissions',
      subjectType: 'user',
      subjectId: id,
      organizationId: null,
      before: { permissions: row.staffPermissions },
      after: { permissions },
    });
  });
}

/**
 * Deactivates a staff account: it signs in no more, its sessions end at once on every instance (deleted,
 * then announced), and its unused password links stop working. The last staff manager cannot be.
 */
export function deactivateStaffAccount(db: Db, staff: SessionUser, id: string): Promise<StaffAccount> {
  return changeStaffAccount(db, id, async (tx, row) => {
    if (row.deactivatedAt !== null) return;
    await keepAStaffManager(tx, row);
    await updateStaffUser(tx, id, { deactivatedAt: new Date() });
    await endAccessOf(tx, id);
    await recordStaffChange(tx, staff, {
      action: 'staff.deactivate',
      subjectType: 'user',
      subjectId: id,
      organizationId: null,
      before: { active: true },
      after: { active: false },
    });
  });
}

/** Lets a deactivated staff account sign in again with the password it had. */
export function reactivateStaffAccount(db: Db, staff: SessionUser, id: string): Promise<StaffAccount> {
  return changeStaffAccount(db, id, async (tx, row) => {
    if (row.deactivatedAt === null) return;
    await updateStaffUser(tx, id, { deactivatedAt: null });
    await recordStaffChange(tx, staff, {
      action: 'staff.reactivate',
      subjectType: 'user',
      subjectId: id,
      organizationId: null,
      before: { active: false },
      after: { active: true },
    });
  });
}
