import { isValidTimeZone } from '@larder/domain';
import { z } from 'zod';
import { brandSchema, regionSchema } from './organization.ts';
import { text } from './primitives.ts';
import { usStateCode, usZipCode } from './us-address.ts';

/**
 * The distributor's customers through the integration API (`/integration/v1/business-units`,
 * `/customer-groups`, `/customers`, `/users`; ADR 041) and the staff console's organization screens and
 * spreadsheet import. Field names are the spec's (section 3). Each call is all or nothing; every bad row is
 * named in the 400's `fields` (`customers.3.businessUnit`), all of them in one answer.
 */

/** Most rows one customer-feed call may carry (business units, groups, customers or users). */
export const MAX_CUSTOMER_FEED_ROWS = 10_000;
/** Most organizations one buyer may be given in one row. */
export const MAX_USER_ORGANIZATIONS = 500;

const id = text().trim().min(1).max(64);
const label = (max: number) => text().trim().min(1).max(max);
const email = text().trim().toLowerCase().email('Enter a valid e-mail address.').max(254);
const flag = z.boolean().optional();
const weekdays = z
  .array(
    z
      .number()
      .int()
      .min(1, 'Use ISO weekdays: 1 Monday to 7 Sunday.')
      .max(7, 'Use ISO weekdays: 1 Monday to 7 Sunday.'),
  )
  .min(1, 'Give at least one weekday.')
  .max(7)
  .refine((days) => new Set(days).size === days.length, 'List each weekday once.');
const clockTime = text().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Use a time like 16:00.');

/** One business unit (warehouse): where it is, when it delivers and when its orders close. */
export const businessUnitFeedRowSchema = z.object({
  id,
  name: label(120),
  /** The IANA time zone its cut-off and delivery days are in. */
  timeZone: text().refine(isValidTimeZone, 'Use an IANA time zone like America/New_York.'),
  address1: text().trim().max(200).optional(),
  city: text().trim().max(120).optional(),
  state: usStateCode(),
  zip: usZipCode({ optional: true }).optional(),
  /** ISO weekdays (1 Monday .. 7 Sunday) it delivers on. */
  deliveryWeekdays: weekdays,
  /** Local time, HH:MM, after which an order misses the next delivery. */
  cutoffTime: clockTime,
  leadDays: z.number().int().min(0).max(14),
  /** The distributor brand it carries (0 specialty, 1 protein, 2 produce, 3 chef's items); 0 if not given. */
  brand: brandSchema.optional(),
});

/** A business unit as the ERP sends it. */
export type BusinessUnitFeedRow = z.infer<typeof businessUnitFeedRowSchema>;

/** One customer group: the price list prices are fed for. */
export const customerGroupFeedRowSchema = z.object({ id, name: label(120) });

/** A customer group as the ERP sends it. */
export type CustomerGroupFeedRow = z.infer<typeof customerGroupFeedRowSchema>;

/** Where an organization's deliveries go. */
export const shipToSchema = z.object({
  address1: text().trim().max(200),
  city: text().trim().max(120),
  state: usStateCode(),
  zip: usZipCode(),
});

/** One customer: the organization of spec section 3, keyed by its account number (`id`). */
export const customerFeedRowSchema = z.object({
  /** The account number. */
  id,
  name: label(200),
  /** False: the account stays, with its orders, but its buyers cannot order. True if not given. */
  isActive: flag,
  businessUnit: id,
  customerGroupId: id,
  primarySalesRepName: label(120),
  primarySalesRepEmail: email,
  isProtein: flag,
  isCme: flag,
  isSpecialty: flag,
  isPPro: flag,
  /** The business unit's brand if not given. */
  brand: brandSchema.optional(),
  region: regionSchema,
  /** ISO weekdays its route is delivered on, among its business unit's; the unit's if not given. */
  routeWeekdays: weekdays.optional(),
  shipTo: shipToSchema.optional(),
  /** On hold: its buyers cannot order and read `holdMessage`. */
  isOnHold: flag,
  holdMessage: text().trim().max(500).optional(),
});

/** A customer as the ERP sends it. */
export type CustomerFeedRow = z.infer<typeof customerFeedRowSchema>;

/** One buyer: who they are and every organization they order for (the whole list, each call). */
export const userFeedRowSchema = z.object({
  email,
  firstName: label(80),
  lastName: label(80),
  /** Account numbers; an empty list removes the buyer from every organization and ends their sessions. */
  organizations: z.array(id).max(MAX_USER_ORGANIZATIONS),
  /** A new buyer is e-mailed a one-use link to choose a password (72 hours). */
  invite: flag,
});

/** A buyer as the ERP sends it. */
export type UserFeedRow = z.infer<typeof userFeedRowSchema>;

/** The envelope a customer-feed call is checked against first: rows are then checked one by one. */
export function feedEnvelopeSchema(list: string) {
  return z.object({ [list]: z.array(z.unknown()).min(1).max(MAX_CUSTOMER_FEED_ROWS) });
}

const body = <Row extends z.ZodType>(list: string, row: Row, example: unknown) =>
  z.object({ [list]: z.array(row).min(1).max(MAX_CUSTOMER_FEED_ROWS) }).meta({ examples: [example] });

/** Body of `POST /integration/v1/business-units`. */
export const businessUnitFeedBodySchema = body('businessUnits', businessUnitFeedRowSchema, {
  businessUnits: [
    {
      id: 'BOS01',
      name: 'Larder Boston',
      timeZone: 'America/New_York',
      state: 'MA',
      deliveryWeekdays: [1, 2, 3, 4, 5],
      cutoffTime: '16:00',
      leadDays: 1,
    },
  ],
});

/** Body of `POST /integration/v1/customer-groups`. */
export const customerGroupFeedBodySchema = body('customerGroups', customerGroupFeedRowSchema, {
  customerGroups: [{ id: 'CG-STD', name: 'Standard' }],
});

/** Body of `POST /integration/v1/customers`. */
export const customerFeedBodySchema = body('customers', customerFeedRowSchema, {
  customers: [
    {
      id: '200001',
      name: 'Harbor Oyster Bar',
      businessUnit: 'NYC01',
      customerGroupId: 'CG-STD',
      brand: 0,
      region: 'northeast',
      primarySalesRepName: 'Dana Reyes',
      primarySalesRepEmail: 'dana.reyes@larder.test',
      routeWeekdays: [2, 4],
    },
  ],
});

/** Body of `POST /integration/v1/users`. */
export const userFeedBodySchema = body('users', userFeedRowSchema, {
  users: [
    {
      email: 'ana@harbor-oyster.test',
      firstName: 'Ana',
      lastName: 'Lima',
      organizations: ['200001'],
      invite: true,
    },
  ],
});

/** What a customer-feed call did: counts per outcome; a repeat reports every row unchanged. */
export const customerFeedResultSchema = z
  .object({
    received: z.number().int(),
    created: z.number().int(),
    updated: z.number().int(),
    unchanged: z.number().int(),
    changed: z.number().int(),
    /** Users only: set-password e-mails sent by this call. */
    invited: z.number().int().optional(),
    /** Users only: buyers this call took out of their last organization, whose sessions ended. */
    signedOut: z.number().int().optional(),
    message: z.string(),
  })
  .meta({
    examples: [
      {
        received: 1,
        created: 1,
        updated: 0,
        unchanged: 0,
        changed: 1,
        message: '1 customer created.',
      },
    ],
  });

/** What a customer-feed call did. */
export type CustomerFeedResult = z.infer<typeof customerFeedResultSchema>;
