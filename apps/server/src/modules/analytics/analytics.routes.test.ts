import { ANONYMOUS_ID } from '@larder/contract';
import { asc, eq, inArray } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_PASSWORD, createOrganization, createUser } from '../../test-support/factories.ts';
import { TestClient, createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { jobs } from '../jobs/jobs.table.ts';
import { analyticsEvents } from './analytics.table.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ ANALYTICS_EVENTS_PER_MINUTE: '150' });
});
afterAll(() => t.close());

function call(overrides: Record<string, unknown> = {}) {
  return {
    type: 'track',
    event: 'Product Viewed',
    messageId: randomUUID(),
    anonymousId: ANONYMOUS_ID,
    userId: null,
    timestamp: new Date().toISOString(),
    properties: { sku: 'BEEF-100', price: 42.5 },
    context: { page: { path: '/beef/BEEF-100/' } },
    ...overrides,
  };
}

// Each request from its own address, so only the rate-limit test meets the limit.
let addressCounter = 0;

/** Posts as a browser would: JSON through fetch, or a text/plain string through sendBeacon. */
function post(body: unknown, options: { as?: 'json' | 'beacon'; client?: TestClient; ip?: string } = {}) {
  const client = options.client ?? new TestClient(t.app);
  const beacon = options.as === 'beacon';
  return client.request({
    method: 'POST',
    url: '/analytics/v1/batch',
    payload: typeof body === 'string' ? body : JSON.stringify(body),
    headers: { 'content-type': beacon ? 'text/plain;charset=UTF-8' : 'application/json' },
    remoteAddress: options.ip ?? `10.1.0.${++addressCounter}`,
  });
}

async function stored(messageIds: string[]) {
  return t.database.db
    .select()
    .from(analyticsEvents)
    .where(inArray(analyticsEvents.messageId, messageIds))
    .orderBy(asc(analyticsEvents.id));
}

describe('POST /analytics/v1/batch', () => {
  it('stores an anonymous batch sent as JSON, as the placeholder visitor', async () => {
    const page = call({ type: 'page', event: undefined, name: 'Beef', properties: { path: '/beef/' } });
    const track = call({ userId: 'someone-else@example.test', anonymousId: 'made-up' });
    const response = await post({ batch: [page, track], sentAt: new Date().toISOString() });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true });

    const rows = await stored([page.messageId, track.messageId]);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({
      type: 'page',
      name: 'Beef',
      event: null,
      properties: { path: '/beef/' },
    });
    expect(rows[1]).toMatchObject({
      type: 'track',
      event: 'Product Viewed',
      userId: null,
      anonymousId: ANONYMOUS_ID,
      organizationId: null,
      originalUserId: null,
      properties: { sku: 'BEEF-100', price: 42.5 },
      context: { page: { path: '/beef/BEEF-100/' } },
      forwardStatus: null,
    });
    expect(rows[1]!.receivedAt).toBeInstanceOf(Date);
  });

  it('accepts a sendBeacon body sent as text/plain', async () => {
    const event = call();
    const response = await post({ batch: [event] }, { as: 'beacon' });
    expect(response.statusCode).toBe(200);
    expect(await stored([event.messageId])).toHaveLength(1);
  });

  it('ignores a repeated messageId', async () => {
    const event = call();
    expect((await post({ batch: [event] })).statusCode).toBe(200);
    const again = await post({ batch: [{ ...event, properties: { changed: true } }, call(), event] });
    expect(again.statusCode).toBe(200);
    const rows = await stored([event.messageId]);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.properties).toEqual({ sku: 'BEEF-100', price: 42.5 });
  });

  it('corrects the browser clock by the gap between sentAt and receipt', async () => {
    const fastBy = 3_600_000;
    const event = call({ timestamp: new Date(Date.now() + fastBy - 5000).toISOString() });
    await post({ batch: [event], sentAt: new Date(Date.now() + fastBy).toISOString() });
    const [row] = await stored([event.messageId]);
    expect(Math.abs(row!.timestamp.getTime() - (Date.now() - 5000))).toBeLessThan(2000);
    expect(row!.originalTimestamp.toISOString()).toBe(event.timestamp);
  });

  it("attributes a signed-in user's events to their e-mail and current organization", async () => {
    const { organization } = await createOrganization(t.database.db, { name: 'Tracked Tavern' });
    const buyer = await createUser(t.database.db, {}, [organization.id]);
    const client = new TestClient(t.app);
    await client.login(buyer.email, TEST_PASSWORD);
    const event = call({ userId: 'not-me@example.test' });
    const identify = call({ type: 'identify', event: undefined, traits: { firstName: 'Test' } });
    expect((await post({ batch: [event, identify] }, { client })).statusCode).toBe(200);
    const rows = await stored([event.messageId, identify.messageId]);
    expect(rows[0]).toMatchObject({
      userId: buyer.email,
      organizationId: organization.id,
      originalUserId: null,
    });
    expect(rows[1]).toMatchObject({ type: 'identify', userId: buyer.email, traits: { firstName: 'Test' } });
  });

  it('records the staff user behind an impersonated session, and does not flood the audit log', async () => {
    const { organization } = await createOrganization(t.database.db, { name: 'Impersonated Inn' });
    const customer = await createUser(t.database.db, {}, [organization.id]);
    const staff = await createUser(t.database.db, { isStaff: true, staffPermissions: ['impersonate'] });
    const client = new TestClient(t.app);
    await client.login(staff.email, TEST_PASSWORD);
    const start = await client.post('/web-api/impersonation/start', {
      organizationId: organization.id,
      userId: customer.id,
      reason: 'Checking an order the buyer called about',
    });
    expect(start.statusCode).toBe(200);

    const event = call({ context: { impersonation: { originalUserId: 'forged' } } });
    expect((await post({ batch: [event] }, { client })).statusCode).toBe(200);
    const [row] = await stored([event.messageId]);
    expect(row).toMatchObject({
      userId: customer.email,
      organizationId: organization.id,
      originalUserId: staff.email,
      context: { impersonation: { originalUserId: staff.email } },
    });
  });

  it.each([
    ['a batch over 100 calls', { batch: Array.from({ length: 101 }, () => call()) }],
    ['an empty batch', { batch: [] }],
    ['a track call without an event name', { batch: [call({ event: undefined })] }],
    ['a timestamp that is not ISO 8601', { batch: [call({ timestamp: 'yesterday' })] }],
    ['an unknown call type', { batch: [call({ type: 'alias' })] }],
  ])('refuses %s with 400', async (_label, body) => {
    const response = await post(body);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('VALIDATION_FAILED');
  });

  it('refuses a text/plain body that is not JSON with 400', async () => {
    const response = await post('batch=1', { as: 'beacon' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBeDefined();
  });

  it('refuses a body over 256 KB with 413, and a single call over 32 KB with 413', async () => {
    const big = 'x'.repeat(3000);
    const tooLarge = { batch: Array.from({ length: 90 }, () => call({ properties: { big } })) };
    expect((await post(tooLarge)).statusCode).toBe(413);

    const oneHuge = call({ properties: { blob: 'y'.repeat(33 * 1024) } });
    const response = await post({ batch: [oneHuge] });
    expect(response.statusCode).toBe(413);
    expect(response.json().error.code).toBe('PAYLOAD_TOO_LARGE');
    expect(await stored([oneHuge.messageId])).toHaveLength(0);
  });

  it('refuses other content types with 415', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/analytics/v1/batch',
      payload: '<batch/>',
      headers: { 'content-type': 'application/xml' },
    });
    expect(response.statusCode).toBe(415);
  });

  it('rate-limits one address per minute and stores nothing from a refused batch', async () => {
    const ip = '10.9.9.9';
    const full = () => ({ batch: Array.from({ length: 100 }, () => call()) });
    expect((await post(full(), { ip })).statusCode).toBe(200);
    const refused = full();
    const response = await post(refused, { ip });
    expect(response.statusCode).toBe(429);
    expect(response.json().error.code).toBe('RATE_LIMITED');
    expect(await stored(refused.batch.map((c) => c.messageId))).toHaveLength(0);
    expect((await post({ batch: [call()] }, { ip: '10.9.9.10' })).statusCode).toBe(200);
  });

  it('schedules no forwarding when SEGMENT_WRITE_KEY is not set', async () => {
    await post({ batch: [call()] });
    const forwardJobs = await t.database.db
      .select()
      .from(jobs)
      .where(eq(jobs.name, 'analytics.forward-to-segment'));
    expect(forwardJobs).toEqual([]);
  });

  it('is documented in OpenAPI', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/openapi.json' })).json();
    const operation = doc.paths['/analytics/v1/batch'].post;
    expect(operation.tags).toEqual(['analytics']);
    expect(operation.requestBody.content['application/json'].schema.properties).toHaveProperty('batch');
  });
});
