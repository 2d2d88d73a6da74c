// The staff accounts as the staff-accounts module manages them: this module owns the users table, so the
// writes live here (ADR 015). Callers take `lockStaffAccounts` first in their transaction, audit the change
// in it, and announce the session change of the account once it has committed.
import type { Db } from '../../db/client.ts';
import { deleteSessionsOfUser } from './password-reset.repository.ts';
import { voidPasswordLinks } from './staff-users.repository.ts';

export {
  countActiveHolders,
  insertStaffUser,
  lockStaffAccounts,
  selectStaffUser,
  selectStaffUsers,
  updateStaffUser,
  type StaffUserRow,
} from './staff-users.repository.ts';

/** Ends an account's access in the caller's transaction: its sessions and its unused password links. */
export async function endAccessOf(tx: Db, userId: string): Promise<void> {
  await voidPasswordLinks(tx, userId);
  await deleteSessionsOfUser(tx, userId);
}
