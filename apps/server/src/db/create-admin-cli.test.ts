import { STAFF_PERMISSIONS } from '@larder/domain';
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { users } from '../modules/auth/auth.table.ts';
import { loadConfig } from '../plugins/config.ts';
import { CLIENT_HEADER, CLIENT_HEADER_VALUE } from '../plugins/cross-site.ts';
import { tokenOfLink } from '../test-support/empty-store.ts';
import { startServerProcesses, stopServerProcesses } from '../test-support/server-processes.ts';
import { TestClient } from '../test-support/test-app.ts';
import { freshPostgresDatabase } from '../test-support/test-database.ts';
import { openDatabase, type DatabaseTarget } from './client.ts';
import { CREATE_ADMIN_COMMAND } from './empty-store.ts';

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, '../../../..');

// A truly empty database, not even migrated: PostgreSQL with TEST_DATABASE_URL, else a PGlite directory.
let target: DatabaseTarget;
let env: Record<string, string>;
let cleanUp: () => Promise<void>;
beforeAll(async () => {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (adminUrl) {
    const database = await freshPostgresDatabase(adminUrl);
    target = { url: database.url };
    env = { DATABASE_URL: database.url };
    cleanUp = database.drop;
  } else {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'larder-empty-store-'));
    target = { dataDir };
    env = { DATA_DIR: dataDir };
    cleanUp = async () => rmSync(dataDir, { recursive: true, force: true });
  }
});
afterAll(() => cleanUp());

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** `npm run staff:create-admin -- --email <email>` as an operator types it, with the store's settings. */
function createAdmin(email: string) {
  return run('npm', ['run', '--silent', 'staff:create-admin', '--', '--email', email], {
    cwd: root,
    env: { ...process.env, ...env, PUBLIC_ORIGINS: 'https://shop.distributor.test', LOG_LEVEL: 'silent' },
  });
}

describe('from an empty database (SEED_DEMO=false)', () => {
  it('the store starts with no account and prints the command; the command makes an administrator with a one-use link', async () => {
    const [server] = await startServerProcesses(
      1,
      { ...env, SEED_DEMO: 'false' },
      { firstPort: await freePort() },
    );
    try {
      expect(server!.stderr()).toContain(CREATE_ADMIN_COMMAND);
      const health = await fetch(`${server!.baseUrl}/healthz`);
      expect(health.status).toBe(200);
      const login = await fetch(`${server!.baseUrl}/web-api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', [CLIENT_HEADER]: CLIENT_HEADER_VALUE },
        body: JSON.stringify({ email: 'admin@larder.test', password: 'larder-demo' }),
      });
      expect(login.status).not.toBe(200);
    } finally {
      await stopServerProcesses([server!]);
    }

    const { stdout } = await createAdmin('Owner@Distributor.test');
    const link = /https:\/\/shop\.distributor\.test\/reset-password\/\?token=\S+/.exec(stdout)?.[0];
    expect(link, stdout).toBeDefined();
    expect(stdout).not.toMatch(/password:/i);

    const database = await openDatabase(target);
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', WEB_DIST_DIR: '/nonexistent' });
    const app = await buildApp({ config, database, logger: false });
    try {
      const everyone = await database.db.select().from(users);
      expect(everyone.map((u) => [u.email, u.isStaff])).toEqual([['owner@distributor.test', true]]);
      expect(everyone[0]!.staffPermissions).toEqual([...STAFF_PERMISSIONS]);

      const client = new TestClient(app);
      const token = tokenOfLink(link!);
      const chosen = await client.post('/web-api/auth/password-reset/complete', {
        token,
        password: 'the-owners-password',
      });
      expect(chosen.statusCode, chosen.body).toBe(200);
      const twice = await client.post('/web-api/auth/password-reset/complete', {
        token,
        password: 'someone-elses-password',
      });
      expect(twice.statusCode).toBe(400);
      await client.login('owner@distributor.test', 'the-owners-password');
      expect((await client.get('/web-api/staff/staff-accounts')).statusCode).toBe(200);
    } finally {
      await app.close();
    }

    await expect(createAdmin('not-an-address')).rejects.toMatchObject({ code: 1 });
  }, 300_000);
});
