import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../app.ts';
import { loadConfig } from '../plugins/config.ts';
import { CLIENT_HEADER, CLIENT_HEADER_VALUE } from '../plugins/cross-site.ts';
import { SESSION_COOKIE } from '../plugins/session.ts';
import { openTestDatabase, type TestDatabase } from './test-database.ts';
import { TEST_PASSWORD } from './factories.ts';

/** A built app on a throwaway database, for API tests through `inject`. */
export interface TestApp {
  app: FastifyInstance;
  database: TestDatabase;
  close(): Promise<void>;
}

/** Builds the real app on a fresh, migrated, empty database. */
export async function createTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const database = await openTestDatabase();
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', WEB_DIST_DIR: '/nonexistent', ...env });
  const app = await buildApp({ config, database, logger: false });
  await app.ready();
  return { app, database, close: () => app.close() };
}

/** A browser-like client: keeps the session cookie and sends the same-origin header on writes. */
export class TestClient {
  cookie: string | null = null;

  /** `address` is the client address every request comes from (default: inject's 127.0.0.1). */
  private readonly app: FastifyInstance;
  private readonly address: string | undefined;

  constructor(app: FastifyInstance, address?: string) {
    this.app = app;
    this.address = address;
  }

  /** Sends a request as our own page would. */
  async request(options: InjectOptions): Promise<LightMyRequestResponse> {
    const headers: Record<string, string> = { ...(options.headers as Record<string, string>) };
    if (options.method && options.method !== 'GET') headers[CLIENT_HEADER] ??= CLIENT_HEADER_VALUE;
    if (this.cookie) headers.cookie = `${SESSION_COOKIE}=${this.cookie}`;
    const response = await this.app.inject({
      ...(this.address ? { remoteAddress: this.address } : {}),
      ...options,
      headers,
    });
    const set = response.cookies.find((c) => c.name === SESSION_COOKIE);
    if (set)
      this.cookie =
        set.value === '' || (set.expires && set.expires.getTime() < Date.now()) ? null : set.value;
    return response;
  }

  /** GETs a path. */
  get(url: string, headers: Record<string, string> = {}) {
    return this.request({ method: 'GET', url, headers });
  }

  /** PATCHes JSON to a path. */
  patch(url: string, payload?: object, headers: Record<string, string> = {}) {
    return this.request({ method: 'PATCH', url, payload, headers });
  }

  /** POSTs JSON to a path. */
  post(url: string, payload?: object, headers: Record<string, string> = {}) {
    return this.request({ method: 'POST', url, payload, headers });
  }

  /** Signs in and fails loudly when that does not work. */
  async login(email: string, password: string): Promise<LightMyRequestResponse> {
    const response = await this.post('/web-api/auth/login', { email, password });
    if (response.statusCode !== 200) throw new Error(`login failed: ${response.statusCode} ${response.body}`);
    return response;
  }
}

/** A client signed in as `email` (password TEST_PASSWORD unless given): a buyer's or a staff member's browser. */
export async function signedInClient(
  t: TestApp,
  email: string,
  password = TEST_PASSWORD,
): Promise<TestClient> {
  const client = new TestClient(t.app);
  await client.login(email, password);
  return client;
}
