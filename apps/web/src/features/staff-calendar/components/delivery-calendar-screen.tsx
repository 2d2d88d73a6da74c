import type { StaffDeliveryException, StaffUnitCalendar } from '@larder/contract';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { errorMessageOf } from '../../../lib/api-error.ts';
import { deliveryDay, zonedDayTime } from '../../../lib/date-time.ts';
import { useRemoveException } from '../api/change-exception.ts';
import { useCalendarUnits } from '../api/get-calendar-units.ts';
import { ServedStatesForm } from './served-states-form.tsx';
import { useUnitCalendar } from '../api/get-unit-calendar.ts';
import { ExceptionForm } from './exception-form.tsx';

const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

/** What an exception does, in words. */
function exceptionText(exception: StaffDeliveryException): string {
  const cutoff =
    exception.cutoffDate || exception.cutoffTime
      ? `cut-off ${exception.cutoffDate ? deliveryDay(exception.cutoffDate, 'short') : 'as usual'}${exception.cutoffTime ? ` at ${exception.cutoffTime}` : ''}`
      : null;
  if (exception.closed) return 'Closed: no delivery';
  if (exception.movedTo)
    return `Delivered on ${deliveryDay(exception.movedTo)}${cutoff ? `, ${cutoff}` : ''}`;
  if (exception.extra) return `Extra delivery day${cutoff ? `, ${cutoff}` : ''}`;
  return cutoff ? `Different ${cutoff}` : 'No change';
}

function WeeklyPattern({ unit }: { unit: StaffUnitCalendar['businessUnit'] }) {
  return (
    <dl className="grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
      <dt className="font-semibold">Delivers on</dt>
      <dd>{unit.deliveryWeekdays.map((day) => WEEKDAYS[day - 1]).join(', ')}</dd>
      <dt className="font-semibold">Cut-off</dt>
      <dd>
        {unit.cutoffTime} ({unit.timeZone}), {unit.leadDays} day{unit.leadDays === 1 ? '' : 's'} before the
        delivery
      </dd>
    </dl>
  );
}

function ExceptionRows({
  calendar,
  onEdit,
}: {
  calendar: StaffUnitCalendar;
  onEdit: (exception: StaffDeliveryException) => void;
}) {
  const remove = useRemoveException(calendar.businessUnit.id);
  if (calendar.exceptions.length === 0) return <p className="text-sm text-stone-600">No exceptions ahead.</p>;
  return (
    <>
      {remove.isError && (
        <Alert tone="error" title="Not removed">
          {errorMessageOf(remove.error)}
        </Alert>
      )}
      <table className="w-full text-left text-sm">
        <thead>
          <tr className="border-b border-stone-200 text-stone-600">
            <th className="py-2">Date</th>
            <th className="py-2">What happens</th>
            <th className="py-2">Note</th>
            <th className="py-2">
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {calendar.exceptions.map((exception) => (
            <tr
              key={exception.date}
              className="border-b border-stone-100"
              data-testid={`exception-${exception.date}`}
            >
              <td className="py-2 font-medium whitespace-nowrap">{deliveryDay(exception.date)}</td>
              <td className="py-2">
                {exception.closed ? <Badge tone="caution">Closed</Badge> : exceptionText(exception)}
              </td>
              <td className="py-2 text-stone-600">{exception.note}</td>
              <td className="py-2 text-right whitespace-nowrap">
                <Button variant="ghost" onPress={() => onEdit(exception)}>
                  Edit
                </Button>
                <Button
                  variant="ghost"
                  isPending={remove.isPending && remove.variables === exception.date}
                  onPress={() => remove.mutate(exception.date)}
                  aria-label={`Remove the exception of ${exception.date}`}
                >
                  Remove
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}

function NextDeliveries({ calendar }: { calendar: StaffUnitCalendar }) {
  return (
    <ol className="grid gap-1 text-sm" aria-label="Next delivery dates">
      {calendar.nextDeliveries.map((delivery) => (
        <li key={delivery.date}>
          <span className="font-medium">{deliveryDay(delivery.date)}</span>
          <span className="text-stone-600">
            {' '}
            – order by {zonedDayTime(delivery.cutOff, calendar.businessUnit.timeZone)}
          </span>
        </li>
      ))}
    </ol>
  );
}

function UnitCalendar({ businessUnitId }: { businessUnitId: string }) {
  const calendar = useUnitCalendar(businessUnitId);
  const [editing, setEditing] = useState<StaffDeliveryException | 'new' | null>(null);
  if (calendar.isPending) return <Skeleton className="h-64" />;
  if (calendar.isError)
    return (
      <Alert tone="error" title="The calendar did not load">
        {errorMessageOf(calendar.error)}
      </Alert>
    );
  const data = calendar.data;
  return (
    <div className="grid gap-6 lg:grid-cols-[2fr_1fr]">
      <section className="flex flex-col gap-4" aria-label="Exceptions">
        <WeeklyPattern unit={data.businessUnit} />
        <div className="flex items-center justify-between">
          <h2 className="text-lg font-bold text-stone-900">Upcoming exceptions</h2>
          {editing === null && <Button onPress={() => setEditing('new')}>Add exception</Button>}
        </div>
        {editing !== null && (
          <ExceptionForm
            key={editing === 'new' ? 'new' : editing.date}
            businessUnitId={businessUnitId}
            timeZone={data.businessUnit.timeZone}
            editing={editing === 'new' ? null : editing}
            onDone={() => setEditing(null)}
          />
        )}
        <ExceptionRows calendar={data} onEdit={setEditing} />
      </section>
      <section className="flex flex-col gap-2" aria-label="Resulting delivery dates">
        <h2 className="text-lg font-bold text-stone-900">Next delivery dates</h2>
        <p className="text-sm text-stone-600">For a route that takes every delivery day of this warehouse.</p>
        <NextDeliveries calendar={data} />
        <h2 className="mt-4 text-lg font-bold text-stone-900">States served</h2>
        <ServedStatesForm businessUnitId={businessUnitId} />
      </section>
    </div>
  );
}

/** The delivery calendar screen: pick a warehouse, see its pattern, exceptions and resulting dates (ADR 042). */
export function DeliveryCalendarScreen() {
  const units = useCalendarUnits();
  const [chosen, setChosen] = useState<string | null>(null);
  if (units.isPending) return <Skeleton className="h-40" />;
  if (units.isError)
    return (
      <Alert tone="error" title="Warehouses did not load">
        {errorMessageOf(units.error)}
      </Alert>
    );
  const unitId = chosen ?? units.data[0]?.id ?? null;
  return (
    <div className="flex flex-col gap-6">
      <Select
        label="Warehouse"
        className="max-w-md"
        options={units.data.map((unit) => ({
          id: unit.id,
          label: `${unit.name} (${unit.id}) – ${unit.upcomingExceptions} exception${unit.upcomingExceptions === 1 ? '' : 's'} ahead`,
        }))}
        value={unitId ?? ''}
        onChange={setChosen}
      />
      {unitId ? <UnitCalendar businessUnitId={unitId} /> : <p>No business units yet.</p>}
    </div>
  );
}
