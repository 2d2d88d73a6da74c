import { bigserial, index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { users } from '../auth/auth.table.ts';
import { variants } from '../catalog/catalog.table.ts';
import { organizations } from '../organizations/organizations.table.ts';

/** A buyer waiting for an out-of-stock variant; `notifiedAt` is set once the back-in-stock e-mail went out. */
export const notifyMeSubscriptions = pgTable(
  'notify_me_subscriptions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    organizationId: text('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    variantId: text('variant_id')
      .notNull()
      .references(() => variants.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    notifiedAt: timestamp('notified_at', { withTimezone: true }),
    /** SHA-256 of the one-tap link the back-in-stock e-mail carries (never the link itself). */
    linkTokenHash: text('link_token_hash'),
    /** When the link put the item in the cart: it works once. */
    linkUsedAt: timestamp('link_used_at', { withTimezone: true }),
  },
  (t) => [
    // One waiting subscription per buyer, organization and variant: subscribing twice changes nothing.
    uniqueIndex('notify_me_waiting_idx')
      .on(t.userId, t.organizationId, t.variantId)
      .where(sql`notified_at is null`),
    index('notify_me_variant_waiting_idx')
      .on(t.variantId)
      .where(sql`notified_at is null`),
  ],
);
