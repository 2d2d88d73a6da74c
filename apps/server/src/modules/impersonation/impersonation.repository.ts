import { and, asc, count, eq, ilike, ne, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../auth/users.read-model.ts';
import {
  organizationMembers,
  organizations,
  PUNCHOUT_MEMBER_ROLE,
} from '../organizations/organizations.read-model.ts';
import { impersonationAudit } from './impersonation.table.ts';

/**
 * Organizations whose name or account number matches, with how many customers each has; only the rep's own
 * when `salesRepScope` is a rep's id.
 */
export async function searchOrganizations(db: Db, search: string, salesRepScope: string | null, limit = 50) {
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
    .leftJoin(
      organizationMembers,
      and(
        eq(organizationMembers.organizationId, organizations.id),
        ne(organizationMembers.role, PUNCHOUT_MEMBER_ROLE),
      ),
    )
    .where(
      and(
        search ? or(ilike(organizations.name, pattern), ilike(organizations.id, pattern)) : undefined,
        inScope(salesRepScope),
      ),
    )
    .groupBy(organizations.id)
    .orderBy(asc(organizations.name))
    .limit(limit);
}

/** Null for every organization, else only the rep's own. */
function inScope(salesRepScope: string | null) {
  return salesRepScope === null ? undefined : eq(organizations.salesRepId, salesRepScope);
}

/** The customers (never staff) who belong to an organization within the scope. */
export async function customersOfOrganization(db: Db, organizationId: string, salesRepScope: string | null) {
  return db
    .select({ id: users.id, email: users.email, firstName: users.firstName, lastName: users.lastName })
    .from(organizationMembers)
    .innerJoin(users, eq(users.id, organizationMembers.userId))
    .innerJoin(organizations, eq(organizations.id, organizationMembers.organizationId))
    .where(
      and(
        eq(organizationMembers.organizationId, organizationId),
        eq(users.isStaff, false),
        ne(organizationMembers.role, PUNCHOUT_MEMBER_ROLE),
        inScope(salesRepScope),
      ),
    )
    .orderBy(asc(users.lastName), asc(users.firstName));
}

/** Whether a customer (not staff) belongs to an organization within the scope. */
export async function isCustomerOf(
  db: Db,
  userId: string,
  organizationId: string,
  salesRepScope: string | null,
): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(organizationMembers)
    .innerJoin(users, eq(users.id, organizationMembers.userId))
    .innerJoin(organizations, eq(organizations.id, organizationMembers.organizationId))
    .where(
      and(
        eq(organizationMembers.organizationId, organizationId),
        eq(organizationMembers.userId, userId),
        eq(users.isStaff, false),
        ne(organizationMembers.role, PUNCHOUT_MEMBER_ROLE),
        inScope(salesRepScope),
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
