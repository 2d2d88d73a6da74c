import { ANONYMOUS_ID, RETAIL_SEARCH_FEED_EVENTS } from '@larder/contract';
import { asc, inArray } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_PASSWORD, createOrganization, createUser } from '../../test-support/factories.ts';
import { TestClient, createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { analyticsEvents } from './analytics.table.ts';

let t: TestApp;
beforeAll(async () => {
  // Forwarding on (to an address nobody answers): stored events wait for Segment like any other.
  t = await createTestApp({
    SEGMENT_WRITE_KEY: 'test-write-key',
    SEGMENT_ENDPOINT: 'http://127.0.0.1:9/v1/batch',
  });
});
afterAll(() => t.close());

const feed = (type: string, properties: Record<string, unknown>) => ({
  type: 'track',
  event: type,
  messageId: randomUUID(),
  anonymousId: ANONYMOUS_ID,
  timestamp: new Date().toISOString(),
  properties,
  context: { sessionId: 'session-1' },
});

async function buyerOf(flags: { isSpecialty: boolean; isProtein: boolean }) {
  const { organization } = await createOrganization(t.database.db, flags);
  const buyer = await createUser(t.database.db, {}, [organization.id]);
  const client = new TestClient(t.app);
  await client.login(buyer.email, TEST_PASSWORD);
  return { client, organization };
}

function send(client: TestClient, batch: unknown[]) {
  return client.request({
    method: 'POST',
    url: '/analytics/v1/batch',
    payload: JSON.stringify({ batch }),
    headers: { 'content-type': 'application/json' },
  });
}

async function stored(ids: string[]) {
  return t.database.db
    .select()
    .from(analyticsEvents)
    .where(inArray(analyticsEvents.messageId, ids))
    .orderBy(asc(analyticsEvents.id));
}

describe('the retail-search feed (spec sections 6 and 7)', () => {
  it("stores a specialty buyer's empty event and typed event, waiting to be forwarded like the others", async () => {
    const { client, organization } = await buyerOf({ isSpecialty: true, isProtein: false });
    const empty = feed('retail-search', {});
    const typed = feed('add-to-cart', {
      eventType: 'add-to-cart',
      productDetails: [{ product: { id: 'CHZ-100' }, quantity: 2 }],
    });
    expect((await send(client, [empty, typed])).statusCode).toBe(200);
    const rows = await stored([empty.messageId, typed.messageId]);
    expect(rows.map((r) => [r.event, r.properties, r.organizationId, r.forwardStatus])).toEqual([
      ['retail-search', {}, organization.id, 'pending'],
      [
        'add-to-cart',
        { eventType: 'add-to-cart', productDetails: [{ product: { id: 'CHZ-100' }, quantity: 2 }] },
        organization.id,
        'pending',
      ],
    ]);
    expect(rows[1]!.context).toMatchObject({ sessionId: 'session-1' });
  });

  it('drops the feed for any other organization, and keeps its other events', async () => {
    const { client } = await buyerOf({ isSpecialty: false, isProtein: true });
    const events = RETAIL_SEARCH_FEED_EVENTS.map((name) => feed(name, {}));
    const other = feed('Product Added', { sku: 'BEEF-100' });
    expect((await send(client, [...events, other])).statusCode).toBe(200);
    const rows = await stored([...events, other].map((e) => e.messageId));
    expect(rows.map((r) => r.event)).toEqual(['Product Added']);
  });

  it('drops the feed for anonymous visitors', async () => {
    const empty = feed('retail-search', {});
    expect((await send(new TestClient(t.app), [empty])).statusCode).toBe(200);
    expect(await stored([empty.messageId])).toEqual([]);
  });
});
