import { INVALID_CREDENTIALS_MESSAGE, TOO_MANY_ATTEMPTS_MESSAGE } from '@larder/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_PASSWORD, createUser } from '../../test-support/factories.ts';
import { TestClient, createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { loginAttempts } from './auth.table.ts';
import { THROTTLE_RULES, claimAttempt, throttleKeys } from './login-throttle.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** One sign-in attempt from a client address, as a fresh browser. */
function attempt(email: string, password: string, address: string) {
  return new TestClient(t.app).request({
    method: 'POST',
    url: '/web-api/auth/login',
    payload: { email, password },
    remoteAddress: address,
  });
}

/**
 * Fires `count` attempts at once and tallies the answers by status. A long burst on a busy machine may
 * outlast the first waits (1 s, then 2 s, ...): `lateAllowance` is how many attempts past the budget
 * could have had their wait run out while it lasted.
 */
async function burst(count: number, make: (i: number) => ReturnType<typeof attempt>) {
  const started = Date.now();
  const responses = await Promise.all(Array.from({ length: count }, (_, i) => make(i)));
  const seconds = (Date.now() - started) / 1000;
  const byStatus = (status: number) => responses.filter((r) => r.statusCode === status);
  return {
    checked: byStatus(401),
    refused: byStatus(429),
    other: responses.length - byStatus(401).length - byStatus(429).length,
    lateAllowance: Math.floor(Math.log2(seconds + 1)),
  };
}

/** How many attempts the database has counted against a key. */
async function storedAttempts(key: string): Promise<number> {
  const [row] = await t.database.db.select().from(loginAttempts).where(eq(loginAttempts.key, key));
  return row?.attempts ?? 0;
}

/** Lets a key's wait run out without sleeping: its not-before time is moved to now. */
async function waitOut(key: string): Promise<void> {
  await t.database.db
    .update(loginAttempts)
    .set({ notBefore: sql`now()` })
    .where(eq(loginAttempts.key, key));
}

describe('sign-in throttle', () => {
  it('checks no more passwords than the budget when 100 wrong passwords for one account arrive at once', async () => {
    await createUser(t.database.db, { email: 'burst@example.test' });
    const { checked, refused, other, lateAllowance } = await burst(100, () =>
      attempt('burst@example.test', 'wrong', '10.1.0.1'),
    );
    expect(checked.length).toBeGreaterThanOrEqual(THROTTLE_RULES.pair.free);
    expect(checked.length).toBeLessThanOrEqual(THROTTLE_RULES.pair.free + lateAllowance);
    expect(refused).toHaveLength(100 - checked.length);
    expect(other).toBe(0);
    // Every password checked was counted first.
    expect(await storedAttempts(throttleKeys('burst@example.test', '10.1.0.1').pair)).toBe(checked.length);
    const [first] = refused;
    expect(first!.json()).toEqual({ error: { code: 'RATE_LIMITED', message: TOO_MANY_ATTEMPTS_MESSAGE } });
    expect(Number(first!.headers['retry-after'])).toBeGreaterThanOrEqual(1);
  });

  it('checks no more than the address budget when a spray of unknown e-mails arrives at once', async () => {
    const { checked, refused, lateAllowance } = await burst(100, (i) =>
      attempt(`nobody-${i}@example.test`, 'guess', '10.2.0.1'),
    );
    expect(checked.length).toBeGreaterThanOrEqual(THROTTLE_RULES.address.free);
    expect(checked.length).toBeLessThanOrEqual(THROTTLE_RULES.address.free + lateAllowance);
    expect(refused).toHaveLength(100 - checked.length);
    expect(await storedAttempts(throttleKeys('x', '10.2.0.1').address)).toBe(checked.length);
    expect(checked[0]!.json().error.message).toBe(INVALID_CREDENTIALS_MESSAGE);
  });

  it('lets the owner sign in from another address while someone hammers the account', async () => {
    await createUser(t.database.db, { email: 'owner@example.test' });
    await burst(100, () => attempt('owner@example.test', 'wrong', '10.3.0.1'));
    const owner = await attempt('owner@example.test', TEST_PASSWORD, '10.3.0.2');
    expect(owner.statusCode).toBe(200);
    expect(owner.json().currentUser.email).toBe('owner@example.test');
  });

  it('slows the same address down with a growing delay instead of locking the account', async () => {
    await createUser(t.database.db, { email: 'slow@example.test' });
    const keys = throttleKeys('slow@example.test', '10.4.0.1');
    // Claimed directly, one statement after another, so the waits read back are exact on a busy machine.
    for (let i = 0; i < THROTTLE_RULES.pair.free; i++) {
      expect(await claimAttempt(t.database.db, keys)).toEqual({ allowed: true });
    }
    const waits: number[] = [];
    for (let round = 0; round < 3; round++) {
      const refused = await claimAttempt(t.database.db, keys);
      waits.push(refused.allowed ? 0 : refused.retryAfterSeconds);
      await waitOut(keys.pair);
      expect(await claimAttempt(t.database.db, keys)).toEqual({ allowed: true });
    }
    expect(waits).toEqual([1, 2, 4]);

    const refused = await attempt('slow@example.test', TEST_PASSWORD, '10.4.0.1');
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(4);
    await waitOut(keys.pair);
    expect((await attempt('slow@example.test', TEST_PASSWORD, '10.4.0.1')).statusCode).toBe(200);
    expect(await storedAttempts(keys.pair)).toBe(0);
  });

  it('throttles an unknown e-mail exactly like an account, so it does not tell which exists', async () => {
    await createUser(t.database.db, { email: 'exists@example.test' });
    const answers = async (email: string, address: string) => {
      const seen: string[] = [];
      const record = (r: Awaited<ReturnType<typeof attempt>>) =>
        seen.push(`${r.statusCode} ${r.headers['retry-after'] ?? '-'} ${r.body}`);
      for (let i = 0; i < THROTTLE_RULES.pair.free; i++) record(await attempt(email, 'wrong', address));
      // An hour's wait ahead, whatever the machine's speed, to compare the refusals too.
      await t.database.db
        .update(loginAttempts)
        .set({ notBefore: sql`now() + interval '1 hour'` })
        .where(eq(loginAttempts.key, throttleKeys(email, address).pair));
      record(await attempt(email, TEST_PASSWORD, address));
      return { seen, stored: await storedAttempts(throttleKeys(email, address).account) };
    };
    const known = await answers('exists@example.test', '10.5.0.1');
    expect(await answers('missing@example.test', '10.5.0.2')).toEqual(known);
    expect(known.seen.map((answer) => answer.slice(0, 3))).toEqual([...Array(5).fill('401'), '429']);
  });

  it('gives a successful sign-in back to its address, so an office behind one address is not slowed', async () => {
    await createUser(t.database.db, { email: 'office@example.test' });
    for (let i = 0; i < THROTTLE_RULES.address.free + 10; i++) {
      expect((await attempt('office@example.test', TEST_PASSWORD, '10.6.0.1')).statusCode).toBe(200);
    }
    expect(await storedAttempts(throttleKeys('office@example.test', '10.6.0.1').address)).toBe(0);
  });
});
