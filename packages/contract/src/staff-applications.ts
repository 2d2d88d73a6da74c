import { z } from 'zod';
import { regionSchema } from './organization.ts';
import { jsonInteger, text } from './primitives.ts';
import { staffListQuerySchema, staffPageSchema } from './staff.ts';

/** Where a sign-up application stands: waiting for staff, approved (a user exists) or rejected. */
export const APPLICATION_STATUSES = ['pending', 'approved', 'rejected'] as const;

/** One application status. */
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

/** The longest reason a rejection may give the applicant. */
export const MAX_REJECTION_REASON_LENGTH = 1000;

/** Query of `GET /web-api/staff/applications`: a status (pending unless told), a page and a search text. */
export const staffApplicationsQuerySchema = staffListQuerySchema.extend({
  status: z.enum(APPLICATION_STATUSES, { error: 'Choose pending, approved or rejected.' }).default('pending'),
});

/** The address block an applicant gave, as stored with the application. */
export const staffApplicationAddressSchema = z.object({
  companyName: z.string(),
  address1: z.string(),
  address2: z.string(),
  city: z.string(),
  state: z.string(),
  zip: z.string(),
  country: z.string(),
  region: z.string(),
  specialtyRegionOnly: z.boolean(),
  proteinRegionOnly: z.boolean(),
  produceRegionOnly: z.boolean(),
  isNewRestaurant: z.boolean(),
});

/** One sign-up application as staff see it: everything the applicant gave (never the password) and its review. */
export const staffApplicationSchema = z.object({
  id: z.string(),
  status: z.enum(APPLICATION_STATUSES),
  createdAt: z.string(),
  email: z.string(),
  phone: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  cutOffTime: z.string(),
  businessCategory: z.string(),
  accounts: z.string(),
  address: staffApplicationAddressSchema,
  /** The e-mail of the staff member who approved or rejected it. */
  reviewedBy: z.string().nullable(),
  reviewedAt: z.string().nullable(),
  rejectionReason: z.string().nullable(),
  /** The organization the approved applicant joined. */
  organization: z.object({ id: z.string(), name: z.string() }).nullable(),
  userId: z.string().nullable(),
});

/** One application as staff see it. */
export type StaffApplication = z.infer<typeof staffApplicationSchema>;

/** Answer of `GET /web-api/staff/applications`. */
export const staffApplicationsPageSchema = staffPageSchema(staffApplicationSchema);

/** Path of the routes about one application. */
export const staffApplicationParamsSchema = z.object({ id: text().trim().min(1).max(100) });

const reference = (label: string) =>
  text().trim().min(1, `Choose a ${label}.`).max(40, `Choose a ${label} from the list.`);

/** A new organization an approved applicant joins; its address is the one the application gave. */
export const newOrganizationSchema = z.object({
  name: text().trim().min(1, 'Give the organization a name.').max(120, 'Use at most 120 characters.'),
  businessUnitId: reference('business unit'),
  customerGroupId: reference('customer group'),
  brand: jsonInteger(0, 3),
  isProtein: z.boolean().default(false),
  isSpecialty: z.boolean().default(false),
  isCme: z.boolean().default(false),
  isPPro: z.boolean().default(false),
  region: regionSchema,
  salesRepId: reference('sales rep'),
  /** ISO weekdays (1 Monday .. 7 Sunday); the business unit's delivery days when left out. */
  routeWeekdays: z
    .array(jsonInteger(1, 7))
    .min(1, 'Choose at least one delivery day.')
    .max(7)
    .refine((days) => new Set(days).size === days.length, 'List each delivery day once.')
    .optional(),
});

/** A new organization to create on approval. */
export type NewOrganization = z.input<typeof newOrganizationSchema>;

/**
 * Body of `POST /web-api/staff/applications/{id}/approve`: `{ organizationId }` to join an existing
 * organization, or `{ newOrganization }` to create one; exactly one of them.
 */
export const approveApplicationBodySchema = z
  .object({
    organizationId: text().trim().min(1, 'Choose an organization.').max(40).optional(),
    newOrganization: newOrganizationSchema.optional(),
  })
  .strict()
  .refine((body) => (body.organizationId === undefined) !== (body.newOrganization === undefined), {
    path: ['organizationId'],
    message: 'Choose an existing organization or describe a new one (one of the two).',
  });

/** Body of the approve route. */
export type ApproveApplicationBody = z.input<typeof approveApplicationBodySchema>;

/** Body of `POST /web-api/staff/applications/{id}/reject`: the reason the applicant is e-mailed. */
export const rejectApplicationBodySchema = z
  .object({
    reason: text()
      .trim()
      .min(1, 'Give the applicant a reason.')
      .max(MAX_REJECTION_REASON_LENGTH, `Use at most ${MAX_REJECTION_REASON_LENGTH} characters.`),
  })
  .strict();

/** Body of the reject route. */
export type RejectApplicationBody = z.input<typeof rejectApplicationBodySchema>;

/** Answer of `GET /web-api/staff/reference-data`: what the approve form chooses from. */
export const staffReferenceDataSchema = z.object({
  businessUnits: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      brand: z.number().int(),
      city: z.string(),
      state: z.string(),
      /** The states whose new customers it serves: approvals pre-fill the unit serving the applicant's. */
      servedStates: z.array(z.string()),
      deliveryWeekdays: z.array(z.number().int()),
    }),
  ),
  customerGroups: z.array(z.object({ id: z.string(), name: z.string() })),
  salesReps: z.array(z.object({ id: z.string(), name: z.string(), email: z.string(), region: z.string() })),
  regions: z.array(regionSchema),
});

/** The approve form's choices. */
export type StaffReferenceData = z.infer<typeof staffReferenceDataSchema>;

/** Query of `GET /web-api/staff/applications/organizations`: a name or account number to search. */
export const staffOrganizationChoicesQuerySchema = z.object({
  q: text().trim().max(100).default(''),
});

/** Answer of `GET /web-api/staff/applications/organizations`: organizations an applicant may join. */
export const staffOrganizationChoicesSchema = z.array(
  z.object({
    id: z.string(),
    name: z.string(),
    brand: z.number().int(),
    city: z.string(),
    state: z.string(),
    members: z.number().int(),
  }),
);

/** Organizations an applicant may join. */
export type StaffOrganizationChoice = z.infer<typeof staffOrganizationChoicesSchema>[number];

/** The address block of an application. */
export type StaffApplicationAddress = z.infer<typeof staffApplicationAddressSchema>;
