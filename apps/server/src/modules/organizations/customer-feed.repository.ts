import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../../db/query-rows.ts';
import { businessUnits, customerGroups, organizationMembers, organizations } from './organizations.table.ts';

/** A row an upsert wrote: its id and whether it is new. */
export interface WrittenRow {
  id: string;
  inserted: boolean;
}

/**
 * Serializes the customer feeds, imports and console edits within their transactions: two calls naming the
 * same new sales rep must not make it twice.
 */
export async function lockCustomerWrites(tx: Db): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('larder.customer-writes'))`);
}

/** The business units among `ids`, with their brand and delivery weekdays. */
export async function findBusinessUnits(
  db: Db,
  ids: readonly string[],
): Promise<Map<string, { brand: number; deliveryWeekdays: number[] }>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: businessUnits.id, brand: businessUnits.brand, weekdays: businessUnits.deliveryWeekdays })
    .from(businessUnits)
    .where(inArray(businessUnits.id, [...new Set(ids)]));
  return new Map(rows.map((row) => [row.id, { brand: row.brand, deliveryWeekdays: row.weekdays }]));
}

/** The customer groups among `ids`. */
export async function findCustomerGroups(db: Db, ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: customerGroups.id })
    .from(customerGroups)
    .where(inArray(customerGroups.id, [...new Set(ids)]));
  return new Set(rows.map((row) => row.id));
}

/** The organizations among `ids`, with their name and region. */
export async function findOrganizationsById(
  db: Db,
  ids: readonly string[],
): Promise<Map<string, { name: string; region: string }>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: organizations.id, name: organizations.name, region: organizations.region })
    .from(organizations)
    .where(inArray(organizations.id, [...new Set(ids)]));
  return new Map(rows.map((row) => [row.id, { name: row.name, region: row.region }]));
}

/** A business unit ready to write. */
export interface BusinessUnitWrite {
  id: string;
  name: string;
  brand: number | null;
  timezone: string;
  deliveryWeekdays: number[];
  cutoffTime: string;
  leadDays: number;
  address1: string | null;
  city: string | null;
  state: string;
  zip: string | null;
}

/**
 * Upserts business units by id; a field not sent (null) keeps its value, or its default on a new unit. Rows
 * exactly as stored are not written, so only the changed come back.
 */
export async function upsertBusinessUnits(tx: Db, rows: readonly BusinessUnitWrite[]): Promise<WrittenRow[]> {
  if (rows.length === 0) return [];
  return queryRows<WrittenRow>(
    tx,
    sql`
    insert into business_units as b (id, name, brand, timezone, delivery_weekdays, cutoff_time, lead_days,
      address1, city, state, zip)
    select r.id, r.name, coalesce(r.brand, o.brand, 0), r.timezone,
      array(select jsonb_array_elements_text(r."deliveryWeekdays")::int), r."cutoffTime", r."leadDays",
      coalesce(r.address1, o.address1, ''), coalesce(r.city, o.city, ''), r.state, coalesce(r.zip, o.zip, '')
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as r(id text, name text, brand smallint,
      timezone text, "deliveryWeekdays" jsonb, "cutoffTime" text, "leadDays" int, address1 text, city text,
      state text, zip text)
    left join business_units o on o.id = r.id
    order by r.id
    on conflict (id) do update set name = excluded.name, brand = excluded.brand, timezone = excluded.timezone,
      delivery_weekdays = excluded.delivery_weekdays, cutoff_time = excluded.cutoff_time,
      lead_days = excluded.lead_days, address1 = excluded.address1, city = excluded.city,
      state = excluded.state, zip = excluded.zip
      where (b.name, b.brand, b.timezone, b.delivery_weekdays, b.cutoff_time, b.lead_days, b.address1, b.city,
        b.state, b.zip) is distinct from (excluded.name, excluded.brand, excluded.timezone,
        excluded.delivery_weekdays, excluded.cutoff_time, excluded.lead_days, excluded.address1, excluded.city,
        excluded.state, excluded.zip)
    returning b.id, (xmax = 0) as inserted`,
  );
}

/** Upserts customer groups by id; only the new and renamed come back. */
export async function upsertCustomerGroups(
  tx: Db,
  rows: readonly { id: string; name: string }[],
): Promise<WrittenRow[]> {
  if (rows.length === 0) return [];
  return queryRows<WrittenRow>(
    tx,
    sql`
    insert into customer_groups as g (id, name)
    select r.id, r.name from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as r(id text, name text)
    order by r.id
    on conflict (id) do update set name = excluded.name where g.name is distinct from excluded.name
    returning g.id, (xmax = 0) as inserted`,
  );
}

/**
 * The sales reps named by e-mail, made when missing (id: the address) and renamed when the name differs;
 * answers each address's rep id.
 */
export async function upsertSalesRepsByEmail(
  tx: Db,
  reps: readonly { email: string; name: string; region: string }[],
): Promise<Map<string, string>> {
  if (reps.length === 0) return new Map();
  const payload = JSON.stringify(reps);
  await tx.execute(sql`
    update sales_reps s set name = r.name
    from jsonb_to_recordset(${payload}::jsonb) as r(email text, name text)
    where lower(s.email) = r.email and s.name is distinct from r.name`);
  await tx.execute(sql`
    insert into sales_reps (id, name, email, phone, region)
    select r.email, r.name, r.email, '', r.region
    from jsonb_to_recordset(${payload}::jsonb) as r(email text, name text, region text)
    where not exists (select 1 from sales_reps s where lower(s.email) = r.email)
    on conflict (id) do nothing`);
  const rows = await queryRows<{ email: string; id: string }>(
    tx,
    sql`
    select distinct on (lower(email)) lower(email) as email, id from sales_reps
    where lower(email) in (select jsonb_array_elements_text(${JSON.stringify(reps.map((rep) => rep.email))}::jsonb))
    order by lower(email), id`,
  );
  return new Map(rows.map((row) => [row.email, row.id]));
}

/** An organization ready to write; a null field keeps its value (or its default on a new organization). */
export interface OrganizationWrite {
  id: string;
  name: string;
  businessUnitId: string;
  customerGroupId: string;
  salesRepId: string;
  region: string;
  brand: number | null;
  isActive: boolean | null;
  isProtein: boolean | null;
  isCme: boolean | null;
  isSpecialty: boolean | null;
  isPPro: boolean | null;
  isOnHold: boolean | null;
  holdErrors: string[] | null;
  routeWeekdays: number[] | null;
  address1: string | null;
  city: string | null;
  state: string | null;
  zip: string | null;
}

/** A jsonb list column of the recordset as an array, or null when the row does not send it. */
const listOf = (column: string, type: 'text' | 'int') =>
  sql.raw(
    `case when r."${column}" is null then null else array(select jsonb_array_elements_text(r."${column}")::${type}) end`,
  );

/** Upserts organizations by account number; only the new and changed come back (ADR 041). */
export async function upsertOrganizations(tx: Db, rows: readonly OrganizationWrite[]): Promise<WrittenRow[]> {
  if (rows.length === 0) return [];
  return queryRows<WrittenRow>(
    tx,
    sql`
    insert into organizations as t (id, name, brand, business_unit_id, customer_group_id, sales_rep_id, region,
      is_active, is_protein, is_cme, is_specialty, is_ppro, is_on_hold, hold_errors, route_weekdays, address1,
      city, state, zip)
    select r.id, r.name, coalesce(r.brand, o.brand, u.brand), r."businessUnitId", r."customerGroupId",
      r."salesRepId", r.region, coalesce(r."isActive", o.is_active, true),
      coalesce(r."isProtein", o.is_protein, false), coalesce(r."isCme", o.is_cme, false),
      coalesce(r."isSpecialty", o.is_specialty, false), coalesce(r."isPPro", o.is_ppro, false),
      coalesce(r."isOnHold", o.is_on_hold, false),
      coalesce(${listOf('holdErrors', 'text')}, o.hold_errors, '{}'),
      coalesce(${listOf('routeWeekdays', 'int')}, o.route_weekdays,
        u.delivery_weekdays),
      coalesce(r.address1, o.address1, ''), coalesce(r.city, o.city, ''), coalesce(r.state, o.state, ''),
      coalesce(r.zip, o.zip, '')
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as r(id text, name text, brand smallint,
      "businessUnitId" text, "customerGroupId" text, "salesRepId" text, region text, "isActive" boolean,
      "isProtein" boolean, "isCme" boolean, "isSpecialty" boolean, "isPPro" boolean, "isOnHold" boolean,
      "holdErrors" jsonb, "routeWeekdays" jsonb, address1 text, city text, state text, zip text)
    join business_units u on u.id = r."businessUnitId"
    left join organizations o on o.id = r.id
    order by r.id
    on conflict (id) do update set name = excluded.name, brand = excluded.brand,
      business_unit_id = excluded.business_unit_id, customer_group_id = excluded.customer_group_id,
      sales_rep_id = excluded.sales_rep_id, region = excluded.region, is_active = excluded.is_active,
      is_protein = excluded.is_protein, is_cme = excluded.is_cme, is_specialty = excluded.is_specialty,
      is_ppro = excluded.is_ppro, is_on_hold = excluded.is_on_hold, hold_errors = excluded.hold_errors,
      route_weekdays = excluded.route_weekdays, address1 = excluded.address1, city = excluded.city,
      state = excluded.state, zip = excluded.zip
      where (t.name, t.brand, t.business_unit_id, t.customer_group_id, t.sales_rep_id, t.region, t.is_active,
        t.is_protein, t.is_cme, t.is_specialty, t.is_ppro, t.is_on_hold, t.hold_errors, t.route_weekdays,
        t.address1, t.city, t.state, t.zip) is distinct from (excluded.name, excluded.brand,
        excluded.business_unit_id, excluded.customer_group_id, excluded.sales_rep_id, excluded.region,
        excluded.is_active, excluded.is_protein, excluded.is_cme, excluded.is_specialty, excluded.is_ppro,
        excluded.is_on_hold, excluded.hold_errors, excluded.route_weekdays, excluded.address1, excluded.city,
        excluded.state, excluded.zip)
    returning t.id, (xmax = 0) as inserted`,
  );
}

/** The organizations each of these users belongs to. */
export async function membershipsOf(db: Db, userIds: readonly string[]): Promise<Map<string, Set<string>>> {
  const memberships = new Map<string, Set<string>>();
  if (userIds.length === 0) return memberships;
  const rows = await db
    .select({ userId: organizationMembers.userId, organizationId: organizationMembers.organizationId })
    .from(organizationMembers)
    .where(inArray(organizationMembers.userId, [...userIds]));
  for (const row of rows) {
    const set = memberships.get(row.userId) ?? new Set<string>();
    set.add(row.organizationId);
    memberships.set(row.userId, set);
  }
  return memberships;
}

/** A user's place in an organization. */
export interface Membership {
  userId: string;
  organizationId: string;
}

/** Adds and removes memberships in bulk. */
export async function changeMemberships(
  tx: Db,
  added: readonly Membership[],
  removed: readonly Membership[],
): Promise<void> {
  if (removed.length > 0)
    await tx.execute(sql`
      delete from organization_members m using jsonb_to_recordset(${JSON.stringify(removed)}::jsonb)
        as r("userId" text, "organizationId" text)
      where m.user_id = r."userId" and m.organization_id = r."organizationId"`);
  if (added.length > 0)
    await tx.execute(sql`
      insert into organization_members (user_id, organization_id)
      select r."userId", r."organizationId"
      from jsonb_to_recordset(${JSON.stringify(added)}::jsonb) as r("userId" text, "organizationId" text)
      on conflict do nothing`);
}
