import type { Db } from '../../db/client.ts';
import type { SessionUser } from '../auth/auth.service.ts';
import { insertStaffChange } from './staff-audit.repository.ts';

/** What a staff change was: the action, the record, and its changed fields before and after. */
export interface StaffChangeRecord {
  action: string;
  subjectType: string;
  subjectId: string;
  /** The organization the change concerns (an organization, its order, its member), if one. */
  organizationId?: string | null;
  before: unknown;
  after: unknown;
}

/**
 * Records who made a staff change, when and what, with the record before and after. Pass the transaction
 * that makes the change: every console change is audited or does not happen.
 */
export async function recordStaffChange(
  db: Db,
  staff: Pick<SessionUser, 'id' | 'email'>,
  change: StaffChangeRecord,
): Promise<void> {
  await insertStaffChange(db, { staffUserId: staff.id, staffEmail: staff.email, ...change });
}

export { listStaffChanges } from './staff-audit.repository.ts';
