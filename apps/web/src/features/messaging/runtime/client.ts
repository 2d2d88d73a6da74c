import { baseUrlOf, DEFAULT_TIMEOUT_MS, PLATFORM, SDK_VERSION, type MessagingConfig } from './config.ts';
import { check, type ClientError, type Schema } from './checks.ts';

/** What an error response carries, in Iterable's shape. */
export interface ErrorData {
  code?: string;
  msg?: string;
  message?: string;
  clientErrors?: ClientError[];
  [key: string]: unknown;
}

/** A failed messaging call: the message axios would give, and the response when there was one. */
export class MessagingError extends Error {
  /** The answer (real, or synthetic for a client-side check), absent for network failures. */
  readonly response?: { status: number; data: ErrorData };
  constructor(message: string, response?: { status: number; data: ErrorData }) {
    super(message);
    this.name = 'MessagingError';
    this.response = response;
  }
}

/** Spec section 8: the synthetic 400 a client-side validation failure is rejected with. */
export function clientSideError(clientErrors: ClientError[]): MessagingError {
  return new MessagingError('Client-side error', {
    status: 400,
    data: { code: 'GenericError', msg: 'Client-side error', message: 'Client-side error', clientErrors },
  });
}

/** One call: its method, path under the base URL, body or query, and the schemas they must pass first. */
export interface MessagingRequest {
  method: 'GET' | 'POST';
  path: string;
  data?: Record<string, unknown>;
  params?: Record<string, unknown>;
  validation?: { data?: Schema; params?: Schema };
}

/** What the client needs besides its config: the key, the signed-in e-mail and a way to get a JWT. */
export interface ClientAuth {
  apiKey: string;
  email: string;
  /** A fresh JWT for the e-mail (GET /web-api/iterable/get-jwt). */
  getJwt: () => Promise<string>;
  fetch?: typeof fetch;
  timeoutMs?: number;
}

/** Query string with array values as repeated keys (spec section 7), undefined values left out. */
export function queryOf(params: Record<string, unknown>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null) continue;
    for (const item of Array.isArray(value) ? value : [value]) search.append(key, String(item));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** The messaging HTTP client: checks, headers, JWT renewal on 401, and axios-like errors. */
export interface MessagingClient {
  request<T = unknown>(call: MessagingRequest): Promise<T>;
  /** The JWT held now (null before the first call). */
  jwt(): string | null;
}

/** A client for one signed-in user. */
export function createClient(config: MessagingConfig, auth: ClientAuth): MessagingClient {
  const doFetch = auth.fetch ?? ((input, init) => fetch(input, init));
  const timeoutMs = auth.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  let token: string | null = null;
  let pending: Promise<string> | null = null;

  const renew = () =>
    (pending ??= auth.getJwt().then(
      (value) => {
        token = value;
        pending = null;
        return value;
      },
      (error: unknown) => {
        pending = null;
        throw error;
      },
    ));

  async function send(call: MessagingRequest, jwt: string): Promise<Response> {
    const withUser = (fields: Record<string, unknown> = {}) =>
      'email' in fields || 'userId' in fields ? fields : { ...fields, email: auth.email };
    const url = `${baseUrlOf(config)}${call.path}${call.method === 'GET' ? queryOf(withUser(call.params)) : queryOf(call.params ?? {})}`;
    const controller = timeoutMs > 0 ? new AbortController() : null;
    const timer = controller ? setTimeout(() => controller.abort(), timeoutMs) : null;
    try {
      return await doFetch(url, {
        method: call.method,
        headers: {
          'Api-Key': auth.apiKey,
          Authorization: `Bearer ${jwt}`,
          'SDK-Version': SDK_VERSION,
          'SDK-Platform': PLATFORM,
          ...(call.method === 'POST' ? { 'Content-Type': 'application/json' } : {}),
        },
        body: call.method === 'POST' ? JSON.stringify(withUser(call.data)) : undefined,
        signal: controller?.signal,
      });
    } catch {
      if (controller?.signal.aborted) throw new MessagingError(`timeout of ${timeoutMs}ms exceeded`);
      throw new MessagingError('Network Error');
    } finally {
      if (timer) clearTimeout(timer);
    }
  }

  async function request<T>(call: MessagingRequest): Promise<T> {
    const errors = [
      ...(call.validation?.data ? check(call.validation.data, call.data ?? {}) : []),
      ...(call.validation?.params ? check(call.validation.params, call.params ?? {}) : []),
    ];
    if (errors.length > 0) throw clientSideError(errors);
    let response = await send(call, token ?? (await renew()));
    // Spec section 8: a 401 gets a new token and the call is sent once more.
    if (response.status === 401) response = await send(call, await renew());
    const body: unknown = await response.json().catch(() => ({}));
    if (!response.ok) {
      throw new MessagingError(`Request failed with status code ${response.status}`, {
        status: response.status,
        data: (typeof body === 'object' && body !== null ? body : {}) as ErrorData,
      });
    }
    return body as T;
  }

  return { request, jwt: () => token };
}
