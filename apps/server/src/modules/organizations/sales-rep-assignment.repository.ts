import { and, count, eq, inArray, ne, sql } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/client.ts';
import { organizations, salesReps } from './organizations.table.ts';

/** A sales rep as a staff account is tied to it. */
export interface SalesRepSummary {
  id: string;
  name: string;
  email: string;
}

/** A sales rep by id, or null. */
export async function salesRepById(db: Db, id: string): Promise<SalesRepSummary | null> {
  const [row] = await db
    .select({ id: salesReps.id, name: salesReps.name, email: salesReps.email })
    .from(salesReps)
    .where(eq(salesReps.id, id));
  return row ?? null;
}

/**
 * The sales rep with this e-mail (the customer feed names reps by e-mail), or a new one made with the
 * name and e-mail given: a staff member becomes a rep without a rep record having to exist first.
 */
export async function salesRepForEmail(
  tx: Db,
  rep: { name: string; email: string; region: string },
): Promise<SalesRepSummary> {
  const email = rep.email.trim().toLowerCase();
  const [found] = await tx
    .select({ id: salesReps.id, name: salesReps.name, email: salesReps.email })
    .from(salesReps)
    .where(sql`lower(${salesReps.email}) = ${email}`)
    .limit(1);
  if (found) return found;
  const [made] = await tx
    .insert(salesReps)
    .values({ id: `rep-${randomUUID()}`, name: rep.name, email, phone: '', region: rep.region })
    .returning({ id: salesReps.id, name: salesReps.name, email: salesReps.email });
  return made!;
}

/** How many organizations each of these reps has. */
export async function organizationCountsOfReps(db: Db, repIds: string[]): Promise<Map<string, number>> {
  if (repIds.length === 0) return new Map();
  const rows = await db
    .select({ repId: organizations.salesRepId, n: count() })
    .from(organizations)
    .where(inArray(organizations.salesRepId, repIds))
    .groupBy(organizations.salesRepId);
  return new Map(rows.map((row) => [row.repId, Number(row.n)]));
}

/**
 * Gives these organizations to a rep, locking them for the transaction; returns the account numbers that
 * do not exist (nothing is changed then, the caller refuses) and those that changed rep, with their old rep.
 */
export async function assignOrganizationsToRep(
  tx: Db,
  organizationIds: string[],
  salesRepId: string,
): Promise<{ missing: string[]; moved: { id: string; from: string }[] }> {
  const ids = [...new Set(organizationIds)];
  const found = await tx
    .select({ id: organizations.id, salesRepId: organizations.salesRepId })
    .from(organizations)
    .where(inArray(organizations.id, ids))
    .for('update');
  const known = new Set(found.map((row) => row.id));
  const missing = ids.filter((id) => !known.has(id));
  if (missing.length > 0) return { missing, moved: [] };
  const moved = found.filter((row) => row.salesRepId !== salesRepId);
  if (moved.length > 0) {
    await tx
      .update(organizations)
      .set({ salesRepId })
      .where(and(inArray(organizations.id, ids), ne(organizations.salesRepId, salesRepId)));
  }
  return { missing, moved: moved.map((row) => ({ id: row.id, from: row.salesRepId })) };
}
