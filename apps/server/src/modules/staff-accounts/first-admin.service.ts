import { STAFF_PERMISSIONS } from '@larder/domain';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../plugins/app-error.ts';
import { announceSessionChange } from '../auth/auth.service.ts';
import { mintPasswordResetLink, WELCOME_LINK_TTL_MS } from '../auth/password-reset.service.ts';
import {
  countActiveHolders,
  insertStaffUser,
  lockStaffAccounts,
  selectStaffUser,
  updateStaffUser,
} from '../auth/staff-users.service.ts';
import { accountByEmail } from '../auth/user-accounts.service.ts';
import { recordStaffChange } from '../staff-audit/staff-audit.service.ts';

/** Who the audit names for a change made by the command rather than in the console. */
const COMMAND_ACTOR = 'npm run staff:create-admin';

/** Whether any active staff member may manage staff: an empty store has none until its first administrator. */
export async function hasStaffManager(db: Db): Promise<boolean> {
  return (await countActiveHolders(db, 'manage-staff', null)) > 0;
}

/** The administrator made and the one-use token of the link to choose their password. */
export interface FirstAdmin {
  userId: string;
  email: string;
  created: boolean;
  token: string;
  expiresAt: Date;
}

/**
 * Makes a staff account with every permission and a one-use link (72 hours) to choose its password, the
 * password reset's link: no password is ever set or printed. An address that is already a staff account
 * gets every permission back (active again) and a new link, so a store whose administrators all lost
 * access can recover from the server's shell; a customer's address is refused.
 */
export async function createAdministrator(db: Db, rawEmail: string): Promise<FirstAdmin> {
  const email = rawEmail.trim().toLowerCase();
  const permissions = [...STAFF_PERMISSIONS];
  const { userId, created } = await db.transaction(async (tx) => {
    await lockStaffAccounts(tx);
    const existing = await accountByEmail(tx, email);
    if (existing && !existing.isStaff) {
      throw new AppError('CONFLICT', `${email} belongs to a customer account; use another address.`);
    }
    const before = existing ? await selectStaffUser(tx, existing.id) : null;
    const id =
      existing?.id ??
      (await insertStaffUser(tx, { email, firstName: 'Administrator', lastName: '', permissions }));
    if (existing) await updateStaffUser(tx, id, { staffPermissions: permissions, deactivatedAt: null });
    await recordStaffChange(
      tx,
      { id, email: COMMAND_ACTOR },
      {
        action: existing ? 'staff.permissions' : 'staff.create-admin',
        subjectType: 'user',
        subjectId: id,
        organizationId: null,
        before: before
          ? { permissions: before.staffPermissions, active: before.deactivatedAt === null }
          : null,
        after: { email, permissions, active: true },
      },
    );
    return { userId: id, created: !existing };
  });
  if (!created) await announceSessionChange(db, `user:${userId}`);
  const link = await mintPasswordResetLink(db, userId, { requestedBy: null, ttlMs: WELCOME_LINK_TTL_MS });
  if (!link) throw new AppError('INTERNAL', 'The administrator could not be read back.');
  return { userId, email, created, token: link.token, expiresAt: link.expiresAt };
}
