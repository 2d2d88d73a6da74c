import type { StaffSiteAlert } from '@larder/contract';

/** Where a site alert stands at an instant. */
export type AlertState = 'none' | 'showing' | 'scheduled' | 'ended';

/** Whether buyers see an alert at `now`: from its start (inclusive) to its end (exclusive), as the server decides. */
export function alertStateAt(alert: StaffSiteAlert | undefined, now: Date): AlertState {
  if (!alert) return 'none';
  if (alert.startsAt && now.getTime() < Date.parse(alert.startsAt)) return 'scheduled';
  if (alert.endsAt && now.getTime() >= Date.parse(alert.endsAt)) return 'ended';
  return 'showing';
}

const pad = (n: number) => String(n).padStart(2, '0');

/** An instant as a datetime-local input shows it, in the browser's time zone: 'YYYY-MM-DDTHH:mm'. */
export function localInputOf(iso: string): string {
  const date = new Date(iso);
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** A datetime-local input's value (the browser's time zone) as an ISO instant; the input as typed when it is not a date. */
export function instantOf(local: string): string {
  const date = new Date(local);
  return Number.isNaN(date.getTime()) ? local : date.toISOString();
}
