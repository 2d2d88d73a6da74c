import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { businessUnits, organizationMembers, organizations, salesReps } from './organizations.table.ts';

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

/** Every business unit, for the schedules and names carts and orders show. */
export async function findBusinessUnits(db: Db) {
  return db.select().from(businessUnits);
}

/** What ordering needs of an organization beyond the session: its route days and delivery state. */
export async function findOrderingProfile(db: Db, organizationId: string) {
  const [row] = await db
    .select({ routeWeekdays: organizations.routeWeekdays, state: organizations.state })
    .from(organizations)
    .where(eq(organizations.id, organizationId));
  return row ?? null;
}

/** A user's organizations with their delivery addresses and the business unit that delivers them, by name. */
export async function findDeliveryAddressesOfUser(db: Db, userId: string) {
  return db
    .select({
      id: organizations.id,
      name: organizations.name,
      address1: organizations.address1,
      city: organizations.city,
      state: organizations.state,
      zip: organizations.zip,
      businessUnitName: businessUnits.name,
      timeZone: businessUnits.timezone,
    })
    .from(organizationMembers)
    .innerJoin(organizations, eq(organizations.id, organizationMembers.organizationId))
    .innerJoin(businessUnits, eq(businessUnits.id, organizations.businessUnitId))
    .where(eq(organizationMembers.userId, userId))
    .orderBy(asc(organizations.name));
}
