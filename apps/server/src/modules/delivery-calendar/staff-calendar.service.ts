import type { StaffDeliveryException, StaffExceptionBody, StaffUnitCalendar } from '@larder/contract';
import {
  exceptionProblems,
  upcomingDeliveries,
  zonedCalendarDay,
  type DeliveryException,
} from '@larder/domain';
import type { Db } from '../../db/client.ts';
import { AppError, notFound } from '../../plugins/app-error.ts';
import { businessUnitsById, type BusinessUnit } from '../organizations/organizations.service.ts';
import { exceptionOf, findExceptionsFrom } from './delivery-calendar.repository.ts';
import { normalizedException } from './delivery-calendar-writes.ts';
import { unitCalendarOf } from './delivery-calendar.service.ts';

/** How many resulting delivery dates the console shows. */
const NEXT_DELIVERIES = 8;

/** A unit's business unit row, or a 404. */
async function unitOrNotFound(db: Db, businessUnitId: string): Promise<BusinessUnit> {
  const unit = (await businessUnitsById(db, [businessUnitId])).get(businessUnitId);
  if (!unit) throw notFound('The business unit');
  return unit;
}

/** Today on the unit's calendar. */
const unitToday = (unit: BusinessUnit, now: Date) => zonedCalendarDay(now, unit.timezone);

/** The exceptions of a unit from its today on, as stored. */
async function upcomingExceptionsOf(
  db: Db,
  unit: BusinessUnit,
  now: Date,
): Promise<StaffDeliveryException[]> {
  const rows = await findExceptionsFrom(db, unitToday(unit, now), unit.id);
  return rows.map((row) => normalizedException(exceptionOf(row)));
}

function patternOf(unit: BusinessUnit, upcomingExceptions: number) {
  return {
    id: unit.id,
    name: unit.name,
    timeZone: unit.timezone,
    deliveryWeekdays: unit.deliveryWeekdays,
    cutoffTime: unit.cutoffTime,
    leadDays: unit.leadDays,
    upcomingExceptions,
  };
}

/** Every business unit's weekly pattern and how many exceptions lie ahead. */
export async function listCalendarUnits(db: Db, now = new Date()) {
  const units = [...(await businessUnitsById(db, [])).values()].sort((a, b) => a.id.localeCompare(b.id));
  const rows = await findExceptionsFrom(db, zonedCalendarDay(now, 'Etc/GMT+12'));
  return {
    businessUnits: units.map((unit) => {
      const today = unitToday(unit, now);
      return patternOf(
        unit,
        rows.filter((row) => row.businessUnitId === unit.id && row.date >= today).length,
      );
    }),
  };
}

/** A unit's pattern, upcoming exceptions and the delivery dates they give a route of every delivery weekday. */
export async function unitCalendarView(
  db: Db,
  businessUnitId: string,
  now = new Date(),
): Promise<StaffUnitCalendar> {
  const unit = await unitOrNotFound(db, businessUnitId);
  const [exceptions, calendar] = await Promise.all([
    upcomingExceptionsOf(db, unit, now),
    unitCalendarOf(db, unit.id, now),
  ]);
  const nextDeliveries = upcomingDeliveries(
    now,
    {
      timeZone: unit.timezone,
      deliveryWeekdays: unit.deliveryWeekdays,
      cutoffTime: unit.cutoffTime,
      leadDays: unit.leadDays,
      routeWeekdays: unit.deliveryWeekdays,
      calendar,
    },
    NEXT_DELIVERIES,
  ).map((option) => ({ date: option.deliveryDate, cutOff: option.cutOff.toISOString() }));
  return { businessUnit: patternOf(unit, exceptions.length), exceptions, nextDeliveries };
}

/** A console change as the calendar flow takes it: the unit's exceptions from `from` on, after the change. */
export interface PlannedUnitChange {
  businessUnitId: string;
  from: string;
  exceptions: DeliveryException[];
  before: StaffDeliveryException | null;
  after: StaffDeliveryException | null;
}

function refuse(problems: ReturnType<typeof exceptionProblems>, index: number): void {
  const mine = problems.filter((problem) => problem.index === index);
  if (mine.length === 0) return;
  const fields = Object.fromEntries(
    mine.map((problem) => [problem.field, `${problem.reason[0]!.toUpperCase()}${problem.reason.slice(1)}.`]),
  );
  throw new AppError('VALIDATION_FAILED', Object.values(fields)[0]!, fields);
}

/**
 * Plans setting one exception (and removing the one it replaces when its date changed): the unit's
 * exceptions from the earlier of the two dates on, with the change made; a 400 naming each bad field.
 */
export async function planExceptionSet(
  db: Db,
  businessUnitId: string,
  date: string,
  body: StaffExceptionBody,
): Promise<PlannedUnitChange> {
  await unitOrNotFound(db, businessUnitId);
  const { replacesDate, ...fields } = body;
  const from = replacesDate && replacesDate < date ? replacesDate : date;
  const stored = (await findExceptionsFrom(db, from, businessUnitId)).map(exceptionOf);
  const before = stored.find((row) => row.date === (replacesDate ?? date)) ?? null;
  const kept = stored.filter((row) => row.date !== date && row.date !== replacesDate);
  const wanted: DeliveryException = { ...fields, date };
  const exceptions = [...kept, wanted];
  refuse(exceptionProblems(exceptions), exceptions.length - 1);
  return {
    businessUnitId,
    from,
    exceptions,
    before: before && normalizedException(before),
    after: normalizedException(wanted),
  };
}

/** Plans removing one exception; a 404 when there is none on that date. */
export async function planExceptionRemoval(
  db: Db,
  businessUnitId: string,
  date: string,
): Promise<PlannedUnitChange> {
  await unitOrNotFound(db, businessUnitId);
  const stored = (await findExceptionsFrom(db, date, businessUnitId)).map(exceptionOf);
  const before = stored.find((row) => row.date === date);
  if (!before) throw notFound('The exception');
  return {
    businessUnitId,
    from: date,
    exceptions: stored.filter((row) => row.date !== date),
    before: normalizedException(before),
    after: null,
  };
}
