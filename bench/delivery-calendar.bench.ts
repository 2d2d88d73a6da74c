import { performance } from 'node:perf_hooks';
import {
  compileCalendar,
  dateOf,
  DAY_MS,
  dayOf,
  nextDelivery,
  subCartSchedule,
  upcomingDeliveries,
  type DeliveryException,
} from '@larder/domain';
import { holidayExceptions, usHolidays } from '../apps/server/src/db/seed/delivery-calendar.ts';
import { BUSINESS_UNITS } from '../apps/server/src/db/seed/reference-data.ts';

/** Requests timed; each computes what one header and one cart of four sub-carts compute of their dates. */
const REQUESTS = Number(process.env.CALENDAR_REQUESTS ?? 20_000);
const TARGET_P99_MS = 2;

/** A year of exceptions for a unit: the holidays plus a closure, a moved delivery or a cut-off every few days. */
function yearOfExceptions(unit: (typeof BUSINESS_UNITS)[number], start: number): DeliveryException[] {
  const holidays = holidayExceptions(unit, [...usHolidays(2026), ...usHolidays(2027)]);
  const taken = new Set(holidays.map((e) => e.date));
  const extra: DeliveryException[] = [];
  for (let i = 3; i < 365; i += 4) {
    const date = dateOf(start + i * DAY_MS);
    if (taken.has(date)) continue;
    const kind = i % 3;
    if (kind === 0) extra.push({ date, closed: true });
    else if (kind === 1)
      extra.push({ date, cutoffDate: dateOf(start + (i - 2) * DAY_MS), cutoffTime: '11:30' });
    else extra.push({ date, extra: true, cutoffTime: '09:00' });
  }
  return [...holidays, ...extra];
}

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

/**
 * The delivery calendar's cost per request (issue 30): the header's next delivery and a cart's offered dates
 * (six per sub-cart, regular, JIT, pre-order and drop-ship of the buyer's unit) with a year of exceptions per
 * unit, at instants spread over a year (so no minute cache helps). In-process: the calendars are compiled
 * once per stamp (delivery-calendar.service.ts), which is timed too.
 */
export async function main(): Promise<boolean> {
  const start = dayOf('2026-01-01')!;
  const compileStart = performance.now();
  const calendars = new Map(
    BUSINESS_UNITS.map((unit) => [unit.id, compileCalendar(yearOfExceptions(unit, start))]),
  );
  const compileMs = performance.now() - compileStart;
  const exceptions = BUSINESS_UNITS.map((unit) => yearOfExceptions(unit, start).length);
  const kinds = ['regular', 'jit', 'preOrder', 'dropShip'] as const;
  const timings: number[] = [];
  let dates = 0;
  const cpuBefore = process.cpuUsage();
  for (let i = 0; i < REQUESTS; i++) {
    const unit = BUSINESS_UNITS[i % BUSINESS_UNITS.length]!;
    const now = new Date(start + ((i * 7_919_993) % (365 * DAY_MS)));
    const base = {
      timeZone: unit.timezone,
      deliveryWeekdays: unit.deliveryWeekdays,
      cutoffTime: unit.cutoffTime,
      leadDays: unit.leadDays,
      calendar: calendars.get(unit.id),
    };
    const routeWeekdays = unit.deliveryWeekdays.filter((day) => day % 2 === i % 2);
    const began = performance.now();
    if (nextDelivery(now, { ...base, routeWeekdays })) dates += 1;
    for (const kind of kinds)
      dates += upcomingDeliveries(now, subCartSchedule(base, routeWeekdays, kind), 6).length;
    timings.push(performance.now() - began);
  }
  const cpu = process.cpuUsage(cpuBefore);
  // CPU time per request: what the computation costs, apart from time the process waited for a core.
  const cpuMs = (cpu.user + cpu.system) / 1000 / REQUESTS;
  timings.sort((a, b) => a - b);
  const p50 = percentile(timings, 50);
  const p99 = percentile(timings, 99);
  const met = p99 <= TARGET_P99_MS;
  console.info(
    '\ndelivery calendar: header + cart dates per request, a year of exceptions per unit (in process)',
  );
  console.info(
    `  units ${BUSINESS_UNITS.length}, exceptions per unit ${exceptions.join('/')}, compile all ${compileMs.toFixed(2)} ms`,
  );
  console.info(`  requests ${REQUESTS}, dates computed ${dates}`);
  console.info(`  CPU per request ${cpuMs.toFixed(3)} ms (mean)`);
  console.info(`  p50 ${p50.toFixed(3)} ms, p99 ${p99.toFixed(3)} ms, max ${timings.at(-1)!.toFixed(3)} ms`);
  console.info(
    `  target p99 <= ${TARGET_P99_MS} ms: ${met ? 'met' : 'MISSED'} (ratio ${(p99 / TARGET_P99_MS).toFixed(3)})`,
  );
  return met;
}
