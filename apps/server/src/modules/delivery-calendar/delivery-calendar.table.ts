import { bigint, boolean, date, pgTable, primaryKey, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { businessUnits } from '../organizations/organizations.table.ts';

/** Dated exceptions to a business unit's weekly delivery pattern (ADR 042): one row per unit and date. */
export const deliveryCalendarExceptions = pgTable(
  'delivery_calendar_exceptions',
  {
    businessUnitId: text('business_unit_id')
      .notNull()
      .references(() => businessUnits.id, { onDelete: 'cascade' }),
    /** The delivery date the exception is about, in the unit's calendar. */
    date: date('date', { mode: 'string' }).notNull(),
    closed: boolean('closed').notNull().default(false),
    movedTo: date('moved_to', { mode: 'string' }),
    extra: boolean('extra').notNull().default(false),
    cutoffDate: date('cutoff_date', { mode: 'string' }),
    /** 'HH:MM' on the unit's wall clock. */
    cutoffTime: text('cutoff_time'),
    note: text('note').notNull().default(''),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: 'delivery_calendar_exceptions_pk', columns: [t.businessUnitId, t.date] })],
);

/** The calendar's change stamp: every calendar write moves it, so each process knows when to reload. */
export const deliveryCalendarStamp = pgTable('delivery_calendar_stamp', {
  id: smallint('id').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull(),
});
