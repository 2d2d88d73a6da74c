import {
  calendarUnitEnvelopeSchema,
  deliveryCalendarEnvelopeSchema,
  deliveryExceptionSchema,
  type DeliveryExceptionInput,
} from '@larder/contract';
import { exceptionProblems } from '@larder/domain';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../plugins/app-error.ts';
import { businessUnitsById } from '../organizations/organizations.service.ts';

/** A checked unit of a calendar call: its id and its exceptions from `from` on. */
export interface CheckedUnitCalendar {
  businessUnitId: string;
  from: string;
  exceptions: DeliveryExceptionInput[];
}

/** The first issue message per path, keyed `businessUnits.<i>.<path>`. */
function issuesOf(
  index: number,
  issues: readonly { path: PropertyKey[]; message: string }[],
  errors: Map<string, string>,
) {
  for (const issue of issues) {
    const key = ['businessUnits', index, ...issue.path.map(String)].join('.');
    if (!errors.has(key)) errors.set(key, issue.message);
  }
}

/**
 * Checks every row of a calendar call (ADR 042): its shape, each exception's rule (delivery-calendar.ts),
 * units named twice or unknown, and dates before the call's `from`. Returns the units to write, or every
 * bad field of every row keyed `businessUnits.0.exceptions.2.movedTo`; a call that is not a list of units at
 * all throws its 400 at once.
 */
export async function checkCalendarCall(
  db: Db,
  body: unknown,
): Promise<{ units: CheckedUnitCalendar[]; errors: Map<string, string> }> {
  const envelope = deliveryCalendarEnvelopeSchema.safeParse(body);
  if (!envelope.success) {
    const fields = Object.fromEntries(
      envelope.error.issues.map((issue) => [issue.path.join('.') || 'businessUnits', issue.message]),
    );
    throw new AppError('VALIDATION_FAILED', Object.values(fields)[0] ?? 'The request is not valid.', fields);
  }
  const errors = new Map<string, string>();
  const parsed: ({ id: string; exceptions: DeliveryExceptionInput[] } | null)[] = [];
  envelope.data.businessUnits.forEach((row, index) => {
    const unit = calendarUnitEnvelopeSchema.safeParse(row);
    if (!unit.success) {
      issuesOf(index, unit.error.issues, errors);
      parsed.push(null);
      return;
    }
    const exceptions: DeliveryExceptionInput[] = [];
    unit.data.exceptions.forEach((candidate, at) => {
      const exception = deliveryExceptionSchema.safeParse(candidate);
      if (exception.success) exceptions.push(exception.data);
      else {
        issuesOf(
          index,
          exception.error.issues.map((issue) => ({ ...issue, path: ['exceptions', at, ...issue.path] })),
          errors,
        );
        // A placeholder keeps the indexes of the rows after it; it says nothing, so the rule skips it.
        exceptions.push({ date: '' });
      }
    });
    for (const problem of exceptionProblems(exceptions)) {
      const key = `businessUnits.${index}.exceptions.${problem.index}.${problem.field}`;
      if (exceptions[problem.index]!.date === '' || errors.has(key)) continue;
      errors.set(key, `${problem.reason[0]!.toUpperCase()}${problem.reason.slice(1)}.`);
    }
    parsed.push({ id: unit.data.id, exceptions });
  });
  const ids = parsed.flatMap((unit) => (unit ? [unit.id] : []));
  const known = await businessUnitsById(db, ids);
  const dates = parsed.flatMap(
    (unit) => unit?.exceptions.map((exception) => exception.date).filter(Boolean) ?? [],
  );
  const from = envelope.data.from ?? [...dates].sort()[0];
  const firstIndexOf = new Map<string, number>();
  parsed.forEach((unit, index) => {
    if (!unit) return;
    if (!known.has(unit.id)) errors.set(`businessUnits.${index}.id`, `No business unit ${unit.id}.`);
    if (firstIndexOf.has(unit.id)) {
      errors.set(
        `businessUnits.${index}.id`,
        `Business unit ${unit.id} is listed twice (${firstIndexOf.get(unit.id)} and ${index}).`,
      );
    } else firstIndexOf.set(unit.id, index);
    if (!from) {
      errors.set(
        `businessUnits.${index}.exceptions`,
        'Send exceptions, or "from" to clear them from a date on.',
      );
    }
    unit.exceptions.forEach((exception, at) => {
      if (from && exception.date !== '' && exception.date < from) {
        errors.set(`businessUnits.${index}.exceptions.${at}.date`, `Is before "from" (${from}).`);
      }
    });
  });
  if (errors.size > 0 || !from) return { units: [], errors };
  return {
    units: parsed.map((unit) => ({ businessUnitId: unit!.id, from, exceptions: unit!.exceptions })),
    errors,
  };
}
