/** How a job type spaces its retries: doubling from `baseMs`, never longer than `maxMs`. */
export interface RetryPolicy {
  baseMs: number;
  maxMs: number;
}

/** Ten seconds, doubling to at most an hour: rides out a restart or a short outage of a remote service. */
export const DEFAULT_RETRY_POLICY: RetryPolicy = { baseMs: 10_000, maxMs: 3_600_000 };

/**
 * The wait before retrying after failed attempt number `attempt` (1-based): exponential and capped,
 * scaled by a random factor in [0.5, 1] so jobs that failed together do not all retry together.
 */
export function retryDelayMs(
  attempt: number,
  policy: RetryPolicy,
  random: () => number = Math.random,
): number {
  const exponential = policy.baseMs * 2 ** Math.max(0, attempt - 1);
  const capped = Math.min(policy.maxMs, exponential);
  return Math.round(capped * (0.5 + random() / 2));
}
