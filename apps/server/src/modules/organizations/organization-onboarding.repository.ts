import { and, asc, count, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  businessUnits,
  customerGroups,
  organizationMembers,
  organizations,
  salesReps,
} from './organizations.table.ts';

/** An organization row as stored. */
export type OrganizationRow = typeof organizations.$inferSelect;

/** `%text%` for ILIKE with the user's own wildcards taken literally. */
function containing(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** Every business unit, customer group and sales rep, by name. */
export async function findReferenceData(db: Db) {
  const [units, groups, reps] = await Promise.all([
    db.select().from(businessUnits).orderBy(asc(businessUnits.name)),
    db.select().from(customerGroups).orderBy(asc(customerGroups.name)),
    db.select().from(salesReps).orderBy(asc(salesReps.name)),
  ]);
  return { units, groups, reps };
}

/** Up to `limit` organizations whose name or account number matches, by name, with their member counts. */
export async function findOrganizationChoices(
  db: Db,
  filter: { q: string; salesRepId: string | null },
  limit: number,
) {
  const conditions: SQL[] = [];
  if (filter.q) {
    const pattern = containing(filter.q);
    conditions.push(or(ilike(organizations.name, pattern), ilike(organizations.id, pattern))!);
  }
  if (filter.salesRepId) conditions.push(eq(organizations.salesRepId, filter.salesRepId));
  return db
    .select({
      id: organizations.id,
      name: organizations.name,
      brand: organizations.brand,
      city: organizations.city,
      state: organizations.state,
      members: sql<number>`(select ${count()}::int from ${organizationMembers} where ${organizationMembers.organizationId} = ${organizations.id})`,
    })
    .from(organizations)
    .where(conditions.length > 0 ? and(...conditions) : undefined)
    .orderBy(asc(organizations.name), asc(organizations.id))
    .limit(limit);
}

/** One organization by id, or null. */
export async function findOrganizationById(db: Db, id: string): Promise<OrganizationRow | null> {
  const [row] = await db.select().from(organizations).where(eq(organizations.id, id));
  return row ?? null;
}

/** Names of organizations by id. */
export async function findOrganizationNames(db: Db, ids: string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: organizations.id, name: organizations.name })
    .from(organizations)
    .where(sql`${organizations.id} in ${ids}`);
  return new Map(rows.map((row) => [row.id, row.name]));
}

/** One business unit, customer group and sales rep by id (each null when unknown). */
export async function findReferences(
  db: Db,
  ids: { businessUnitId: string; customerGroupId: string; salesRepId: string },
) {
  const [[unit], [group], [rep]] = await Promise.all([
    db.select().from(businessUnits).where(eq(businessUnits.id, ids.businessUnitId)),
    db.select().from(customerGroups).where(eq(customerGroups.id, ids.customerGroupId)),
    db.select().from(salesReps).where(eq(salesReps.id, ids.salesRepId)),
  ]);
  return { unit: unit ?? null, group: group ?? null, rep: rep ?? null };
}

/**
 * The next free account number: one more than the highest all-digit id. Taken under a transaction-scoped
 * advisory lock, so two organizations created at once do not pick the same number.
 */
export async function nextAccountNumber(tx: Db): Promise<string> {
  await tx.execute(sql`select pg_advisory_xact_lock(727002)`);
  const [row] = await tx
    .select({ highest: sql<string | null>`max(${organizations.id}::bigint)::text` })
    .from(organizations)
    .where(sql`${organizations.id} ~ '^[0-9]{1,15}$'`);
  const highest = row?.highest ? BigInt(row.highest) : 100_000n;
  return String(highest + 1n);
}

/** Inserts an organization and returns it. */
export async function insertOrganization(
  tx: Db,
  values: typeof organizations.$inferInsert,
): Promise<OrganizationRow> {
  const [row] = await tx.insert(organizations).values(values).returning();
  if (!row) throw new Error('the organization was not stored');
  return row;
}

/** Makes a user a member (buyer) of an organization. */
export async function insertMember(
  tx: Db,
  userId: string,
  organizationId: string,
  role = 'buyer',
): Promise<void> {
  await tx.insert(organizationMembers).values({ userId, organizationId, role }).onConflictDoNothing();
}
