import type { ErrorResponse } from '@larder/contract';
import { ApiError } from './api-error.ts';

/** Options of one API call. */
export interface ApiCallOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  query?: Record<string, string | number | boolean | undefined>;
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

// The server refuses state-changing /web-api calls without this header (a cross-site form cannot set it).
const CLIENT_HEADER = { 'x-requested-with': 'larder-web' } as const;

/** The path with its query string; undefined values are left out. */
export function urlOf(path: string, query: ApiCallOptions['query']): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined) params.set(key, String(value));
  }
  const search = params.toString();
  if (!search) return path;
  return `${path}${path.includes('?') ? '&' : '?'}${search}`;
}

/** Sends one request; a failure to get any answer becomes an ApiError with status 0. */
export async function send(path: string, options: ApiCallOptions): Promise<Response> {
  const method = options.method ?? 'POST';
  const headers: Record<string, string> = { accept: 'application/json', ...options.headers };
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

function isErrorResponse(body: unknown): body is ErrorResponse {
  const error = (body as Partial<ErrorResponse> | null)?.error;
  return typeof error?.code === 'string' && typeof error.message === 'string';
}

/** The ApiError for a non-2xx answer: the server's `{ error }` body when it sent one. */
export async function errorOf(response: Response): Promise<ApiError> {
  const body: unknown = await response.json().catch(() => null);
  if (!isErrorResponse(body)) {
    return new ApiError(
      response.status,
      'BAD_RESPONSE',
      `Request failed with status code ${response.status}`,
    );
  }
  const { code, message, fields } = body.error;
  return new ApiError(response.status, code, message, fields);
}

/**
 * Calls the web API (POST unless told) and returns its JSON answer typed by the contract; failures throw
 * ApiError. Answers are not re-validated here: the server validates every response against the same
 * zod schemas, and keeping zod out of the page's first script keeps the storefront fast.
 */
export async function apiFetch<T>(path: string, options: ApiCallOptions = {}): Promise<T> {
  const response = await send(path, options);
  if (!response.ok) throw await errorOf(response);
  try {
    return (await response.json()) as T;
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
