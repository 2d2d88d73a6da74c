import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  startServerProcesses,
  stopServerProcesses,
  type ServerProcess,
} from './test-support/server-processes.ts';
import { freshPostgresDatabase } from './test-support/test-database.ts';
import { eventually } from './test-support/two-instances.ts';

// Three real server processes on one PostgreSQL database and one Redis, driven round-robin as a load
// balancer would: whatever a buyer or the staff do through one must hold on the others. PGlite is embedded
// in one process, so this file runs only with TEST_DATABASE_URL (vitest.config.ts leaves it out otherwise).
const adminUrl = process.env.TEST_DATABASE_URL!;
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const SESSION_LIMIT = 60;
const WRITE = { 'x-requested-with': 'larder-web', 'content-type': 'application/json' };

let target: Awaited<ReturnType<typeof freshPostgresDatabase>>;
let dataDir: string;
let processes: ServerProcess[];
let sql: pg.Client;

beforeAll(async () => {
  target = await freshPostgresDatabase(adminUrl);
  dataDir = mkdtempSync(path.join(tmpdir(), 'larder-scale-out-'));
  processes = await startServerProcesses(
    3,
    {
      DATABASE_URL: target.url,
      REDIS_URL,
      DATA_DIR: dataDir,
      NODE_ENV: 'production',
      WEB_DIST_DIR: '/nonexistent',
      DEMO_SKUS: '50',
      JOBS_POLL_MS: '200',
      RATE_LIMIT_SESSION_PER_MINUTE: String(SESSION_LIMIT),
      RATE_LIMIT_ORGANIZATION_PER_MINUTE: '100000',
      RATE_LIMIT_ADDRESS_PER_MINUTE: '100000',
    },
    { firstPort: 4400 + 3 * Math.floor(Math.random() * 150) },
  );
  sql = new pg.Client({ connectionString: target.url });
  await sql.connect();
}, 240_000);

afterAll(async () => {
  await sql?.end();
  if (processes) await stopServerProcesses(processes);
  rmSync(dataDir, { recursive: true, force: true });
  await target?.drop();
}, 60_000);

/** A browser's session whose every request goes to the next process in turn. */
class RoundRobinClient {
  cookie = '';
  private turn = 0;

  /** Sends a request to the next process (or to process `on`); answers the status, JSON and who served it. */
  async call(path: string, body?: unknown, options: { on?: number; headers?: Record<string, string> } = {}) {
    const served = options.on ?? this.turn++ % processes.length;
    const response = await fetch(`${processes[served]!.baseUrl}${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: { cookie: this.cookie, ...WRITE, ...options.headers },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const setCookie = response.headers.getSetCookie().find((c) => c.startsWith('larder_session='));
    if (setCookie) this.cookie = setCookie.split(';')[0]!;
    const text = await response.text();
    return { status: response.status, json: text ? JSON.parse(text) : null, served };
  }

  /** Signs in on process `on`. */
  async signIn(email: string, on: number): Promise<void> {
    const answer = await this.call('/web-api/auth/login', { email, password: 'larder-demo' }, { on });
    expect(answer.status, JSON.stringify(answer.json)).toBe(200);
  }
}

const buyer = new RoundRobinClient();
let confirmed: string[] = [];

async function scalar(query: string, values: unknown[] = []): Promise<number> {
  return Number((await sql.query(query, values)).rows[0]!.n);
}

describe('three server processes on one PostgreSQL database', () => {
  it('a session made on one process works on the others', async () => {
    await buyer.signIn('chef@larder.test', 0);
    for (let i = 0; i < processes.length; i++) {
      const answer = await buyer.call('/web-api/auth/current-user', {});
      expect(JSON.stringify(answer.json)).toContain('chef@larder.test');
    }
    const organizations = (await buyer.call('/web-api/organization/list', {})).json as {
      id: string;
      isOnHold: boolean;
    }[];
    const organization = organizations.find((o) => !o.isOnHold)!;
    expect((await buyer.call(`/web-api/organization/set?value=${organization.id}`, {})).status).toBe(200);
  });

  it('a cart changed on one process is current on the others', async () => {
    const items: { productSku: string; unitOfMeasure: string; quantity: number }[] = [];
    for (let sku = 100001; items.length < 2 && sku <= 100050; sku++) {
      const options = (await buyer.call(`/web-api/cart/product-options?sku=${sku}`)).json as {
        variants?: {
          text: string;
          notOrderableReason: string | null;
          inStock: boolean;
          isDropShip: boolean;
        }[];
      };
      const variant = options.variants?.find((v) => !v.notOrderableReason && v.inStock && !v.isDropShip);
      if (variant) items.push({ productSku: String(sku), unitOfMeasure: variant.text, quantity: 2 });
    }
    expect(items).toHaveLength(2);
    for (const [index, item] of items.entries()) {
      const added = await buyer.call('/web-api/cart/add-items', { items: [item] }, { on: index });
      expect(added.status, JSON.stringify(added.json)).toBe(200);
      // Every process, the two that did not make the change included, counts the new line at once.
      for (let on = 0; on < processes.length; on++) {
        const summary = await buyer.call('/web-api/cart/summary', undefined, { on });
        expect(summary.json.itemCount, `process ${on} after line ${index + 1}`).toBe(index + 1);
      }
    }
  });

  it('one submit sent to every process places one set of orders', async () => {
    const before = await scalar('select count(*) as n from orders');
    const answers = await Promise.all(
      processes.map((_, on) =>
        buyer.call(
          '/web-api/cart/submit?defaultCart=true',
          {},
          {
            on,
            headers: { 'idempotency-key': 'scale-out-submit-0001' },
          },
        ),
      ),
    );
    const placed = answers.filter((a) => a.status === 200);
    expect(placed.length, JSON.stringify(answers)).toBeGreaterThan(0);
    confirmed = (placed[0]!.json.confirmedOrders as { webOrderNumber: string }[]).map(
      (o) => o.webOrderNumber,
    );
    expect(confirmed.length).toBeGreaterThan(0);
    // A process that answered while another held the submit says so (409); whoever answered 200 names the same orders.
    for (const answer of answers) expect([200, 409]).toContain(answer.status);
    for (const answer of placed)
      expect(answer.json.confirmedOrders.map((o: { webOrderNumber: string }) => o.webOrderNumber)).toEqual(
        confirmed,
      );
    expect(await scalar('select count(*) as n from orders')).toBe(before + confirmed.length);
  });

  it('the order confirmation job runs exactly once, on whichever process claimed it', async () => {
    const mailsFor = () =>
      scalar("select count(*) as n from mail_messages where text like '%' || $1 || '%'", [confirmed[0]]);
    for (let i = 0; i < 100 && (await mailsFor()) === 0; i++) await new Promise((r) => setTimeout(r, 100));
    // Time for a second worker to run it again, were it able to claim it.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(await mailsFor()).toBe(1);
    expect(await scalar('select count(*) as n from jobs where attempts > 1')).toBe(0);
  });

  it("a staff change of the site alert reaches every process's cache within a second", async () => {
    const alertOn = async (on: number) =>
      ((await buyer.call('/web-api/content/global-settings', undefined, { on })).json.siteAlert?.message ??
        null) as string | null;
    // Each process reads the settings first (the demo's alert), so each holds them cached.
    const before = await alertOn(0);
    for (let on = 1; on < processes.length; on++) expect(await alertOn(on)).toBe(before);
    const admin = new RoundRobinClient();
    await admin.signIn('admin@larder.test', 0);
    const put = await fetch(`${processes[0]!.baseUrl}/web-api/staff/content/site-alert`, {
      method: 'PUT',
      headers: { cookie: admin.cookie, ...WRITE },
      body: JSON.stringify({ text: 'Deliveries run late today' }),
    });
    expect(put.status).toBe(200);
    for (let on = 0; on < processes.length; on++)
      await eventually(() => alertOn(on), 'Deliveries run late today');
  });

  it('counts one session against one request limit, through Redis, whichever process serves it', async () => {
    const session = new RoundRobinClient();
    await session.signIn('chef@larder.test', 1);
    const statuses: number[] = [];
    const perProcess = [0, 0, 0];
    for (let i = 0; i < SESSION_LIMIT + 6; i++) {
      const answer = await session.call('/web-api/auth/current-user', {});
      statuses.push(answer.status);
      perProcess[answer.served]! += 1;
    }
    // No process alone saw more than a third of the limit and a bit; together they pass it by six.
    expect(Math.max(...perProcess)).toBeLessThan(SESSION_LIMIT);
    expect(statuses).toEqual([...Array<number>(SESSION_LIMIT).fill(200), ...Array<number>(6).fill(429)]);
  });
});
