import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { organizationMembers, organizations, salesReps } from './organizations.table.ts';

/** An organization row with its sales rep's name and e-mail. */
export interface OrganizationWithRep {
  row: typeof organizations.$inferSelect;
  salesRepName: string;
  salesRepEmail: string;
}

function withRep(db: Db) {
  return db
    .select({ row: organizations, salesRepName: salesReps.name, salesRepEmail: salesReps.email })
    .from(organizationMembers)
    .innerJoin(organizations, eq(organizations.id, organizationMembers.organizationId))
    .innerJoin(salesReps, eq(salesReps.id, organizations.salesRepId));
}

/** The organizations a user belongs to, by name. */
export async function listOrganizationsOfUser(db: Db, userId: string): Promise<OrganizationWithRep[]> {
  return withRep(db).where(eq(organizationMembers.userId, userId)).orderBy(asc(organizations.name));
}

/** One organization of a user, or null when the user does not belong to it. */
export async function findOrganizationOfUser(
  db: Db,
  userId: string,
  organizationId: string,
): Promise<OrganizationWithRep | null> {
  const [row] = await withRep(db).where(
    and(eq(organizationMembers.userId, userId), eq(organizationMembers.organizationId, organizationId)),
  );
  return row ?? null;
}
