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
