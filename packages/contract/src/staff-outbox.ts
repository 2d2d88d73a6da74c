import { z } from 'zod';
import { queryInteger } from './primitives.ts';
import { staffListQuerySchema, staffPageSchema } from './staff.ts';

/** Query of `GET /web-api/staff/outbox`: a page, optionally searched by recipient or subject. */
export const staffOutboxQuerySchema = staffListQuerySchema;

/** How a message left: handed to the mail server, or written as a file to the demo outbox. */
export const mailTransportSchema = z.enum(['smtp', 'outbox']);

/** One e-mail in the outbox list. */
export const outboxMessageSummarySchema = z.object({
  id: z.number().int(),
  at: z.string(),
  to: z.string(),
  subject: z.string(),
  transport: mailTransportSchema,
});

/** Answer of `GET /web-api/staff/outbox`, newest first. */
export const staffOutboxPageSchema = staffPageSchema(outboxMessageSummarySchema);

/** A page of the outbox. */
export type StaffOutboxPage = z.infer<typeof staffOutboxPageSchema>;

/** Path of `GET /web-api/staff/outbox/{id}`. */
export const outboxMessageParamsSchema = z.object({ id: queryInteger(1, 9_999_999_999) });

/** Answer of `GET /web-api/staff/outbox/{id}`: the whole message. */
export const outboxMessageSchema = outboxMessageSummarySchema.extend({
  text: z.string(),
  html: z.string(),
});

/** One whole e-mail. */
export type OutboxMessage = z.infer<typeof outboxMessageSchema>;
