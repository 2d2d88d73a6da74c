import { z } from 'zod';
import { queryInteger, text } from './primitives.ts';
import { staffListQuerySchema, staffPageSchema } from './staff.ts';

/** The longest hold message staff may write: it is shown to the customer in a banner. */
export const HOLD_MESSAGE_MAX = 500;

/** Query of `GET /web-api/staff/organizations`: search by name or account number, a page, and filters. */
export const staffOrganizationsQuerySchema = staffListQuerySchema.extend({
  /** 'true': only organizations on hold; 'false': only those that may order. */
  onHold: z.enum(['true', 'false']).optional(),
  brand: queryInteger(0, 3).optional(),
});

/** Query of `GET /web-api/staff/customers/export`: the customer list's filters and a format. */
export const staffCustomersExportQuerySchema = staffOrganizationsQuerySchema.extend({
  format: z.enum(['csv', 'xlsx']).default('csv'),
});

/** Query of `GET /web-api/staff/organizations` as a client sends it. */
export type StaffOrganizationsQuery = z.input<typeof staffOrganizationsQuerySchema>;

/** One organization in the staff list. */
export const staffOrganizationRowSchema = z.object({
  id: z.string(),
  name: z.string(),
  brand: z.number().int(),
  region: z.string(),
  city: z.string(),
  state: z.string(),
  isOnHold: z.boolean(),
  salesRepName: z.string(),
  memberCount: z.number().int(),
});

/** One organization in the staff list. */
export type StaffOrganizationRow = z.infer<typeof staffOrganizationRowSchema>;

/** Answer of `GET /web-api/staff/organizations`. */
export const staffOrganizationsPageSchema = staffPageSchema(staffOrganizationRowSchema);

/** Answer of `GET /web-api/staff/organizations`. */
export type StaffOrganizationsPage = z.infer<typeof staffOrganizationsPageSchema>;

/** The flags that change what an organization may buy and how its orders travel. */
export const ORGANIZATION_FLAGS = ['isProtein', 'isSpecialty', 'isCme', 'isPPro'] as const;

/** One of the organization flags staff may set. */
export type OrganizationFlag = (typeof ORGANIZATION_FLAGS)[number];

/** A user of an organization, as staff see it. */
export const staffOrganizationMemberSchema = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  role: z.string(),
});

/** A user of an organization, as staff see it. */
export type StaffOrganizationMember = z.infer<typeof staffOrganizationMemberSchema>;

/** A sales rep an organization can be given. */
export const staffSalesRepSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  region: z.string(),
});

/** A sales rep an organization can be given. */
export type StaffSalesRep = z.infer<typeof staffSalesRepSchema>;

/** The organization brands by code (spec: 0 specialty, 1 protein, 2 produce, 3 chef's items), as staff read them. */
export const BRAND_NAMES: readonly string[] = ['Specialty', 'Protein', 'Produce', "Chef's Items"];

/** Answer of `GET /web-api/staff/organizations/{id}`: details, flags, hold, sales rep and members. */
export const staffOrganizationDetailSchema = z.object({
  id: z.string(),
  name: z.string(),
  brand: z.number().int(),
  /** The brand in words ('Protein'), not its code. */
  brandName: z.string(),
  region: z.string(),
  businessUnitId: z.string(),
  /** The business unit's name ('Larder Specialty – Bronx'), not its id. */
  businessUnitName: z.string(),
  customerGroupId: z.string(),
  /** The customer group's name ('Fine Dining'), not its id. */
  customerGroupName: z.string(),
  address: z.object({ address1: z.string(), city: z.string(), state: z.string(), zip: z.string() }),
  /** False: the account stays but its buyers cannot order (ADR 041). */
  isActive: z.boolean(),
  /** ISO weekdays its route is delivered on. */
  routeWeekdays: z.array(z.number().int()),
  isOnHold: z.boolean(),
  /** What the organization's buyers read while it is on hold. */
  holdErrors: z.array(z.string()),
  flags: z.object({
    isProtein: z.boolean(),
    isSpecialty: z.boolean(),
    isCme: z.boolean(),
    isPPro: z.boolean(),
  }),
  salesRep: staffSalesRepSchema,
  /** The reps this staff member may give the organization: every rep, or only their own for a rep's account. */
  salesRepChoices: z.array(staffSalesRepSchema),
  members: z.array(staffOrganizationMemberSchema),
});

/** One organization as the staff console shows it. */
export type StaffOrganizationDetail = z.infer<typeof staffOrganizationDetailSchema>;

const id = () => text().trim().min(1, 'Give an id.').max(64, 'Use at most 64 characters.');

/** Path of the staff organization routes. */
export const staffOrganizationParamsSchema = z.object({ id: id() });

/** Path of the staff routes about one user of an organization. */
export const staffOrganizationMemberParamsSchema = z.object({ id: id(), userId: id() });

/** Path of `POST /web-api/staff/users/{id}/password-reset`. */
export const staffUserParamsSchema = z.object({ id: id() });

/** What a hold without a message is told. */
export const HOLD_MESSAGE_REQUIRED = 'Write the message the customer will see.';

/**
 * Body of `POST /web-api/staff/organizations/{id}/hold`: put on hold with the text its buyers then read, or
 * release (the message is then ignored).
 */
export const staffHoldRequestSchema = z
  .object({
    onHold: z.boolean({ error: 'Say whether the organization is on hold (true or false).' }),
    message: text()
      .trim()
      .max(HOLD_MESSAGE_MAX, `Use at most ${HOLD_MESSAGE_MAX} characters.`)
      .nullable()
      .optional(),
  })
  .superRefine((body, context) => {
    if (body.onHold && !body.message) {
      context.addIssue({ code: 'custom', path: ['message'], message: HOLD_MESSAGE_REQUIRED });
    }
  });

/** Body of the hold route. */
export type StaffHoldRequest = z.input<typeof staffHoldRequestSchema>;

/** Body of `POST /web-api/staff/organizations/{id}/flags`: the flags to change, at least one. */
export const staffFlagsRequestSchema = z
  .strictObject({
    isProtein: z.boolean().optional(),
    isSpecialty: z.boolean().optional(),
    isCme: z.boolean().optional(),
    isPPro: z.boolean().optional(),
  })
  .refine((body) => ORGANIZATION_FLAGS.some((flag) => body[flag] !== undefined), {
    message: 'Give at least one flag to change.',
  });

/** Body of the flags route. */
export type StaffFlagsRequest = z.input<typeof staffFlagsRequestSchema>;

/** Body of `POST /web-api/staff/organizations/{id}/sales-rep`. */
export const staffSalesRepRequestSchema = z.object({ salesRepId: id() });

/** Body of `POST /web-api/staff/organizations/{id}/members`: an existing user by e-mail, or a new one with a name. */
export const staffAddMemberRequestSchema = z.object({
  email: text().trim().toLowerCase().email('Enter a valid e-mail address.').max(254),
  /** Needed only when no account has the address yet: a new user is made and e-mailed a link to set a password. */
  firstName: text().trim().max(60, 'Use at most 60 characters.').optional(),
  lastName: text().trim().max(60, 'Use at most 60 characters.').optional(),
});

/** Body of the add-member route. */
export type StaffAddMemberRequest = z.input<typeof staffAddMemberRequestSchema>;

/**
 * Answer of the add-member route: the member, and whether a new account was made for them; or, when a sales
 * rep names an address outside their organizations (new or not: the answer does not say), `invited` with no
 * member: the address is e-mailed an invitation and joins when it accepts.
 */
export const staffAddMemberResponseSchema = z.object({
  member: staffOrganizationMemberSchema.nullable(),
  created: z.boolean(),
  invited: z.boolean(),
});

/** Answer of `POST /web-api/staff/users/{id}/password-reset`: where the link went and until when it works. */
export const staffPasswordResetResponseSchema = z.object({
  sentTo: z.string(),
});

/** Answer of the add-member route. */
export type StaffAddMemberResponse = z.infer<typeof staffAddMemberResponseSchema>;
