import { STAFF_PERMISSIONS } from '@larder/domain';
import { z } from 'zod';
import { text } from './primitives.ts';

/** What taking the last `manage-staff` away is told: somebody must always be able to manage staff. */
export const LAST_STAFF_MANAGER_MESSAGE =
  'At least one active staff member must keep the permission to manage staff accounts. Give it to someone else first.';

/** What inviting an address that already has an account is told. */
export const STAFF_EMAIL_TAKEN_MESSAGE = 'An account already uses this e-mail address.';

/** Most organizations one call may hand to a sales rep. */
export const STAFF_REP_ORGANIZATIONS_MAX = 500;

const permissionSchema = z.enum(STAFF_PERMISSIONS, { error: 'Use one of the staff permissions.' });

const permissionsSchema = z
  .array(permissionSchema)
  .max(STAFF_PERMISSIONS.length * 2, 'List each permission once.');

/** A sales rep a staff account may be tied to (its organizations are then the only ones it works on). */
export const staffAccountSalesRepSchema = z.object({ id: z.string(), name: z.string(), email: z.string() });

/** A staff account as the staff accounts screen shows it. */
export const staffAccountSchema = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  permissions: z.array(z.string()),
  /** The role the permissions are exactly, or null for a role with per-person changes. */
  roleId: z.string().nullable(),
  salesRep: staffAccountSalesRepSchema.nullable(),
  /** How many organizations the tied sales rep has (0 without one). */
  organizationCount: z.number().int(),
  isActive: z.boolean(),
  /** True until they have chosen a password through their invitation. */
  invitationPending: z.boolean(),
  createdAt: z.string(),
});

/** A staff account as the staff accounts screen shows it. */
export type StaffAccount = z.infer<typeof staffAccountSchema>;

/** A role the console offers: a named set of permissions (ADR 043). */
export const staffRoleSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  permissions: z.array(z.string()),
});

/** Answer of `GET /web-api/staff/staff-accounts`: every staff account, the roles and the sales reps. */
export const staffAccountsResponseSchema = z.object({
  accounts: z.array(staffAccountSchema),
  roles: z.array(staffRoleSchema),
  salesReps: z.array(staffAccountSalesRepSchema),
});

/** Answer of `GET /web-api/staff/staff-accounts`. */
export type StaffAccountsResponse = z.infer<typeof staffAccountsResponseSchema>;

const id = () => text().trim().min(1, 'Give an id.').max(64, 'Use at most 64 characters.');

/** Path of the routes about one staff account. */
export const staffAccountParamsSchema = z.object({ id: id() });

/** Body of `POST /web-api/staff/staff-accounts`: who to invite and what they may do. */
export const staffInviteRequestSchema = z.object({
  email: text().trim().toLowerCase().email('Enter a valid e-mail address.').max(254),
  firstName: text().trim().min(1, 'Enter a first name.').max(60, 'Use at most 60 characters.'),
  lastName: text().trim().min(1, 'Enter a last name.').max(60, 'Use at most 60 characters.'),
  permissions: permissionsSchema,
});

/** Body of the invite route. */
export type StaffInviteRequest = z.input<typeof staffInviteRequestSchema>;

/** Body of `PUT /web-api/staff/staff-accounts/{id}/permissions`: the permissions they hold from now on. */
export const staffPermissionsRequestSchema = z.object({ permissions: permissionsSchema });

/** Body of the permissions route. */
export type StaffPermissionsRequest = z.input<typeof staffPermissionsRequestSchema>;

/**
 * Body of `PUT /web-api/staff/staff-accounts/{id}/sales-rep`: tie the account to an existing sales rep, to a
 * new one made from the account's own name and e-mail (`salesRepId: "new"`), or to none (null: every
 * organization).
 */
export const staffAccountSalesRepRequestSchema = z.object({ salesRepId: id().nullable() });

/** Body of the sales-rep route. */
export type StaffAccountSalesRepRequest = z.input<typeof staffAccountSalesRepRequestSchema>;

/** The `salesRepId` that makes a new sales rep of the account itself. */
export const NEW_SALES_REP_ID = 'new';

/** Body of `POST /web-api/staff/staff-accounts/{id}/organizations`: account numbers the tied rep takes over. */
export const staffRepOrganizationsRequestSchema = z.object({
  organizationIds: z
    .array(id())
    .min(1, 'Give at least one account number.')
    .max(STAFF_REP_ORGANIZATIONS_MAX, `Give at most ${STAFF_REP_ORGANIZATIONS_MAX} account numbers.`),
});

/** Body of the organizations route. */
export type StaffRepOrganizationsRequest = z.input<typeof staffRepOrganizationsRequestSchema>;

/** Answer of the organizations route: the account, and how many organizations changed rep. */
export const staffRepOrganizationsResponseSchema = z.object({
  account: staffAccountSchema,
  assigned: z.number().int(),
});
