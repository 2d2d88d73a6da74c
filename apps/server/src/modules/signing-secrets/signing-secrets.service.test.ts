import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUBLISHED_SECRETS, loadConfig } from '../../plugins/config.ts';
import { openTestDatabase, type TestDatabase } from '../../test-support/test-database.ts';
import { resolveSigningSecrets } from './signing-secrets.service.ts';

let database: TestDatabase;
const published = [...PUBLISHED_SECRETS][0]!;

beforeAll(async () => {
  database = await openTestDatabase();
}, 60_000);
afterAll(() => database.close());

describe('resolveSigningSecrets', () => {
  it('makes a random secret on first start and keeps it for every later start and process', async () => {
    const config = loadConfig({ NODE_ENV: 'development' });
    const first = await resolveSigningSecrets(database.db, config);
    expect(first.MESSAGING_JWT_SECRET.length).toBeGreaterThanOrEqual(32);
    expect(PUBLISHED_SECRETS.has(first.MESSAGING_JWT_SECRET)).toBe(false);

    const other = await database.openAnotherHandle();
    const again = await Promise.all([
      resolveSigningSecrets(database.db, config),
      resolveSigningSecrets(other.db, config),
    ]);
    expect(again.map((c) => c.MESSAGING_JWT_SECRET)).toEqual([
      first.MESSAGING_JWT_SECRET,
      first.MESSAGING_JWT_SECRET,
    ]);
    await other.close();
  });

  it('uses the secret the environment gives, but never a published one', async () => {
    const own = 'a-secret-of-this-installation-only-0123456789';
    const given = await resolveSigningSecrets(database.db, loadConfig({ MESSAGING_JWT_SECRET: own }));
    expect(given.MESSAGING_JWT_SECRET).toBe(own);
    const old = await resolveSigningSecrets(database.db, loadConfig({ MESSAGING_JWT_SECRET: published }));
    expect(old.MESSAGING_JWT_SECRET).not.toBe(published);
  });
});
