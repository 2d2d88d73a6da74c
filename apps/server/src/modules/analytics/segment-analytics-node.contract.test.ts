// Segment's official Node library (@segment/analytics-node, a dev dependency only), written by nobody here,
// sent against our collector on a listening server: every call type of the Segment spec is taken, stored
// and forwarded to Segment with the sender's messageId, integrations, context and originalTimestamp.
import { Analytics } from '@segment/analytics-node';
import { ANONYMOUS_ID } from '@larder/contract';
import { inArray } from 'drizzle-orm';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startReceiver, waitFor, type Receiver } from '../../test-support/segment-receiver.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { analyticsEvents } from './analytics.table.ts';

let t: TestApp;
let receiver: Receiver;

beforeAll(async () => {
  receiver = await startReceiver();
  t = await createTestApp({
    SEGMENT_WRITE_KEY: 'wk_node',
    SEGMENT_ENDPOINT: receiver.url,
    JOBS_POLL_MS: '50',
  });
  await t.app.listen({ host: '127.0.0.1', port: 0 });
}, 120_000);

afterAll(async () => {
  await t?.close();
  await receiver?.close();
});

describe('the official @segment/analytics-node library against our collector', () => {
  it('sends track, page, screen, identify, group and alias calls, all taken, stored and forwarded', async () => {
    const { port } = t.app.server.address() as AddressInfo;
    const analytics = new Analytics({
      writeKey: 'wk_node',
      host: `http://127.0.0.1:${port}`,
      path: '/analytics/v1/batch',
      maxEventsInBatch: 20,
      flushInterval: 50,
    });
    const statuses: number[] = [];
    analytics.on('http_response', (response) => statuses.push(response.status));
    const failures: unknown[] = [];
    analytics.on('error', (error) => failures.push(error));

    const at = new Date('2026-11-20T10:00:00.000Z');
    const integrations = { All: true, Mixpanel: false };
    const ids = {
      track: 'node-track-1',
      page: 'node-page-1',
      screen: 'node-screen-1',
      identify: 'node-identify-1',
      group: 'node-group-1',
      alias: 'node-alias-1',
    };
    // A track naming only its user, as a server sends it.
    analytics.track({
      userId: 'buyer-42',
      event: 'Order Exported',
      properties: { orders: 3 },
      messageId: ids.track,
      timestamp: at,
      integrations,
      context: { source: 'erp-sync' },
    });
    analytics.page({ anonymousId: 'anon-1', name: 'Home', properties: { path: '/' }, messageId: ids.page });
    analytics.screen({ userId: 'buyer-42', name: 'Order Guide', messageId: ids.screen });
    analytics.identify({ userId: 'buyer-42', traits: { plan: 'net-30' }, messageId: ids.identify });
    analytics.group({
      userId: 'buyer-42',
      groupId: 'org-acme',
      traits: { name: 'Acme Bistro' },
      messageId: ids.group,
    });
    analytics.alias({ userId: 'buyer-42', previousId: 'anon-1', messageId: ids.alias });
    await analytics.closeAndFlush({ timeout: 10_000 });
    expect(failures).toEqual([]);
    expect(statuses.length).toBeGreaterThan(0);
    expect(statuses.every((status) => status === 200)).toBe(true);

    const stored = await t.database.db
      .select()
      .from(analyticsEvents)
      .where(inArray(analyticsEvents.messageId, Object.values(ids)));
    const byId = new Map(stored.map((row) => [row.messageId, row]));
    expect(new Set(stored.map((row) => row.type))).toEqual(
      new Set(['track', 'page', 'screen', 'identify', 'group', 'alias']),
    );
    // Sent without a session: attributed to no user, whatever the sender names (spec section 6).
    expect(byId.get(ids.track)).toMatchObject({ userId: null, anonymousId: ANONYMOUS_ID, integrations });
    expect(byId.get(ids.group)).toMatchObject({ groupId: 'org-acme', traits: { name: 'Acme Bistro' } });
    expect(byId.get(ids.alias)).toMatchObject({ previousId: 'anon-1' });
    expect(byId.get(ids.screen)).toMatchObject({ name: 'Order Guide' });

    const forwarded = () => receiver.requests.flatMap((request) => request.body.batch);
    await waitFor(() => Object.values(ids).every((id) => forwarded().some((m) => m.messageId === id)));
    const sent = new Map(forwarded().map((message) => [message.messageId, message]));
    expect(sent.get(ids.track)).toMatchObject({
      type: 'track',
      event: 'Order Exported',
      messageId: ids.track,
      originalTimestamp: at.toISOString(),
      timestamp: expect.any(String),
      integrations,
      properties: { orders: 3 },
      context: { source: 'erp-sync', library: { name: '@segment/analytics-node' } },
    });
    expect(sent.get(ids.group)).toMatchObject({
      type: 'group',
      groupId: 'org-acme',
      traits: { name: 'Acme Bistro' },
    });
    expect(sent.get(ids.alias)).toMatchObject({ type: 'alias', previousId: 'anon-1' });
    expect(sent.get(ids.alias)).not.toHaveProperty('properties');
    expect(sent.get(ids.screen)).toMatchObject({ type: 'screen', name: 'Order Guide' });
  });

  it('refuses a call naming no user, a group without groupId and an alias without previousId', async () => {
    const { port } = t.app.server.address() as AddressInfo;
    for (const call of [
      { type: 'track', event: 'Nobody' },
      { type: 'group', userId: 'u1' },
      { type: 'alias', userId: 'u1' },
      { type: 'track', userId: 'u1' },
      { type: 'shout', userId: 'u1' },
    ]) {
      const response = await fetch(`http://127.0.0.1:${port}/analytics/v1/batch`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ batch: [{ messageId: `bad-${call.type}`, ...call }] }),
      });
      expect(response.status, JSON.stringify(call)).toBe(400);
    }
  });
});
