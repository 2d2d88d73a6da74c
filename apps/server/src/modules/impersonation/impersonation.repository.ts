import { and, asc, count, eq, ilike, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../auth/auth.table.ts';
import { organizationMembers, organizations } from '../organizations/organizations.table.ts';
import { impersonationAudit } from './impersonation.table.ts';

/** Organizations whose name or account number matches, with how many customers each has. */
export async function searchOrganizations(db: Db, search: string, limit = 50) {
  const pattern = `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return db
    .select({
      id: organizations.id,
      name: organizations.name,
      region: organizations.region,
      brand: organizations.brand,
      isOnHold: organizations.isOnHold,
      customerCount: count(organizationMembers.userId),
    })
    .from(organizations)
    .leftJoin(organizationMembers, eq(organizationMembers.organizationId, organizations.id))
    .where(search ? or(ilike(organizations.name, pattern), ilike(organizations.id, pattern)) : undefined)
    .groupBy(organizations.id)
    .orderBy(asc(organizations.name))
    .limit(limit);
}

/** The customers (never staff) who belong to an organization. */
export async function customersOfOrganization(db: Db, organizationId: string) {
  return db
    .select({ id: users.id, email: users.email, firstName: users.firstName, lastName: users.lastName })
    .from(organizationMembers)
    .innerJoin(users, eq(users.id, organizationMembers.userId))
    .where(and(eq(organizationMembers.organizationId, organizationId), eq(users.isStaff, false)))
    .orderBy(asc(users.lastName), asc(users.firstName));
}

/** Whether a customer (not staff) belongs to an organization. */
export async function isCustomerOf(db: Db, userId: string, organizationId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(organizationMembers)
    .innerJoin(users, eq(users.id, organizationMembers.userId))
    .where(
      and(
        eq(organizationMembers.organizationId, organizationId),
        eq(organizationMembers.userId, userId),
        eq(users.isStaff, false),
      ),
    );
  return Boolean(row);
}

/** One row of the impersonation audit. */
export type AuditEntry = typeof impersonationAudit.$inferInsert;

/** Records an impersonation start, stop or state-changing request. */
export async function recordAudit(db: Db, entry: AuditEntry): Promise<void> {
  await db.insert(impersonationAudit).values(entry);
}
