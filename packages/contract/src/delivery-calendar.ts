import { z } from 'zod';
import { calendarDate, text } from './primitives.ts';

/**
 * The delivery calendar (ADR 042): dated exceptions to each business unit's weekly pattern, sent by the
 * ERP (`PUT /integration/v1/delivery-calendar`) or edited in the staff console. Each call is all or nothing;
 * every bad row is named in the 400's `fields` (`businessUnits.0.exceptions.2.movedTo`), all in one answer.
 */

/** Most business units one call may carry. */
export const MAX_CALENDAR_UNITS = 500;
/** Most exceptions one business unit may carry in one call (three years of every day). */
export const MAX_UNIT_EXCEPTIONS = 1_100;

const wallClock = text().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Use a 24-hour time like 16:00.');

/** One dated exception to a business unit's weekly delivery pattern. */
export const deliveryExceptionSchema = z
  .object({
    /** The delivery date the exception is about, in the unit's calendar. */
    date: calendarDate(),
    /** No delivery that day: orders due then move to the next delivery day of their route. */
    closed: z.boolean().optional(),
    /** The delivery of `date` happens on this date instead. */
    movedTo: calendarDate().nullish(),
    /** An extra delivery day, whatever its weekday. */
    extra: z.boolean().optional(),
    /** The cut-off of this delivery (of `movedTo` when moved) falls on this day... */
    cutoffDate: calendarDate().nullish(),
    /** ...at this time on the unit's clock (default: the unit's cut-off time). */
    cutoffTime: wallClock.nullish(),
    /** Why, shown to staff and told to buyers, e.g. 'Thanksgiving'. */
    note: text().trim().max(200).nullish(),
  })
  .strict();

/** One dated exception. */
export type DeliveryExceptionInput = z.infer<typeof deliveryExceptionSchema>;

/** One business unit's exceptions in a calendar call. */
export const calendarUnitSchema = z
  .object({
    /** The business unit's id. */
    id: text().trim().min(1).max(64),
    exceptions: z.array(deliveryExceptionSchema).max(MAX_UNIT_EXCEPTIONS),
  })
  .strict();

/** A unit of a call, checked before its exceptions (each is checked on its own, so all bad ones are named). */
export const calendarUnitEnvelopeSchema = z
  .object({
    id: text().trim().min(1).max(64),
    exceptions: z.array(z.unknown()).max(MAX_UNIT_EXCEPTIONS),
  })
  .strict();

/** The call's envelope, checked before its rows. */
export const deliveryCalendarEnvelopeSchema = z
  .object({
    /** Replace each unit's exceptions from this date on; default: the call's earliest exception date. */
    from: calendarDate().optional(),
    businessUnits: z.array(z.unknown()).min(1).max(MAX_CALENDAR_UNITS),
  })
  .strict();

/** Body of `PUT /integration/v1/delivery-calendar`. */
export const deliveryCalendarBodySchema = z
  .object({
    from: calendarDate().optional(),
    businessUnits: z.array(calendarUnitSchema).min(1).max(MAX_CALENDAR_UNITS),
  })
  .meta({
    examples: [
      { businessUnits: [{ id: 'NYC01', exceptions: [{ date: '2026-12-02', closed: true }] }] },
      {
        businessUnits: [
          {
            id: 'NYC01',
            exceptions: [
              { date: '2026-11-26', closed: true, note: 'Thanksgiving' },
              {
                date: '2026-11-27',
                cutoffDate: '2026-11-25',
                cutoffTime: '12:00',
                note: 'Day after Thanksgiving',
              },
              { date: '2026-12-25', movedTo: '2026-12-26', note: 'Christmas' },
              { date: '2026-12-19', extra: true, note: 'Holiday rush' },
            ],
          },
        ],
      },
    ],
  });

/** Body of `PUT /integration/v1/delivery-calendar`. */
export type DeliveryCalendarBody = z.infer<typeof deliveryCalendarBodySchema>;

/** What a calendar call did. */
export const deliveryCalendarResultSchema = z
  .object({
    received: z.number().int(),
    /** Business units whose exceptions changed. */
    changed: z.number().int(),
    added: z.number().int(),
    updated: z.number().int(),
    removed: z.number().int(),
    unchanged: z.number().int(),
    /** Placed orders moved to another delivery date (or given a new cut-off). */
    ordersMoved: z.number().int(),
    /** Carts whose chosen delivery date moved. */
    cartsMoved: z.number().int(),
    message: z.string(),
  })
  .meta({
    examples: [
      {
        received: 1,
        changed: 1,
        added: 1,
        updated: 0,
        removed: 0,
        unchanged: 0,
        ordersMoved: 3,
        cartsMoved: 2,
        message: '1 exception added; 3 orders and 2 carts moved.',
      },
    ],
  });

/** What a calendar call did. */
export type DeliveryCalendarResult = z.infer<typeof deliveryCalendarResultSchema>;

/** A business unit's weekly pattern, as the staff console shows it. */
export const staffCalendarUnitSchema = z.object({
  id: z.string(),
  name: z.string(),
  timeZone: z.string(),
  deliveryWeekdays: z.array(z.number().int()),
  cutoffTime: z.string(),
  leadDays: z.number().int(),
  /** Exceptions from today on. */
  upcomingExceptions: z.number().int(),
});

/** A stored exception as the staff console shows it. */
export const staffDeliveryExceptionSchema = z.object({
  date: z.string(),
  closed: z.boolean(),
  movedTo: z.string().nullable(),
  extra: z.boolean(),
  cutoffDate: z.string().nullable(),
  cutoffTime: z.string().nullable(),
  note: z.string(),
});

/** A staff-console exception. */
export type StaffDeliveryException = z.infer<typeof staffDeliveryExceptionSchema>;

/** `GET /web-api/staff/delivery-calendar`: every business unit's pattern. */
export const staffCalendarUnitsSchema = z.object({ businessUnits: z.array(staffCalendarUnitSchema) });

/** Every business unit's pattern. */
export type StaffCalendarUnits = z.infer<typeof staffCalendarUnitsSchema>;

/** One delivery date the calendar gives, with its cut-off. */
export const calendarDeliverySchema = z.object({
  date: z.string(),
  /** The cut-off instant (ISO). */
  cutOff: z.string(),
});

/** `GET /web-api/staff/delivery-calendar/:businessUnitId`: the pattern, upcoming exceptions and resulting dates. */
export const staffUnitCalendarSchema = z.object({
  businessUnit: staffCalendarUnitSchema,
  exceptions: z.array(staffDeliveryExceptionSchema),
  /** The next delivery dates of a route that takes every delivery weekday, nearest first. */
  nextDeliveries: z.array(calendarDeliverySchema),
});

/** A business unit's calendar in the staff console. */
export type StaffUnitCalendar = z.infer<typeof staffUnitCalendarSchema>;

/** Path of one business unit's calendar. */
export const staffCalendarParamsSchema = z.object({ businessUnitId: text().trim().min(1).max(64) });

/** Path of one exception. */
export const staffExceptionParamsSchema = staffCalendarParamsSchema.extend({ date: calendarDate() });

/** Body of `PUT /web-api/staff/delivery-calendar/:businessUnitId/exceptions/:date` (the date is the path's). */
export const staffExceptionBodySchema = deliveryExceptionSchema.omit({ date: true }).extend({
  /** When editing an exception whose date changes: the date it had, which is removed. */
  replacesDate: calendarDate().nullish(),
});

/** Body of an exception write from the console. */
export type StaffExceptionBody = z.infer<typeof staffExceptionBodySchema>;
