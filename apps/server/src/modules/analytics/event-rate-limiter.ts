/**
 * Counts analytics calls per client address in fixed one-minute windows. It lives in one process, so N
 * processes allow N times the limit: enough to stop a runaway script, without a database write per batch.
 */
export class EventRateLimiter {
  private window = -1;
  private readonly used = new Map<string, number>();

  private readonly perMinute: number;
  private readonly now: () => number;

  constructor(perMinute: number, now: () => number = Date.now) {
    this.perMinute = perMinute;
    this.now = now;
  }

  /** Takes `count` calls from the address's allowance; false (and nothing taken) when that would exceed it. */
  take(address: string, count: number): boolean {
    const window = Math.floor(this.now() / 60_000);
    if (window !== this.window) {
      this.window = window;
      this.used.clear();
    }
    const used = this.used.get(address) ?? 0;
    if (used + count > this.perMinute) return false;
    this.used.set(address, used + count);
    return true;
  }
}
