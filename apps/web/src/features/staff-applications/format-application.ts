import { dateTimeFormat } from '../../lib/format.ts';

/** When an application arrived or was reviewed, in the staff member's own time zone. */
export function formatApplicationTime(iso: string): string {
  return dateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
}
