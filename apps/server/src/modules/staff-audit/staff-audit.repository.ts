import type { StaffAuditEntry } from '@larder/contract';
import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { organizationMembers, organizations } from '../organizations/organizations.read-model.ts';
import { staffAudit } from './staff-audit.table.ts';

/** One staff change to record. */
export interface StaffChange {
  staffUserId: string;
  staffEmail: string;
  action: string;
  subjectType: string;
  subjectId: string;
  organizationId?: string | null | undefined;
  before: unknown;
  after: unknown;
}

/** Records a staff change; call it with the transaction that makes the change, so neither lands alone. */
export async function insertStaffChange(db: Db, change: StaffChange): Promise<void> {
  await db.insert(staffAudit).values({
    ...change,
    organizationId: change.organizationId ?? null,
    before: change.before ?? null,
    after: change.after ?? null,
  });
}

/**
 * A sales rep's part of the log: changes to their organizations, their orders and their members' accounts.
 * Changes that concern no organization (content, keys, campaigns) are not a rep's to read.
 */
function repScope(salesRepId: string): SQL {
  const repOrganizations = sql`(select ${organizations.id} from ${organizations}
    where ${organizations.salesRepId} = ${salesRepId})`;
  return sql`(${staffAudit.organizationId} in ${repOrganizations} or (${staffAudit.subjectType} = 'user'
    and exists (select 1 from ${organizationMembers} where ${organizationMembers.userId} = ${staffAudit.subjectId}
      and ${organizationMembers.organizationId} in ${repOrganizations})))`;
}

/**
 * A page of the audit log, newest first, optionally of one kind of record or one record; for a sales rep
 * (`salesRepId`) only the changes that concern their organizations.
 */
export async function listStaffChanges(
  db: Db,
  filter: { subjectType?: string | undefined; subjectId?: string | undefined },
  paging: { limit: number; offset: number },
  salesRepId: string | null = null,
): Promise<{ items: StaffAuditEntry[]; total: number }> {
  const conditions: SQL[] = salesRepId ? [repScope(salesRepId)] : [];
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
    items: rows.map(({ organizationId: _organization, ...row }) => ({ ...row, at: row.at.toISOString() })),
    total: totals?.total ?? 0,
  };
}
