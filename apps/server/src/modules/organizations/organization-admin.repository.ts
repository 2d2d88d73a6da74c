import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { organizationMembers, organizations, salesReps } from './organizations.table.ts';

/** The organization fields staff may change from the console. */
export type OrganizationPatch = Partial<
  Pick<
    typeof organizations.$inferInsert,
    'isOnHold' | 'holdErrors' | 'isProtein' | 'isSpecialty' | 'isCme' | 'isPPro' | 'salesRepId'
  >
>;

/** An organization row locked for the rest of the transaction, so its "before" is what the change replaces. */
export async function lockOrganization(tx: Db, organizationId: string) {
  const [row] = await tx
    .select()
    .from(organizations)
    .where(eq(organizations.id, organizationId))
    .for('update');
  return row ?? null;
}

/** Writes changed organization fields. */
export async function updateOrganization(tx: Db, organizationId: string, patch: OrganizationPatch) {
  const [row] = await tx
    .update(organizations)
    .set(patch)
    .where(eq(organizations.id, organizationId))
    .returning();
  return row ?? null;
}

/** Adds a user to an organization; false when they already belong to it. */
export async function insertMember(tx: Db, organizationId: string, userId: string): Promise<boolean> {
  const rows = await tx
    .insert(organizationMembers)
    .values({ organizationId, userId })
    .onConflictDoNothing()
    .returning({ userId: organizationMembers.userId });
  return rows.length > 0;
}

/** Removes a user from an organization; the removed membership, or null when there was none. */
export async function deleteMember(tx: Db, organizationId: string, userId: string) {
  const [row] = await tx
    .delete(organizationMembers)
    .where(
      and(eq(organizationMembers.organizationId, organizationId), eq(organizationMembers.userId, userId)),
    )
    .returning();
  return row ?? null;
}

/** The ids of an organization's users. */
export async function memberIdsOf(db: Db, organizationId: string): Promise<string[]> {
  const rows = await db
    .select({ userId: organizationMembers.userId })
    .from(organizationMembers)
    .where(eq(organizationMembers.organizationId, organizationId));
  return rows.map((row) => row.userId);
}

/** Sales reps by name: every one, or only the one a rep's account is scoped to. */
export async function listSalesReps(db: Db, onlyId: string | null) {
  return db
    .select({ id: salesReps.id, name: salesReps.name, email: salesReps.email, region: salesReps.region })
    .from(salesReps)
    .where(onlyId === null ? undefined : eq(salesReps.id, onlyId))
    .orderBy(asc(salesReps.name));
}
