import type { StaffOrganizationMember, StaffOrganizationRow } from '@larder/contract';
import { and, asc, count, eq, ilike, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { containsPattern, users, userSearchText } from '../auth/users.read-model.ts';
import {
  organizationMembers,
  organizations,
  PUNCHOUT_MEMBER_ROLE,
  salesReps,
} from '../organizations/organizations.read-model.ts';

/** What the staff list of organizations is narrowed by. */
export interface OrganizationFilter {
  /** Null for every organization; a rep's id for a rep's account. */
  salesRepScope: string | null;
  q?: string | undefined;
  onHold?: boolean | undefined;
  brand?: number | undefined;
}

/** The shortest search that also matches buyers' e-mails and names (pg_trgm needs three characters). */
const MIN_BUYER_SEARCH = 3;

/** The organizations whose members' e-mail or name holds the search, through the users' trigram index. */
async function organizationsOfBuyers(db: Db, q: string): Promise<string[]> {
  if (q.length < MIN_BUYER_SEARCH) return [];
  const rows = await db
    .selectDistinct({ id: organizationMembers.organizationId })
    .from(users)
    .innerJoin(organizationMembers, eq(organizationMembers.userId, users.id))
    .where(
      and(
        eq(users.isStaff, false),
        ne(organizationMembers.role, PUNCHOUT_MEMBER_ROLE),
        sql`${userSearchText} like ${containsPattern(q)}`,
      ),
    )
    .limit(500);
  return rows.map((row) => row.id);
}

/** The conditions of a staff organization search, the organizations of the buyers it names looked up first. */
async function organizationWhere(db: Db, filter: OrganizationFilter): Promise<SQL | undefined> {
  return conditionsOf(filter, filter.q ? await organizationsOfBuyers(db, filter.q) : []);
}

function conditionsOf(filter: OrganizationFilter, ofBuyers: readonly string[]): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (filter.salesRepScope !== null) conditions.push(eq(organizations.salesRepId, filter.salesRepScope));
  if (filter.q) {
    const pattern = containsPattern(filter.q);
    // Name, account number or a buyer's e-mail or name (ADR 044).
    conditions.push(
      or(
        sql`lower(${organizations.name}) like ${pattern}`,
        ilike(organizations.id, pattern),
        ofBuyers.length > 0 ? sql`${organizations.id} = any(${sql.param([...ofBuyers])}::text[])` : undefined,
      ),
    );
  }
  if (filter.onHold !== undefined) conditions.push(eq(organizations.isOnHold, filter.onHold));
  if (filter.brand !== undefined) conditions.push(eq(organizations.brand, filter.brand));
  return conditions.length > 0 ? and(...conditions) : undefined;
}

function organizationRows(db: Db) {
  const memberCount = sql<number>`(select count(*) from ${organizationMembers}
    where ${organizationMembers.organizationId} = ${organizations.id}
      and ${organizationMembers.role} <> ${PUNCHOUT_MEMBER_ROLE})`.mapWith(Number);
  return db
    .select({
      id: organizations.id,
      name: organizations.name,
      brand: organizations.brand,
      region: organizations.region,
      city: organizations.city,
      state: organizations.state,
      isOnHold: organizations.isOnHold,
      salesRepName: salesReps.name,
      memberCount,
    })
    .from(organizations)
    .innerJoin(salesReps, eq(salesReps.id, organizations.salesRepId));
}

/** A page of organizations by name, with their rep and how many users each has, and the total matching. */
export async function listOrganizations(
  db: Db,
  filter: OrganizationFilter,
  paging: { limit: number; offset: number },
): Promise<{ items: StaffOrganizationRow[]; total: number }> {
  const where = await organizationWhere(db, filter);
  const [items, [totals]] = await Promise.all([
    organizationRows(db)
      .where(where)
      .orderBy(asc(organizations.name), asc(organizations.id))
      .limit(paging.limit)
      .offset(paging.offset),
    db.select({ total: count() }).from(organizations).where(where),
  ]);
  return { items, total: totals?.total ?? 0 };
}

/** An organization with its sales rep, or null when it does not exist or lies outside the scope. */
export async function findOrganization(db: Db, organizationId: string, salesRepScope: string | null) {
  const [row] = await db
    .select({
      organization: organizations,
      salesRep: { id: salesReps.id, name: salesReps.name, email: salesReps.email, region: salesReps.region },
    })
    .from(organizations)
    .innerJoin(salesReps, eq(salesReps.id, organizations.salesRepId))
    .where(
      and(
        eq(organizations.id, organizationId),
        salesRepScope === null ? undefined : eq(organizations.salesRepId, salesRepScope),
      ),
    );
  return row ?? null;
}

/** The users of an organization, by name. */
export async function membersOf(db: Db, organizationId: string): Promise<StaffOrganizationMember[]> {
  return db
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      role: organizationMembers.role,
    })
    .from(organizationMembers)
    .innerJoin(users, eq(users.id, organizationMembers.userId))
    .where(
      and(
        eq(organizationMembers.organizationId, organizationId),
        ne(organizationMembers.role, PUNCHOUT_MEMBER_ROLE),
      ),
    )
    .orderBy(asc(users.lastName), asc(users.firstName), asc(users.email));
}

/** Whether a customer (never staff) belongs to at least one organization within the scope. */
export async function isCustomerInScope(
  db: Db,
  userId: string,
  salesRepScope: string | null,
): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .leftJoin(organizationMembers, eq(organizationMembers.userId, users.id))
    .leftJoin(organizations, eq(organizations.id, organizationMembers.organizationId))
    .where(
      and(
        eq(users.id, userId),
        eq(users.isStaff, false),
        salesRepScope === null ? undefined : eq(organizations.salesRepId, salesRepScope),
      ),
    )
    .limit(1);
  return Boolean(row);
}

/**
 * The organizations a staff search gives, by name, a batch at a time by keyset (name, id), for an export
 * that never holds them all (ADR 044).
 */
export async function* streamOrganizations(
  db: Db,
  filter: OrganizationFilter,
  batchSize: number,
): AsyncGenerator<StaffOrganizationRow[]> {
  const where = await organizationWhere(db, filter);
  const batchAfter = (after: { name: string; id: string } | null): Promise<StaffOrganizationRow[]> =>
    organizationRows(db)
      .where(
        and(
          where,
          after
            ? sql`(${organizations.name}, ${organizations.id}) > (${after.name}, ${after.id})`
            : undefined,
        ),
      )
      .orderBy(asc(organizations.name), asc(organizations.id))
      .limit(batchSize);
  let after: { name: string; id: string } | null = null;
  for (;;) {
    const rows = await batchAfter(after);
    if (rows.length === 0) return;
    yield rows;
    if (rows.length < batchSize) return;
    const last = rows.at(-1)!;
    after = { name: last.name, id: last.id };
  }
}
