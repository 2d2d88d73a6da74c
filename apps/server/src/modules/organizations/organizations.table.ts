import { boolean, integer, pgTable, primaryKey, smallint, text, timestamp, index } from 'drizzle-orm/pg-core';
import { users } from '../auth/auth.table.ts';

/** Warehouses and brands the distributor ships from, each with its own delivery schedule. */
export const businessUnits = pgTable('business_units', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  brand: smallint('brand').notNull().default(0),
  timezone: text('timezone').notNull(),
  /** ISO weekdays (1 Monday .. 7 Sunday) the unit delivers on. */
  deliveryWeekdays: integer('delivery_weekdays').array().notNull(),
  /** Local wall-clock time, HH:MM, after which an order misses the next delivery. */
  cutoffTime: text('cutoff_time').notNull(),
  leadDays: integer('lead_days').notNull(),
  address1: text('address1').notNull().default(''),
  city: text('city').notNull().default(''),
  state: text('state').notNull(),
  /** The states whose new customers this unit serves (approvals pre-fill it for an applicant there). */
  servedStates: text('served_states').array().notNull().default([]),
  zip: text('zip').notNull().default(''),
});

/** Sales representatives customers contact through their organization. */
export const salesReps = pgTable('sales_reps', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  phone: text('phone').notNull(),
  region: text('region').notNull(),
});

/** Groups of customers that share a price list. */
export const customerGroups = pgTable('customer_groups', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
});

/** Customer organizations (restaurants, hotels, ...): the tenant every customer query is scoped to. */
export const organizations = pgTable(
  'organizations',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    brand: smallint('brand').notNull(),
    businessUnitId: text('business_unit_id')
      .notNull()
      .references(() => businessUnits.id),
    customerGroupId: text('customer_group_id')
      .notNull()
      .references(() => customerGroups.id),
    salesRepId: text('sales_rep_id')
      .notNull()
      .references(() => salesReps.id),
    region: text('region').notNull(),
    /** An inactive account stays (its orders and history too) but cannot order. */
    isActive: boolean('is_active').notNull().default(true),
    isProtein: boolean('is_protein').notNull().default(false),
    isSpecialty: boolean('is_specialty').notNull().default(false),
    isCme: boolean('is_cme').notNull().default(false),
    isPPro: boolean('is_ppro').notNull().default(false),
    isOnHold: boolean('is_on_hold').notNull().default(false),
    holdErrors: text('hold_errors').array().notNull().default([]),
    /** ISO weekdays this organization's route is delivered on (a subset of its business unit's). */
    routeWeekdays: integer('route_weekdays').array().notNull(),
    address1: text('address1').notNull().default(''),
    city: text('city').notNull().default(''),
    state: text('state').notNull().default(''),
    zip: text('zip').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('organizations_name_idx').on(t.name)],
);

/**
 * The membership role of a punchout buyer's technical account (ADR 045): it acts for the organization but
 * is nobody's login, so member lists, the impersonation picker and message audiences leave it out.
 */
export const PUNCHOUT_MEMBER_ROLE = 'punchout';

/** Which users belong to which organizations. */
export const organizationMembers = pgTable(
  'organization_members',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    organizationId: text('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    role: text('role').notNull().default('buyer'),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.organizationId] }),
    index('organization_members_org_idx').on(t.organizationId),
  ],
);
