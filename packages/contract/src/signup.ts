import { z } from 'zod';
import { text } from './primitives.ts';
import { US_STATE_CODES, US_STATE_MESSAGE, usPhoneNumber, usZipCode } from './us-address.ts';

/** Business categories a new customer can choose at sign-up. */
export const BUSINESS_CATEGORIES = [
  'Restaurant',
  'Hotel',
  'Caterer',
  'Club',
  'School or University',
  'Healthcare',
  'Grocery or Retail',
  'Other',
] as const;

/** Cut-off times a new customer can prefer for ordering the day before delivery. */
export const SIGNUP_CUTOFF_TIMES = ['14:00', '16:00', '18:00', '20:00', '22:00', '23:59'] as const;

const required = (label: string) => text().trim().min(1, `${label} is required.`);

/** The shortest password a new account may have. */
export const MIN_PASSWORD_LENGTH = 10;

/** The signup form's address block (spec section 3). */
export const signupAddressSchema = z.object({
  companyName: required('Company name').max(120),
  address1: required('Address').max(120),
  address2: text().trim().max(120).default(''),
  city: required('City').max(80),
  state: z.enum(US_STATE_CODES, { error: US_STATE_MESSAGE }),
  zip: usZipCode(),
  country: z.literal('US', { error: 'We deliver in the United States only.' }).default('US'),
  region: z.enum(['northeast', 'southeast', 'midwest', 'west'], { error: 'Choose a region.' }),
  specialtyRegionOnly: z.boolean().default(false),
  proteinRegionOnly: z.boolean().default(false),
  produceRegionOnly: z.boolean().default(false),
  isNewRestaurant: z.boolean().default(false),
});

/** Body of `POST /web-api/auth/signup`: every field of the spec's signup form, checked field by field. */
export const signupRequestSchema = z
  .object({
    email: text().trim().toLowerCase().email('Enter a valid e-mail address.').max(254),
    phone: usPhoneNumber(),
    password: text()
      .min(MIN_PASSWORD_LENGTH, `Use at least ${MIN_PASSWORD_LENGTH} characters.`)
      .max(200, 'Use at most 200 characters.'),
    confirmPassword: text().min(1, 'Confirm your password.'),
    firstName: required('First name').max(60),
    lastName: required('Last name').max(60),
    cutOffTime: z.enum(SIGNUP_CUTOFF_TIMES, { error: 'Choose a cut-off time.' }),
    businessCategory: z.enum(BUSINESS_CATEGORIES, { error: 'Choose a business category.' }),
    accounts: text().trim().max(500).default(''),
    address: signupAddressSchema,
  })
  .refine((form) => form.password === form.confirmPassword, {
    path: ['confirmPassword'],
    message: 'The passwords do not match.',
  });

/** Body of `POST /web-api/auth/signup` as the form sends it. */
export type SignupRequest = z.input<typeof signupRequestSchema>;

/** Answer of `POST /web-api/auth/signup`. */
export const signupResponseSchema = z.object({
  applicationId: z.string(),
  status: z.literal('pending'),
  message: z.string(),
});

/** The message a new applicant reads once the application is stored. */
export const SIGNUP_RECEIVED_MESSAGE =
  'Thank you! Your application was received. Our team will review it and e-mail you within one business day.';
