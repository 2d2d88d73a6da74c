import { and, asc, eq, ilike, inArray, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { businessUnits, customerGroups, organizations, salesReps } from './organizations.table.ts';

/** `%text%` for ILIKE with the user's own wildcards taken literally. */
function containing(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * The business units, customer groups and sales reps staff filters name, by name. A rep (`salesRepId`)
 * gets the units and groups of their own organizations and only themselves: a filter never offers what
 * their scope would empty.
 */
export async function findFilterOptions(db: Db, salesRepId: string | null) {
  const ofRep = (column: typeof organizations.businessUnitId | typeof organizations.customerGroupId) =>
    db.select({ id: column }).from(organizations).where(eq(organizations.salesRepId, salesRepId!));
  const [units, groups, reps] = await Promise.all([
    db
      .select({ id: businessUnits.id, name: businessUnits.name })
      .from(businessUnits)
      .where(salesRepId ? inArray(businessUnits.id, ofRep(organizations.businessUnitId)) : undefined)
      .orderBy(asc(businessUnits.name)),
    db
      .select({ id: customerGroups.id, name: customerGroups.name })
      .from(customerGroups)
      .where(salesRepId ? inArray(customerGroups.id, ofRep(organizations.customerGroupId)) : undefined)
      .orderBy(asc(customerGroups.name)),
    db
      .select({ id: salesReps.id, name: salesReps.name })
      .from(salesReps)
      .where(salesRepId ? eq(salesReps.id, salesRepId) : undefined)
      .orderBy(asc(salesReps.name)),
  ]);
  return { businessUnits: units, customerGroups: groups, salesReps: reps };
}

/** Up to `limit` organizations in scope whose name or account number contains `q`, by name. */
export async function findFilterOrganizations(
  db: Db,
  filter: { q: string; salesRepId: string | null },
  limit: number,
) {
  const conditions: (SQL | undefined)[] = [
    filter.salesRepId ? eq(organizations.salesRepId, filter.salesRepId) : undefined,
    filter.q
      ? or(ilike(organizations.name, containing(filter.q)), ilike(organizations.id, containing(filter.q)))
      : undefined,
  ];
  return db
    .select({ id: organizations.id, name: organizations.name })
    .from(organizations)
    .where(and(...conditions))
    .orderBy(asc(organizations.name), asc(organizations.id))
    .limit(limit);
}
