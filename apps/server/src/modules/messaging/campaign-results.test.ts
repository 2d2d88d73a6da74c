import type { CampaignStats, CampaignTestSend } from '@larder/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrganization, createUser } from '../../test-support/factories.ts';
import type { TestClient } from '../../test-support/test-app.ts';
import { createTestApp, signedInClient, type TestApp } from '../../test-support/test-app.ts';
import { signMessagingJwt } from './messaging-jwt.ts';
import { inAppCampaignInput } from './messaging.test-support.ts';

let t: TestApp;
let admin: TestClient;
let rep: TestClient;
let buyer: { email: string };
let otherBuyer: { email: string };
let outsider: { email: string };

const news = (name: string) =>
  inAppCampaignInput(name, '<p>New menu items this week. <a href="/catalog/">See them</a></p>');

const signedIn = (email: string) => signedInClient(t, email);

/** Calls the messaging provider as the buyer's browser client does (the Iterable protocol). */
async function client(email: string, method: 'GET' | 'POST', url: string, payload?: object) {
  const token = await signMessagingJwt(t.app.config.MESSAGING_JWT_SECRET, { email });
  return t.app.inject({
    method,
    url,
    ...(payload ? { payload } : {}),
    headers: { 'api-key': t.app.config.MESSAGING_WEB_API_KEY, authorization: `Bearer ${token}` },
  });
}

async function messagesOf(email: string) {
  const response = await client(email, 'GET', '/api/inApp/web/getMessages?count=100&platform=Web');
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ inAppMessages: { messageId: string; campaignId: number }[] }>().inAppMessages;
}

async function stats(as: TestClient, id: number): Promise<CampaignStats> {
  const response = await as.get(`/web-api/staff/campaigns/${id}/stats`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<CampaignStats>();
}

beforeAll(async () => {
  t = await createTestApp({ JOBS_ENABLED: 'false' });
  const db = t.database.db;
  const mine = await createOrganization(db, { name: 'Results Mine' });
  const theirs = await createOrganization(db, { name: 'Results Theirs' });
  buyer = await createUser(db, {}, [mine.organization.id]);
  otherBuyer = await createUser(db, {}, [mine.organization.id]);
  outsider = await createUser(db, {}, [theirs.organization.id]);
  const adminUser = await createUser(db, { isStaff: true, staffPermissions: ['author-messages'] });
  const repUser = await createUser(db, {
    isStaff: true,
    staffPermissions: ['author-messages'],
    salesRepId: mine.salesRep.id,
  });
  admin = await signedIn(adminUser.email);
  rep = await signedIn(repUser.email);
}, 60_000);
afterAll(() => t.close());

describe('campaign results', () => {
  it('counts grow when a buyer’s client reports delivery, open, click and consume', async () => {
    const created = await admin.post('/web-api/staff/campaigns', news('Results: news'));
    const { id } = created.json<{ id: number }>();
    expect((await admin.post(`/web-api/staff/campaigns/${id}/publish`)).statusCode).toBe(200);
    const before = await stats(admin, id);
    expect(before.audience).toBeGreaterThanOrEqual(3);
    expect(before.totals).toEqual({ delivered: 0, opened: 0, clicked: 0, dismissed: 0, consumed: 0 });
    expect(before.days).toEqual([]);

    const message = (await messagesOf(buyer.email)).find((m) => m.campaignId === id)!;
    const body = { messageId: message.messageId, deviceInfo: { platform: 'Web', appPackageName: 'larder' } };
    for (const call of ['trackInAppDelivery', 'trackInAppOpen', 'trackInAppOpen', 'trackInAppClick']) {
      const tracked = await client(buyer.email, 'POST', `/api/events/${call}`, {
        ...body,
        ...(call === 'trackInAppClick' ? { clickedUrl: '/catalog/' } : {}),
      });
      expect(tracked.statusCode, tracked.body).toBe(200);
    }
    const afterOpen = await stats(admin, id);
    // Opened twice, by one buyer: one open.
    expect(afterOpen.totals).toEqual({ delivered: 1, opened: 1, clicked: 1, dismissed: 0, consumed: 0 });
    const today = new Date().toISOString().slice(0, 10);
    expect(afterOpen.days).toEqual([
      { date: today, delivered: 1, opened: 1, clicked: 1, dismissed: 0, consumed: 0 },
    ]);

    await client(otherBuyer.email, 'POST', '/api/events/trackInAppOpen', body).then((r) =>
      // Another buyer's call about the same shared message id counts as theirs.
      expect(r.statusCode).toBe(200),
    );
    await client(buyer.email, 'POST', '/api/events/trackInAppClose', body);
    await client(buyer.email, 'POST', '/api/events/inAppConsume', body);
    const later = await stats(admin, id);
    expect(later.totals).toEqual({ delivered: 1, opened: 2, clicked: 1, dismissed: 1, consumed: 1 });
  });

  it('sends a draft to one chosen buyer as a message of its own, left out of the results', async () => {
    const created = await rep.post('/web-api/staff/campaigns', news('Results: draft'));
    const { id } = created.json<{ id: number }>();
    expect((await messagesOf(buyer.email)).map((m) => m.campaignId)).not.toContain(id);

    const sent = await rep.post(`/web-api/staff/campaigns/${id}/test-send`, {
      email: buyer.email.toUpperCase(),
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const { messageId } = sent.json<CampaignTestSend>();
    const seen = await messagesOf(buyer.email);
    expect(seen.find((m) => m.campaignId === id)?.messageId).toBe(messageId);
    expect((await messagesOf(otherBuyer.email)).map((m) => m.campaignId)).not.toContain(id);
    const opened = await client(buyer.email, 'POST', '/api/events/trackInAppOpen', { messageId });
    expect(opened.statusCode).toBe(200);
    expect((await stats(rep, id)).totals.opened).toBe(0);
    // Another buyer cannot report on it.
    expect(
      (await client(otherBuyer.email, 'POST', '/api/events/trackInAppOpen', { messageId })).statusCode,
    ).toBe(404);
  });

  it('keeps a rep to their own campaigns and buyers, and refuses bad input', async () => {
    const wide = await admin.post('/web-api/staff/campaigns', news('Results: store-wide'));
    const { id } = wide.json<{ id: number }>();
    expect((await rep.get(`/web-api/staff/campaigns/${id}/stats`)).statusCode).toBe(404);
    expect(
      (await rep.post(`/web-api/staff/campaigns/${id}/test-send`, { email: buyer.email })).statusCode,
    ).toBe(404);
    const own = (await rep.post('/web-api/staff/campaigns', news('Results: mine'))).json<{ id: number }>();
    expect(
      (await rep.post(`/web-api/staff/campaigns/${own.id}/test-send`, { email: outsider.email })).statusCode,
    ).toBe(404);
    expect((await (await signedIn(buyer.email)).get(`/web-api/staff/campaigns/${id}/stats`)).statusCode).toBe(
      404,
    );
    expect((await admin.get('/web-api/staff/campaigns/999999/stats')).statusCode).toBe(404);
    expect((await admin.get('/web-api/staff/campaigns/abc/stats')).statusCode).toBe(400);
    for (const bad of [
      {},
      { email: null },
      { email: 'not-an-email' },
      { email: `a\u0000@b.test` },
      { email: ['x'] },
    ]) {
      const response = await admin.post(`/web-api/staff/campaigns/${id}/test-send`, bad);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toHaveProperty('error');
    }
  });
});
