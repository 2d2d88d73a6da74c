import { z } from 'zod';
import { text } from './primitives.ts';
import { MIN_PASSWORD_LENGTH } from './signup.ts';

/** Body of `POST /web-api/auth/password-reset/complete`: the e-mailed link's token and the new password (sign-up's rules). */
export const passwordResetCompleteRequestSchema = z.object({
  token: text().trim().min(1, 'The link is incomplete. Open it again from the e-mail.').max(200),
  password: text()
    .min(MIN_PASSWORD_LENGTH, `Use at least ${MIN_PASSWORD_LENGTH} characters.`)
    .max(200, 'Use at most 200 characters.'),
});

/** Body of the password reset completion. */
export type PasswordResetCompleteRequest = z.input<typeof passwordResetCompleteRequestSchema>;

/** What a link that was used already, or never existed, is told. */
export const RESET_LINK_INVALID_MESSAGE = 'This link is not valid or was already used. Ask for a new one.';

/** What an expired link is told. */
export const RESET_LINK_EXPIRED_MESSAGE = 'This link has expired. Ask for a new one.';

/** Answer of the completion: the password is set and every session of the account has ended. */
export const passwordResetCompleteResponseSchema = z.object({
  success: z.literal(true),
  email: z.string(),
});

/** Body of `POST /web-api/auth/password-reset/request`: the address of the account that forgot its password. */
export const passwordResetRequestSchema = z
  .object({
    email: text().trim().toLowerCase().email('Enter a valid e-mail address.').max(254),
  })
  .strict();

/** The reset request. */
export type PasswordResetRequest = z.input<typeof passwordResetRequestSchema>;

/** What every reset request is told, whether an account uses the address or not (no one learns which). */
export const PASSWORD_RESET_REQUESTED_MESSAGE =
  'If an account uses this address, we have e-mailed it a link to choose a new password. The link works once, for 1 hour.';

/** Answer of the reset request. */
export const passwordResetRequestResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
});
