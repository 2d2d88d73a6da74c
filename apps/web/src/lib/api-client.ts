import { errorResponseSchema } from '@larder/contract';
import { ApiError } from './api-error.ts';

/** Anything that can check an answer's shape; the contract's zod schemas fit. */
export interface ResponseSchema<T> {
  parse(data: unknown): T;
}

/** Options of one API call. */
export interface ApiCallOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  query?: Record<string, string | number | boolean | undefined>;
  body?: unknown;
  signal?: AbortSignal;
}

// The server refuses state-changing /web-api calls without this header (a cross-site form cannot set it).
const CLIENT_HEADER = { 'x-requested-with': 'larder-web' } as const;

function urlOf(path: string, query: ApiCallOptions['query']): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined) params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

async function send(path: string, options: ApiCallOptions): Promise<Response> {
  const method = options.method ?? 'POST';
  const headers: Record<string, string> = { accept: 'application/json' };
  if (method !== 'GET') Object.assign(headers, CLIENT_HEADER);
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  try {
    return await fetch(urlOf(path, options.query), {
      method,
      headers,
      credentials: 'same-origin',
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
    });
  } catch (error) {
    if (options.signal?.aborted) throw new ApiError(0, 'ABORTED', 'Request aborted');
    throw new ApiError(0, 'NETWORK', 'Network Error', {}, { cause: error });
  }
}

async function errorOf(response: Response): Promise<ApiError> {
  const parsed = errorResponseSchema.safeParse(await response.json().catch(() => null));
  if (!parsed.success) {
    return new ApiError(
      response.status,
      'BAD_RESPONSE',
      `Request failed with status code ${response.status}`,
    );
  }
  const { code, message, fields } = parsed.data.error;
  return new ApiError(response.status, code, message, fields);
}

/** Calls the web API (POST unless told) and returns the answer checked against its schema; failures throw ApiError. */
export async function apiFetch<T>(
  path: string,
  schema: ResponseSchema<T>,
  options: ApiCallOptions = {},
): Promise<T> {
  const response = await send(path, options);
  if (!response.ok) throw await errorOf(response);
  try {
    return schema.parse(await response.json());
  } catch (error) {
    throw new ApiError(
      response.status,
      'BAD_RESPONSE',
      'The server sent an answer this page cannot read.',
      {},
      {
        cause: error,
      },
    );
  }
}
