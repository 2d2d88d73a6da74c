/** The calendar date `days` after (or before, when negative) `today`, as YYYY-MM-DD in UTC. */
export function isoDate(today: Date, days: number): string {
  return addDays(today, days).toISOString().slice(0, 10);
}

/** The instant `days` after (or before, when negative) `today`. */
export function addDays(today: Date, days: number): Date {
  return new Date(today.getTime() + days * 86_400_000);
}
