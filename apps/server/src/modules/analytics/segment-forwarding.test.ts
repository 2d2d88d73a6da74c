import { ANONYMOUS_ID } from '@larder/contract';
import { asc, inArray } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { TEST_PASSWORD, createOrganization, createUser } from '../../test-support/factories.ts';
import { startReceiver, waitFor, type Receiver } from '../../test-support/segment-receiver.ts';
import { TestClient, createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { openTestDatabase, type TestDatabase } from '../../test-support/test-database.ts';
import { collectBatch } from './analytics.service.ts';
import { analyticsEvents } from './analytics.table.ts';
import { chunkBySize, forwardPendingEvents } from './segment-forwarder.ts';

function call(overrides: Record<string, unknown> = {}) {
  return {
    type: 'track' as const,
    event: 'Product Added',
    messageId: randomUUID(),
    anonymousId: ANONYMOUS_ID,
    timestamp: new Date().toISOString(),
    properties: { sku: 'OIL-5', quantity: 2 },
    context: { page: { path: '/cart/' } },
    ...overrides,
  };
}

let receiver: Receiver;
beforeAll(async () => {
  receiver = await startReceiver();
});
afterEach(() => {
  receiver.requests = [];
  receiver.answer = () => 200;
});
afterAll(() => receiver.close());

describe('forwarding through the app when SEGMENT_WRITE_KEY is set', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      SEGMENT_WRITE_KEY: 'wk_test_123',
      SEGMENT_ENDPOINT: receiver.url,
      JOBS_POLL_MS: '50',
    });
  });
  afterAll(() => t.close());

  it('sends collected events to Segment in a batch with basic auth, and marks them sent', async () => {
    const { organization } = await createOrganization(t.database.db, { name: 'Forwarded Foods' });
    const buyer = await createUser(t.database.db, {}, [organization.id]);
    const client = new TestClient(t.app);
    await client.login(buyer.email, TEST_PASSWORD);

    const anonymous = call({ type: 'page', event: undefined, name: 'Home', properties: { path: '/' } });
    const signedIn = call();
    const identify = call({ type: 'identify', event: undefined, traits: { name: 'Test Buyer' } });
    const post = (c: TestClient, batch: unknown[]) =>
      c.request({
        method: 'POST',
        url: '/analytics/v1/batch',
        payload: JSON.stringify({ batch, sentAt: new Date().toISOString() }),
        headers: { 'content-type': 'text/plain' },
      });
    expect((await post(new TestClient(t.app), [anonymous])).statusCode).toBe(200);
    expect((await post(client, [signedIn, identify])).statusCode).toBe(200);

    const sentIds = () => receiver.requests.flatMap((r) => r.body.batch.map((m) => m.messageId));
    await waitFor(() => sentIds().length >= 3);
    // Calls arriving within the forwarding window travel together.
    expect(receiver.requests).toHaveLength(1);
    const [request] = receiver.requests;
    expect(request!.headers.authorization).toBe(`Basic ${Buffer.from('wk_test_123:').toString('base64')}`);
    expect(request!.headers['content-type']).toBe('application/json');
    expect(Number.isNaN(Date.parse(request!.body.sentAt))).toBe(false);

    const byId = new Map(request!.body.batch.map((m) => [m.messageId, m]));
    expect(byId.get(anonymous.messageId)).toEqual({
      type: 'page',
      messageId: anonymous.messageId,
      timestamp: expect.any(String),
      // The sender's own clock, kept beside the corrected timestamp as Segment's spec names it.
      originalTimestamp: anonymous.timestamp,
      anonymousId: ANONYMOUS_ID,
      name: 'Home',
      properties: { path: '/' },
      context: { page: { path: '/cart/' } },
    });
    expect(byId.get(signedIn.messageId)).toMatchObject({
      type: 'track',
      event: 'Product Added',
      userId: buyer.email,
      properties: { sku: 'OIL-5', quantity: 2 },
      context: { groupId: organization.id },
    });
    expect(byId.get(identify.messageId)).toMatchObject({ type: 'identify', traits: { name: 'Test Buyer' } });

    await waitFor(async () => {
      const rows = await t.database.db
        .select()
        .from(analyticsEvents)
        .where(inArray(analyticsEvents.messageId, [...byId.keys()]));
      return rows.every((r) => r.forwardStatus === 'sent' && r.forwardedAt !== null);
    });
  });
});

describe('forwardPendingEvents', () => {
  let database: TestDatabase;
  let other: Database;
  const target = () => ({ endpoint: receiver.url, writeKey: 'wk' });
  const never = new AbortController().signal;

  beforeAll(async () => {
    database = await openTestDatabase();
    other = await database.openAnotherHandle();
  });
  afterAll(async () => {
    await other.close();
    await database.close();
  });

  async function collect(count: number, overrides: Record<string, unknown> = {}) {
    const batch = Array.from({ length: count }, () => ({ ...call(overrides), properties: { sku: 'OIL-5' } }));
    await collectBatch(database.db, { batch }, null, { receivedAt: new Date(), forward: true });
    return batch.map((c) => c.messageId);
  }

  async function rows(messageIds: string[]) {
    return database.db
      .select()
      .from(analyticsEvents)
      .where(inArray(analyticsEvents.messageId, messageIds))
      .orderBy(asc(analyticsEvents.id));
  }

  it('keeps the events for a retry when Segment is unavailable, then sends them', async () => {
    const ids = await collect(3);
    receiver.answer = (n) => (n === 1 ? 503 : 200);
    await expect(forwardPendingEvents(database.db, target(), never)).rejects.toThrow(/HTTP 503/);
    expect((await rows(ids)).map((r) => [r.forwardStatus, r.forwardingUntil])).toEqual([
      ['pending', null],
      ['pending', null],
      ['pending', null],
    ]);

    expect(await forwardPendingEvents(database.db, target(), never)).toEqual({
      sent: 3,
      refused: 0,
      more: false,
    });
    expect((await rows(ids)).every((r) => r.forwardStatus === 'sent')).toBe(true);
    expect(receiver.requests).toHaveLength(2);
  });

  it('keeps the events when Segment cannot be reached', async () => {
    const ids = await collect(1);
    const unreachable = { endpoint: 'http://127.0.0.1:9/v1/batch', writeKey: 'wk' };
    await expect(forwardPendingEvents(database.db, unreachable, never)).rejects.toThrow(/network/);
    expect((await rows(ids))[0]).toMatchObject({ forwardStatus: 'pending', forwardingUntil: null });
    await forwardPendingEvents(database.db, target(), never);
    expect((await rows(ids))[0]!.forwardStatus).toBe('sent');
  });

  it('marks a batch Segment refuses as bad (400) as refused, with the reason, and moves on', async () => {
    const ids = await collect(2);
    receiver.answer = () => 400;
    expect(await forwardPendingEvents(database.db, target(), never)).toEqual({
      sent: 0,
      refused: 2,
      more: false,
    });
    const stored = await rows(ids);
    expect(stored.map((r) => r.forwardStatus)).toEqual(['refused', 'refused']);
    expect(stored[0]!.forwardError).toContain('HTTP 400');
  });

  it('sends a backlog in batches of at most 100, oldest first', async () => {
    const ids = await collect(100);
    const more = await collect(50);
    expect(await forwardPendingEvents(database.db, target(), never)).toEqual({
      sent: 150,
      refused: 0,
      more: false,
    });
    expect(receiver.requests.map((r) => r.body.batch.length)).toEqual([100, 50]);
    expect(receiver.requests.flatMap((r) => r.body.batch.map((m) => m.messageId))).toEqual([...ids, ...more]);
  });

  it('never sends an event twice when two processes forward at once', async () => {
    await collect(100);
    await collect(100);
    await collect(60);
    const results = await Promise.all([
      forwardPendingEvents(database.db, target(), never),
      forwardPendingEvents(other.db, target(), never),
    ]);
    const sent = receiver.requests.flatMap((r) => r.body.batch.map((m) => m.messageId));
    expect(sent).toHaveLength(260);
    expect(new Set(sent).size).toBe(260);
    expect(results[0]!.sent + results[1]!.sent).toBe(260);
  });

  it('leaves events collected while forwarding was off alone', async () => {
    const batch = [call()];
    await collectBatch(database.db, { batch }, null, { receivedAt: new Date(), forward: false });
    expect(await forwardPendingEvents(database.db, target(), never)).toEqual({
      sent: 0,
      refused: 0,
      more: false,
    });
    expect((await rows([batch[0]!.messageId]))[0]!.forwardStatus).toBeNull();
  });
});

describe('chunkBySize', () => {
  it('keeps order and starts a new chunk before the limit would be passed', () => {
    expect(chunkBySize([3, 3, 3, 5, 1], (n) => n, 6)).toEqual([[3, 3], [3], [5, 1]]);
  });

  it('gives an oversized item a chunk of its own rather than dropping it', () => {
    expect(chunkBySize([2, 9, 2], (n) => n, 4)).toEqual([[2], [9], [2]]);
  });
});
