import type { AccountOrganization, Organization } from '@larder/contract';
import type { Db } from '../../db/client.ts';
import { toOrganization } from './organization-view.ts';
import {
  findBusinessUnits,
  findDeliveryAddressesOfUser,
  findOrderingProfile,
  findOrganizationOfUser,
  listOrganizationsOfUser,
} from './organizations.repository.ts';
import type { businessUnits } from './organizations.table.ts';

export { toOrganization };

/** A user's organizations, the given one (the session's current one) marked active. */
export async function listOrganizations(
  db: Db,
  userId: string,
  activeOrganizationId: string | null,
): Promise<Organization[]> {
  const rows = await listOrganizationsOfUser(db, userId);
  return rows.map((o) =>
    toOrganization(
      o.row,
      { name: o.salesRepName, email: o.salesRepEmail },
      o.row.id === activeOrganizationId,
    ),
  );
}

/** Where each of a user's organizations takes deliveries, the session's current one marked (the account page). */
export async function deliveryAddressesOf(
  db: Db,
  userId: string,
  currentOrganizationId: string | null,
): Promise<AccountOrganization[]> {
  const rows = await findDeliveryAddressesOfUser(db, userId);
  return rows.map((row) => ({ ...row, isCurrent: row.id === currentOrganizationId }));
}

/** One of a user's organizations shaped as the API answers it (marked active), with its region; null when the user is no member. */
export async function memberOrganizationOf(
  db: Db,
  userId: string,
  organizationId: string,
): Promise<{ organization: Organization; region: string } | null> {
  const found = await findOrganizationOfUser(db, userId, organizationId);
  if (!found) return null;
  const salesRep = { name: found.salesRepName, email: found.salesRepEmail };
  return { organization: toOrganization(found.row, salesRep, true), region: found.row.region };
}

/** The organization a user starts a session with: the remembered one if still a member, else the first by name. */
export async function initialOrganizationId(
  db: Db,
  userId: string,
  rememberedId: string | null,
): Promise<string | null> {
  if (rememberedId && (await findOrganizationOfUser(db, userId, rememberedId))) return rememberedId;
  const [first] = await listOrganizationsOfUser(db, userId);
  return first?.row.id ?? null;
}

/** A business unit: a warehouse with its delivery schedule. */
export type BusinessUnit = typeof businessUnits.$inferSelect;

// Business units change a few times a year; a short TTL keeps every process close to the table (DESIGN.md section 1).
const BUSINESS_UNIT_TTL_MS = 60_000;
let businessUnitCache: { at: number; db: Db; units: Map<string, BusinessUnit> } | null = null;

/** Business units by id, covering at least `ids`; cached for a minute per process and reloaded when one is unknown. */
export async function businessUnitsById(
  db: Db,
  ids: Iterable<string>,
  now = Date.now(),
): Promise<Map<string, BusinessUnit>> {
  const cache = businessUnitCache;
  const fresh = cache && cache.db === db && now - cache.at < BUSINESS_UNIT_TTL_MS;
  if (fresh && [...ids].every((id) => cache.units.has(id))) return cache.units;
  const units = new Map((await findBusinessUnits(db)).map((unit) => [unit.id, unit]));
  businessUnitCache = { at: now, db, units };
  return units;
}

/** What ordering needs of an organization beyond the session. */
export interface OrderingProfile {
  routeWeekdays: number[];
  state: string;
}

// Route days and state change when the distributor re-routes a customer: a minute's delay is acceptable.
const PROFILE_TTL_MS = 60_000;
const profileCaches = new WeakMap<Db, Map<string, { at: number; profile: OrderingProfile | null }>>();

/** An organization's route weekdays and delivery state, or null when it does not exist; cached for a minute per process. */
export async function orderingProfileOf(db: Db, organizationId: string, now = Date.now()) {
  let cache = profileCaches.get(db);
  if (!cache) profileCaches.set(db, (cache = new Map()));
  const cached = cache.get(organizationId);
  if (cached && now - cached.at < PROFILE_TTL_MS) return cached.profile;
  const profile = await findOrderingProfile(db, organizationId);
  if (cache.size > 10_000) cache.clear();
  cache.set(organizationId, { at: now, profile });
  return profile;
}
