import type { StaffAuditEntry } from '@larder/contract';
import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { staffAudit } from './staff-audit.table.ts';

/** One staff change to record. */
export interface StaffChange {
  staffUserId: string;
  staffEmail: string;
  action: string;
  subjectType: string;
  subjectId: string;
  before: unknown;
  after: unknown;
}

/** Records a staff change; call it with the transaction that makes the change, so neither lands alone. */
export async function insertStaffChange(db: Db, change: StaffChange): Promise<void> {
  await db.insert(staffAudit).values({
    ...change,
    before: change.before ?? null,
    after: change.after ?? null,
  });
}

/** A page of the audit log, newest first, optionally of one kind of record or one record. */
export async function listStaffChanges(
  db: Db,
  filter: { subjectType?: string | undefined; subjectId?: string | undefined },
  paging: { limit: number; offset: number },
): Promise<{ items: StaffAuditEntry[]; total: number }> {
  const conditions: SQL[] = [];
  if (filter.subjectType) conditions.push(eq(staffAudit.subjectType, filter.subjectType));
  if (filter.subjectId) conditions.push(eq(staffAudit.subjectId, filter.subjectId));
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const [rows, [totals]] = await Promise.all([
    db
      .select()
      .from(staffAudit)
      .where(where)
      .orderBy(desc(staffAudit.at), desc(staffAudit.id))
      .limit(paging.limit)
      .offset(paging.offset),
    db.select({ total: count() }).from(staffAudit).where(where),
  ]);
  return {
    items: rows.map((row) => ({ ...row, at: row.at.toISOString() })),
    total: totals?.total ?? 0,
  };
}
