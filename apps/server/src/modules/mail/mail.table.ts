import { bigserial, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Every e-mail the storefront sent or wrote to the outbox, so staff can read what customers were told. */
export const mailMessages = pgTable(
  'mail_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    /** 'smtp' when handed to the mail server, 'outbox' when written as an .eml file for the demo. */
    transport: text('transport').notNull(),
  },
  (t) => [index('mail_messages_at_idx').on(t.at), index('mail_messages_to_idx').on(t.to, t.at)],
);
