import { z } from 'zod';
import { text } from './primitives.ts';
import { MIN_PASSWORD_LENGTH } from './signup.ts';

/** What the user chose to be told (the account page); the e-mail and message subscribers honour it. */
export const notificationPreferencesSchema = z
  .object({
    /** Order confirmations, and the e-mails of their edits and cancellations. */
    orderEmails: z.boolean(),
    /** Back-in-stock e-mails for items the user asked to be told about. */
    backInStock: z.boolean(),
    /** Messages from the distributor: in-app and purchase messages. */
    messages: z.boolean(),
  })
  .strict();

/** The notification preferences. */
export type NotificationPreferences = z.infer<typeof notificationPreferencesSchema>;

/** An organization the user orders for and where its deliveries go (read-only on the account page). */
export const accountOrganizationSchema = z.object({
  id: z.string(),
  name: z.string(),
  isCurrent: z.boolean(),
  address1: z.string(),
  city: z.string(),
  state: z.string(),
  zip: z.string(),
  /** The warehouse that delivers it and the time zone its cut-offs are read in. */
  businessUnitName: z.string(),
  timeZone: z.string(),
});

/** An organization with its delivery address. */
export type AccountOrganization = z.infer<typeof accountOrganizationSchema>;

/** Answer of `GET /web-api/account`: the signed-in user's profile, preferences and organizations. */
export const accountSchema = z.object({
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  notifications: notificationPreferencesSchema,
  organizations: z.array(accountOrganizationSchema),
  /** False while staff act as the customer: only the customer changes their own password. */
  canChangePassword: z.boolean(),
});

/** The account. */
export type Account = z.infer<typeof accountSchema>;

const name = (label: string) =>
  text().trim().min(1, `Enter your ${label}.`).max(60, `Use at most 60 characters for your ${label}.`);

/** Body of `POST /web-api/account/profile`. */
export const accountProfileRequestSchema = z
  .object({ firstName: name('first name'), lastName: name('last name') })
  .strict();

/** The profile change. */
export type AccountProfileRequest = z.input<typeof accountProfileRequestSchema>;

/** What a wrong current password is told. */
export const WRONG_CURRENT_PASSWORD_MESSAGE = 'Your current password is not right.';

/** Body of `POST /web-api/account/password`: the current password, asked again, and the new one (sign-up's rules). */
export const passwordChangeRequestSchema = z
  .object({
    currentPassword: text().min(1, 'Enter your current password.').max(200, 'Use at most 200 characters.'),
    newPassword: text()
      .min(MIN_PASSWORD_LENGTH, `Use at least ${MIN_PASSWORD_LENGTH} characters.`)
      .max(200, 'Use at most 200 characters.'),
  })
  .strict()
  .refine((body) => body.currentPassword !== body.newPassword, {
    path: ['newPassword'],
    message: 'Choose a password different from your current one.',
  });

/** The password change. */
export type PasswordChangeRequest = z.input<typeof passwordChangeRequestSchema>;

/** Answer of the password change: how many other sessions of the account ended (this one stays). */
export const passwordChangeResponseSchema = z.object({
  success: z.literal(true),
  endedSessions: z.number().int(),
});
