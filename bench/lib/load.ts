import { execFileSync } from 'node:child_process';
import autocannon from 'autocannon';

/** The figures a load run is judged by. */
export interface LoadResult {
  label: string;
  connections: number;
  requestsPerSecond: number;
  p99Ms: number;
  errors: number;
}

/** Runs autocannon against one request shape and returns its req/s and p99 latency. */
export async function load(options: {
  label: string;
  url: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  connections: number;
  seconds: number;
}): Promise<LoadResult> {
  const result = await autocannon({
    url: options.url,
    method: options.method ?? 'GET',
    headers: options.headers,
    body: options.body,
    connections: options.connections,
    duration: options.seconds,
  });
  return {
    label: options.label,
    connections: options.connections,
    requestsPerSecond: Math.round(result.requests.average),
    p99Ms: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

/**
 * Lets the machine settle before a timed phase: the operating system writes out what seeding and filling
 * carts left in its page cache (otherwise that writeback lands in the middle of the next phase's requests,
 * and on the embedded database those requests write files from the server's own thread), then a short rest.
 */
export async function settle(restMs = 2_000): Promise<void> {
  execFileSync('sync');
  await new Promise((resolve) => setTimeout(resolve, restMs));
}
