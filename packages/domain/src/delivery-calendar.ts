/**
 * Delivery calendar exceptions (DESIGN.md section 5, ADR 042): dated changes to a business unit's weekly
 * delivery pattern.
 *
 * - closed: no delivery on `date`; what was due then goes to the next delivery day after it.
 * - movedTo: the delivery of `date` happens on `movedTo` instead (for the routes that had `date`).
 * - extra: an extra delivery on `date`, whatever its weekday, for every route of the unit.
 * - cutoffTime / cutoffDate: the cut-off of this delivery (of `movedTo` when the delivery moved) is at
 *   that wall-clock time on that day, instead of the unit's cut-off time lead days before.
 *
 * Exceptions are compiled once into sets keyed by day number, so a schedule reads a day in O(1).
 */

/** One dated exception, as staff and the ERP give it. */
export interface DeliveryException {
  /** The delivery date the exception is about, YYYY-MM-DD in the business unit's calendar. */
  date: string;
  /** No delivery on `date`. */
  closed?: boolean | null;
  /** The delivery of `date` happens on this date instead, YYYY-MM-DD. */
  movedTo?: string | null;
  /** An extra delivery day on `date`. */
  extra?: boolean | null;
  /** The cut-off time of this delivery, 'HH:MM' on the unit's wall clock. */
  cutoffTime?: string | null;
  /** The day the cut-off of this delivery falls on, YYYY-MM-DD (on or before the delivery). */
  cutoffDate?: string | null;
  /** Why, for staff and buyers (e.g. 'Thanksgiving'). */
  note?: string | null;
}

/** A cut-off that differs from the weekly rule: day (UTC midnight ms, or null for lead days before) and time of day in ms. */
interface CutoffOverride {
  dayMs: number | null;
  timeMs: number | null;
}

/** Exceptions compiled for fast lookups by day (UTC midnight milliseconds of the calendar date). */
export interface DeliveryCalendar {
  /** Identifies this compiled calendar for caches: a new compile gets a new id. */
  readonly id: number;
  /** Days with no delivery: closed, or moved away. */
  readonly closed: ReadonlySet<number>;
  /** Moved deliveries: from day to day. */
  readonly movedTo: ReadonlyMap<number, number>;
  /** The days deliveries were moved onto, with the days they came from. */
  readonly movedIn: ReadonlyMap<number, readonly number[]>;
  /** Extra delivery days. */
  readonly extra: ReadonlySet<number>;
  /** Cut-offs of single deliveries that differ from the rule, by delivery day. */
  readonly cutoffs: ReadonlyMap<number, CutoffOverride>;
}

/** A bad field of an exception: its index in the list, the field and why. */
export interface ExceptionProblem {
  index: number;
  field: keyof DeliveryException;
  reason: string;
}

/** Milliseconds in a calendar day. */
export const DAY_MS = 86_400_000;
const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
const TIME_PATTERN = /^([01]\d|2[0-3]):([0-5]\d)$/;
/** Exceptions reach at most this far from their delivery date (a cut-off 60 days ahead is a typo). */
const MAX_SHIFT_DAYS = 60;

let nextCalendarId = 1;

/** UTC midnight milliseconds of a real calendar date 'YYYY-MM-DD', or null when it is not one. */
export function dayOf(date: string): number | null {
  if (typeof date !== 'string' || !DATE_PATTERN.test(date)) return null;
  const ms = Date.parse(`${date}T00:00:00Z`);
  // Date.parse rolls 2026-02-30 over to March; a real date prints back as itself.
  return Number.isNaN(ms) || new Date(ms).toISOString().slice(0, 10) !== date ? null : ms;
}

/** Milliseconds since midnight of a wall-clock 'HH:MM', or null when it is not one. */
export function timeOfDay(time: string): number | null {
  const match = typeof time === 'string' ? TIME_PATTERN.exec(time) : null;
  return match ? (Number(match[1]) * 60 + Number(match[2])) * 60_000 : null;
}

/** 'YYYY-MM-DD' of a UTC midnight. */
export function dateOf(dayMs: number): string {
  return new Date(dayMs).toISOString().slice(0, 10);
}

/** ISO weekday (1 Monday .. 7 Sunday) of a UTC midnight; 1970-01-01 was a Thursday. */
export function weekdayOf(dayMs: number): number {
  return ((((Math.round(dayMs / DAY_MS) + 3) % 7) + 7) % 7) + 1;
}

/** Whether an exception changes anything: closed, moved, extra or a different cut-off. */
function saysSomething(exception: DeliveryException): boolean {
  return (
    exception.closed === true ||
    Boolean(exception.movedTo) ||
    exception.extra === true ||
    Boolean(exception.cutoffTime) ||
    Boolean(exception.cutoffDate)
  );
}

function problemsOfOne(exception: DeliveryException, index: number, push: (p: ExceptionProblem) => void) {
  const day = dayOf(exception.date);
  if (day === null) push({ index, field: 'date', reason: 'must be a real date, YYYY-MM-DD' });
  if (!saysSomething(exception)) {
    push({ index, field: 'date', reason: 'says nothing: give closed, movedTo, extra or a cut-off' });
  }
  const moved = exception.movedTo ? dayOf(exception.movedTo) : null;
  if (exception.movedTo && moved === null) {
    push({ index, field: 'movedTo', reason: 'must be a real date, YYYY-MM-DD' });
  }
  if (exception.closed === true) {
    for (const field of ['movedTo', 'extra', 'cutoffTime', 'cutoffDate'] as const) {
      if (exception[field]) push({ index, field, reason: 'a closed day has no delivery to move or cut off' });
    }
  }
  if (exception.extra === true && exception.movedTo) {
    push({ index, field: 'extra', reason: 'an extra delivery cannot also be moved' });
  }
  if (day !== null && moved !== null) {
    if (moved === day) push({ index, field: 'movedTo', reason: 'must differ from date' });
    if (Math.abs(moved - day) > MAX_SHIFT_DAYS * DAY_MS) {
      push({ index, field: 'movedTo', reason: `must be within ${MAX_SHIFT_DAYS} days of date` });
    }
  }
  if (exception.cutoffTime && timeOfDay(exception.cutoffTime) === null) {
    push({ index, field: 'cutoffTime', reason: 'must be HH:MM (24-hour)' });
  }
  if (exception.cutoffDate) {
    const cutoffDay = dayOf(exception.cutoffDate);
    const delivery = moved ?? day;
    if (cutoffDay === null) push({ index, field: 'cutoffDate', reason: 'must be a real date, YYYY-MM-DD' });
    else if (delivery !== null && cutoffDay > delivery) {
      push({ index, field: 'cutoffDate', reason: 'must be on or before the delivery' });
    } else if (delivery !== null && delivery - cutoffDay > MAX_SHIFT_DAYS * DAY_MS) {
      push({ index, field: 'cutoffDate', reason: `must be within ${MAX_SHIFT_DAYS} days of the delivery` });
    }
  }
  if (exception.note && exception.note.length > 200) {
    push({ index, field: 'note', reason: 'must be at most 200 characters' });
  }
}

/**
 * Every problem of one business unit's exceptions: bad dates and times, exceptions that say nothing or
 * contradict themselves, two for one date, and deliveries moved onto a closed day or a moved-away one.
 */
export function exceptionProblems(exceptions: readonly DeliveryException[]): ExceptionProblem[] {
  const problems: ExceptionProblem[] = [];
  const push = (problem: ExceptionProblem) => problems.push(problem);
  const firstIndexOf = new Map<string, number>();
  exceptions.forEach((exception, index) => {
    problemsOfOne(exception, index, push);
    if (firstIndexOf.has(exception.date)) {
      push({ index, field: 'date', reason: `repeats the exception at ${firstIndexOf.get(exception.date)}` });
    } else firstIndexOf.set(exception.date, index);
  });
  exceptions.forEach((exception, index) => {
    if (!exception.movedTo) return;
    const target = exceptions[firstIndexOf.get(exception.movedTo) ?? -1];
    if (target?.closed === true || target?.movedTo) {
      push({ index, field: 'movedTo', reason: 'is closed or moved itself' });
    }
  });
  return problems;
}

/** Compiles exceptions for lookups; exceptions with problems are ignored field by field, so a bad row never breaks a page. */
export function compileCalendar(exceptions: readonly DeliveryException[]): DeliveryCalendar {
  const closed = new Set<number>();
  const movedTo = new Map<number, number>();
  const movedIn = new Map<number, number[]>();
  const extra = new Set<number>();
  const cutoffs = new Map<number, CutoffOverride>();
  for (const exception of exceptions) {
    const day = dayOf(exception.date);
    if (day === null) continue;
    if (exception.closed === true) {
      closed.add(day);
      continue;
    }
    const moved = exception.movedTo ? dayOf(exception.movedTo) : null;
    if (moved !== null && moved !== day) {
      closed.add(day);
      movedTo.set(day, moved);
      movedIn.set(moved, [...(movedIn.get(moved) ?? []), day]);
    } else if (exception.extra === true) extra.add(day);
    const cutoffDay = exception.cutoffDate ? dayOf(exception.cutoffDate) : null;
    const cutoffTime = exception.cutoffTime ? timeOfDay(exception.cutoffTime) : null;
    if (cutoffDay !== null || cutoffTime !== null) {
      cutoffs.set(moved ?? day, { dayMs: cutoffDay, timeMs: cutoffTime });
    }
  }
  // A moved delivery never lands on a closed day: closing wins.
  for (const day of closed) extra.delete(day);
  return { id: nextCalendarId++, closed, movedTo, movedIn, extra, cutoffs };
}

/** The calendar without exceptions. */
export const EMPTY_CALENDAR: DeliveryCalendar = compileCalendar([]);
