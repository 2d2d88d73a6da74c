import type { CampaignInput } from '@larder/contract';
import { and, desc, eq } from 'drizzle-orm';
import { decodeJwt, decodeProtectedHeader, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrganization, createUser } from '../../test-support/factories.ts';
import { TestClient, createTestApp, signedInClient, type TestApp } from '../../test-support/test-app.ts';
import { PUBLISHED_SECRETS } from '../../plugins/config.ts';
import { jobs } from '../jobs/jobs.table.ts';
import { staffAudit } from '../staff-audit/staff-audit.table.ts';
import { abandonedCartJob } from './campaign-triggers.ts';
import { grantPurchaseMessages } from './messaging.service.ts';
import { messagingEvents, messagingMessageStates } from './messaging.table.ts';
import { inAppCampaignInput, type InAppCampaignInput } from './messaging.test-support.ts';

const WEB_KEY = 'larder-demo-web-key';

let t: TestApp;
let specialtyOrgId: string;
let proteinOrgId: string;
let specialtyBuyer: { id: string; email: string };
let proteinBuyer: { id: string; email: string };
let author: TestClient;

const signedIn = (email: string) => signedInClient(t, email);

async function jwtOf(email: string): Promise<string> {
  const response = await (
    await signedIn(email)
  ).get(`/web-api/iterable/get-jwt?email=${encodeURIComponent(email)}`);
  expect(response.statusCode).toBe(200);
  return response.json<{ token: string }>().token;
}

/** A call to the provider as the Iterable SDK makes it: Api-Key and Bearer JWT, from another origin. */
function provider(token: string | null, method: 'GET' | 'POST', url: string, payload?: object) {
  return t.app.inject({
    method,
    url,
    ...(payload ? { payload } : {}),
    headers: {
      'api-key': WEB_KEY,
      origin: 'https://elsewhere.example',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
  });
}

const topRightForSpecialty: InAppCampaignInput = {
  ...inAppCampaignInput(
    'Holiday cut-off for specialty',
    '<p>Order by Tuesday noon for Thanksgiving delivery. <a href="/cart/">Go to cart</a></p>',
  ),
  targeting: { organizationTypes: ['specialty'] },
};

async function publishedCampaign(input: CampaignInput): Promise<number> {
  const created = await author.post('/web-api/staff/campaigns', input);
  expect(created.statusCode, created.body).toBe(201);
  const { id } = created.json<{ id: number }>();
  expect((await author.post(`/web-api/staff/campaigns/${id}/publish`)).statusCode).toBe(200);
  return id;
}

beforeAll(async () => {
  t = await createTestApp();
  const db = t.app.db;
  specialtyOrgId = (await createOrganization(db, { isSpecialty: true, region: 'northeast' })).organization.id;
  proteinOrgId = (await createOrganization(db, { isProtein: true, region: 'midwest' })).organization.id;
  specialtyBuyer = await createUser(db, {}, [specialtyOrgId]);
  proteinBuyer = await createUser(db, {}, [proteinOrgId]);
  await createUser(db, {
    email: 'author@example.test',
    isStaff: true,
    staffPermissions: ['author-messages', 'impersonate'],
  });
  await createUser(db, { email: 'orders@example.test', isStaff: true, staffPermissions: ['manage-orders'] });
  author = await signedIn('author@example.test');
});
afterAll(() => t.close());

describe('get-jwt', () => {
  it("signs a short-lived HS256 token for the signed-in user's own e-mail only", async () => {
    const client = await signedIn(specialtyBuyer.email);
    const own = await client.get(`/web-api/iterable/get-jwt?email=${specialtyBuyer.email.toUpperCase()}`);
    expect(own.statusCode).toBe(200);
    expect(own.headers['cache-control']).toBe('no-store');
    const token = own.json<{ token: string }>().token;
    const header = decodeProtectedHeader(token);
    const payload = decodeJwt(token) as { email: string; exp: number; iat: number };
    expect(header.alg).toBe('HS256');
    expect(payload.email).toBe(specialtyBuyer.email);
    expect(payload.exp - payload.iat).toBeLessThanOrEqual(15 * 60);

    expect((await client.get(`/web-api/iterable/get-jwt?email=${proteinBuyer.email}`)).statusCode).toBe(404);
    expect(
      (await new TestClient(t.app).get(`/web-api/iterable/get-jwt?email=${specialtyBuyer.email}`)).statusCode,
    ).toBe(401);
    expect((await client.get('/web-api/iterable/get-jwt')).statusCode).toBe(400);
  });

  it('signs none while staff impersonate, not even for their own e-mail', async () => {
    const staff = await signedIn('author@example.test');
    const start = await staff.post('/web-api/impersonation/start', {
      organizationId: specialtyOrgId,
      userId: specialtyBuyer.id,
      reason: 'Checking an order the buyer called about',
    });
    expect(start.statusCode).toBe(200);
    expect((await staff.get(`/web-api/iterable/get-jwt?email=${specialtyBuyer.email}`)).statusCode).toBe(403);
    expect((await staff.get('/web-api/iterable/get-jwt?email=author@example.test')).statusCode).toBe(403);
  });
});

describe('provider authentication', () => {
  it("answers 401 in Iterable's shape without the web key, without a JWT or with a bad one", async () => {
    const token = await jwtOf(specialtyBuyer.email);
    const noKey = await t.app.inject({
      method: 'GET',
      url: '/api/inApp/web/getMessages',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(noKey.statusCode).toBe(401);
    expect(noKey.json()).toMatchObject({
      msg: 'Invalid API Key',
      code: 'BadApiKey',
      error: { code: 'UNAUTHENTICATED' },
    });

    const noJwt = await provider(null, 'GET', '/api/inApp/web/getMessages');
    expect(noJwt.statusCode).toBe(401);
    expect(noJwt.json()).toMatchObject({ code: 'InvalidJwtPayload' });

    const tampered = `${token.slice(0, -3)}${token.endsWith('A') ? 'BBB' : 'AAA'}`;
    expect((await provider(tampered, 'GET', '/api/inApp/web/getMessages')).statusCode).toBe(401);
    const otherSecret = await new SignJWT({ email: specialtyBuyer.email })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuedAt()
      .setExpirationTime('5m')
      .sign(new TextEncoder().encode('not-the-server-secret-not-the-server-secret'));
    expect((await provider(otherSecret, 'GET', '/api/inApp/web/getMessages')).statusCode).toBe(401);
    // The secret that was once the published default mints nothing (issue 28).
    const published = await new SignJWT({ email: specialtyBuyer.email })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuedAt()
      .setExpirationTime('5m')
      .sign(new TextEncoder().encode([...PUBLISHED_SECRETS][0]!));
    expect((await provider(published, 'GET', '/api/inApp/web/getMessages')).statusCode).toBe(401);
    const expired = await new SignJWT({ email: specialtyBuyer.email })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuedAt(Math.floor(Date.now() / 1000) - 3600)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 60)
      .sign(new TextEncoder().encode(t.app.config.MESSAGING_JWT_SECRET));
    expect((await provider(expired, 'GET', '/api/inApp/web/getMessages')).statusCode).toBe(401);
    const post = await provider(null, 'POST', '/api/events/track', { eventName: 'x' });
    expect(post.statusCode).toBe(401);

    const ok = await provider(token, 'GET', '/api/inApp/web/getMessages');
    expect(ok.statusCode).toBe(200);
    expect(ok.headers['access-control-allow-origin']).toBe('*');
  });

  it('answers a CORS preflight for the SDK headers, without credentials', async () => {
    const preflight = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/events/trackInAppOpen',
      headers: {
        origin: 'https://elsewhere.example',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'api-key,authorization,content-type',
      },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe('*');
    expect(String(preflight.headers['access-control-allow-headers']).toLowerCase()).toContain(
      'authorization',
    );
    expect(preflight.headers['access-control-allow-credentials']).toBeUndefined();
  });
});

describe('staff campaigns', () => {
  it('are for staff holding author-messages: 404 for customers, 403 without the permission, 400 on bad input', async () => {
    expect((await (await signedIn(specialtyBuyer.email)).get('/web-api/staff/campaigns')).statusCode).toBe(
      404,
    );
    const orders = await signedIn('orders@example.test');
    expect((await orders.post('/web-api/staff/campaigns', topRightForSpecialty)).statusCode).toBe(403);
    for (const bad of [
      { ...topRightForSpecialty, targeting: {} },
      {
        ...topRightForSpecialty,
        content: { ...topRightForSpecialty.content, webInAppDisplaySettings: { position: 'Left' } },
      },
      { ...topRightForSpecialty, startsAt: '2026-12-01T00:00:00Z', expiresAt: '2026-11-01T00:00:00Z' },
      { ...topRightForSpecialty, name: 'a\u0000b' },
      { kind: 'embedded', name: 'x', placementId: '101', elements: {}, targeting: { all: true } },
    ]) {
      expect((await author.post('/web-api/staff/campaigns', bad)).statusCode).toBe(400);
    }
    expect((await author.post('/web-api/staff/campaigns/999999/publish')).statusCode).toBe(404);
  });

  it('reach exactly their targeted customers once published, and are audited', async () => {
    const specialtyToken = await jwtOf(specialtyBuyer.email);
    const proteinToken = await jwtOf(proteinBuyer.email);
    const created = await author.post('/web-api/staff/campaigns', topRightForSpecialty);
    expect(created.statusCode).toBe(201);
    const campaign = created.json<{ id: number; status: string; audienceSize: number }>();
    expect(campaign).toMatchObject({ status: 'draft', audienceSize: 1 });
    const messagesOf = async (token: string) =>
      (
        await provider(
          token,
          'GET',
          '/api/inApp/web/getMessages?count=20&packageName=larder-storefront&platform=Web',
        )
      ).json<{
        inAppMessages: {
          messageId: string;
          campaignId: number;
          read: boolean;
          content: { webInAppDisplaySettings: { position: string } };
        }[];
      }>().inAppMessages;
    expect((await messagesOf(specialtyToken)).some((m) => m.campaignId === campaign.id)).toBe(false);

    const published = await author.post(`/web-api/staff/campaigns/${campaign.id}/publish`);
    expect(published.json()).toMatchObject({ status: 'live' });
    const seen = (await messagesOf(specialtyToken)).find((m) => m.campaignId === campaign.id);
    expect(seen).toMatchObject({
      messageId: `larder-${campaign.id}`,
      read: false,
      trigger: { type: 'immediate' },
      content: {
        webInAppDisplaySettings: { position: 'TopRight' },
        inAppDisplaySettings: { bgColor: { alpha: 0.4, hex: '#000000' } },
        closeButton: { position: 'top-right', size: 24 },
      },
    });
    expect((await messagesOf(proteinToken)).some((m) => m.campaignId === campaign.id)).toBe(false);
    // Another user's message is a 404, even when its id is known.
    expect(
      (await provider(proteinToken, 'POST', '/api/events/trackInAppOpen', { messageId: seen!.messageId }))
        .statusCode,
    ).toBe(404);

    const actions = await t.app.db
      .select({ action: staffAudit.action })
      .from(staffAudit)
      .where(eq(staffAudit.subjectId, String(campaign.id)));
    expect(actions.map((a) => a.action).sort()).toEqual(['campaign.create', 'campaign.publish']);

    const edited = await author.request({
      method: 'PUT',
      url: `/web-api/staff/campaigns/${campaign.id}`,
      payload: { ...topRightForSpecialty, targeting: { organizationTypes: ['protein'] } },
    });
    expect(edited.statusCode).toBe(200);
    expect((await messagesOf(specialtyToken)).some((m) => m.campaignId === campaign.id)).toBe(false);
    expect((await messagesOf(proteinToken)).some((m) => m.campaignId === campaign.id)).toBe(true);
    const listed = (await author.get('/web-api/staff/campaigns')).json<{ items: { id: number }[] }>();
    expect(listed.items.map((c) => c.id)).toContain(campaign.id);
  });

  it('record delivery once however often it is reported; open marks read and consume removes', async () => {
    const id = await publishedCampaign({ ...topRightForSpecialty, name: 'Delivery once' });
    const token = await jwtOf(specialtyBuyer.email);
    const messageId = `larder-${id}`;
    const delivery = {
      messageId,
      deviceInfo: { appPackageName: 'larder-storefront', platform: 'Web', deviceId: 'x' },
      email: specialtyBuyer.email,
    };
    for (let i = 0; i < 3; i++) {
      const response = await provider(token, 'POST', '/api/events/trackInAppDelivery', delivery);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ msg: '', code: 'Success', params: null });
    }
    const deliveries = await t.app.db
      .select()
      .from(messagingEvents)
      .where(and(eq(messagingEvents.messageId, messageId), eq(messagingEvents.type, 'trackInAppDelivery')));
    expect(deliveries).toHaveLength(1);

    expect((await provider(token, 'POST', '/api/events/trackInAppOpen', { messageId })).statusCode).toBe(200);
    const read = (await provider(token, 'GET', '/api/inApp/web/getMessages')).json<{
      inAppMessages: { messageId: string; read: boolean }[];
    }>();
    expect(read.inAppMessages.find((m) => m.messageId === messageId)?.read).toBe(true);
    expect(
      (
        await provider(token, 'POST', '/api/events/inAppConsume', {
          messageId,
          deleteAction: 'delete-button',
        })
      ).statusCode,
    ).toBe(200);
    const after = (await provider(token, 'GET', '/api/inApp/web/getMessages')).json<{
      inAppMessages: { messageId: string }[];
    }>();
    expect(after.inAppMessages.some((m) => m.messageId === messageId)).toBe(false);
    const [state] = await t.app.db
      .select()
      .from(messagingMessageStates)
      .where(
        and(
          eq(messagingMessageStates.userId, specialtyBuyer.id),
          eq(messagingMessageStates.messageId, messageId),
        ),
      );
    expect(state?.deliveredAt && state.readAt && state.consumedAt).toBeTruthy();
  });
});

describe('embedded messages', () => {
  it('come grouped by placement, each placement its own', async () => {
    const home = await publishedCampaign({
      kind: 'embedded',
      name: 'Home: new items',
      placementId: 101,
      elements: {
        title: 'New this week',
        body: 'Heirloom tomatoes are back.',
        buttons: [{ id: 'see', title: 'See them', action: { type: 'openUrl', data: '/produce/' } }],
      },
      targeting: { all: true },
    });
    const cart = await publishedCampaign({
      kind: 'embedded',
      name: 'Cart: cut-off',
      placementId: 102,
      elements: { title: 'Cut-off moved', body: 'Order by 2 pm.' },
      targeting: { regions: ['northeast'] },
    });
    const token = await jwtOf(specialtyBuyer.email);
    const both = await provider(
      token,
      'GET',
      '/api/embedded-messaging/messages?placementIds=101&placementIds=102&platform=Web&packageName=larder-storefront',
    );
    expect(both.statusCode).toBe(200);
    const placements = both.json<{
      placements: {
        placementId: number;
        embeddedMessages: { metadata: { campaignId: number; placementId: number } }[];
      }[];
    }>().placements;
    expect(placements.map((p) => p.placementId)).toEqual([101, 102]);
    expect(placements[0]!.embeddedMessages.map((m) => m.metadata)).toEqual([
      { messageId: `larder-${home}`, campaignId: home, placementId: 101, isProof: false },
    ]);
    expect(placements[1]!.embeddedMessages.map((m) => m.metadata.campaignId)).toEqual([cart]);

    const onlyCart = (
      await provider(
        await jwtOf(proteinBuyer.email),
        'GET',
        '/api/embedded-messaging/messages?placementIds=102',
      )
    ).json<{ placements: { placementId: number; embeddedMessages: unknown[] }[] }>();
    expect(onlyCart.placements).toEqual([{ placementId: 102, embeddedMessages: [] }]);

    const received = { messageId: `larder-${home}`, deviceInfo: { appPackageName: 'larder-storefront' } };
    expect(
      (await provider(token, 'POST', '/api/embedded-messaging/events/received', received)).statusCode,
    ).toBe(200);
    expect(
      (
        await provider(token, 'POST', '/api/embedded-messaging/events/click', {
          ...received,
          buttonIdentifier: 'see',
          targetUrl: '/produce/',
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (
        await provider(token, 'POST', '/api/embedded-messaging/events/session', {
          session: { id: 's1', start: 1, end: 2 },
          impressions: [{ messageId: `larder-${home}`, displayCount: 1, displayDuration: 3 }],
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (await provider(token, 'POST', '/api/embedded-messaging/events/dismiss', received)).statusCode,
    ).toBe(200);
    const afterDismiss = (
      await provider(token, 'GET', '/api/embedded-messaging/messages?placementIds=101')
    ).json<{ placements: { embeddedMessages: unknown[] }[] }>();
    expect(afterDismiss.placements[0]!.embeddedMessages).toEqual([]);
  });
});

describe('event-triggered messages and profile calls', () => {
  it('reach a buyer after a purchase in a targeted organization, once per order', async () => {
    const id = await publishedCampaign({
      ...topRightForSpecialty,
      name: 'Thanks for ordering',
      trigger: { type: 'event', eventName: 'purchase' },
    });
    const token = await jwtOf(specialtyBuyer.email);
    const mine = async () =>
      (await provider(token, 'GET', '/api/inApp/web/getMessages'))
        .json<{ inAppMessages: { campaignId: number }[] }>()
        .inAppMessages.filter((m) => m.campaignId === id);
    expect(await mine()).toHaveLength(0);
    expect(await grantPurchaseMessages(t.app.db, specialtyBuyer.id, proteinOrgId, 'cart-a')).toBe(0);
    expect(await grantPurchaseMessages(t.app.db, specialtyBuyer.id, specialtyOrgId, 'cart-a')).toBe(1);
    expect(await grantPurchaseMessages(t.app.db, specialtyBuyer.id, specialtyOrgId, 'cart-a')).toBe(0);
    expect(await mine()).toHaveLength(1);
  });

  it('store carts, purchases, users and subscriptions, and trigger the abandoned-cart message', async () => {
    const id = await publishedCampaign({
      ...topRightForSpecialty,
      name: 'Forgot something?',
      trigger: { type: 'event', eventName: 'abandonedCart', delayHours: 2 },
    });
    const token = await jwtOf(specialtyBuyer.email);
    const item = { id: 'SKU1', name: 'Olive oil', price: 12.5, quantity: 2, sku: 'SKU1' };
    expect(
      (
        await provider(token, 'POST', '/api/commerce/updateCart', {
          items: [item],
          user: { email: specialtyBuyer.email },
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (await provider(token, 'POST', '/api/commerce/updateCart', { items: [{ ...item, price: 'x' }] }))
        .statusCode,
    ).toBe(400);
    expect(
      (
        await provider(token, 'POST', '/api/users/update', {
          dataFields: { favourite: 'oil' },
          preferUserId: true,
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (await provider(token, 'POST', '/api/users/updateEmail', { newEmail: 'new@example.test' })).statusCode,
    ).toBe(200);
    expect((await provider(token, 'POST', '/api/users/updateEmail', { newEmail: '' })).statusCode).toBe(400);
    expect(
      (await provider(token, 'POST', '/api/users/updateSubscriptions', { emailListIds: [1, 2] })).statusCode,
    ).toBe(200);
    expect(
      (
        await provider(token, 'POST', '/api/events/track', {
          eventName: 'Viewed cut-off',
          dataFields: { a: 1 },
        })
      ).statusCode,
    ).toBe(200);
    expect((await provider(token, 'POST', '/api/events/track', {})).statusCode).toBe(400);

    // The job the cart change scheduled, two hours out.
    const [job] = await t.app.db
      .select({ payload: jobs.payload, runAt: jobs.runAt })
      .from(jobs)
      .where(eq(jobs.name, 'messaging.abandoned-cart'))
      .orderBy(desc(jobs.id))
      .limit(1);
    expect(job!.runAt.getTime() - Date.now()).toBeGreaterThan(60 * 60 * 1000);
    expect(job).toBeDefined();
    await abandonedCartJob(t.app.db).run(
      {
        userId: specialtyBuyer.id,
        campaignId: id,
        cartVersion: (job!.payload as { cartVersion: string }).cartVersion,
      },
      {} as never,
    );
    const messages = (await provider(token, 'GET', '/api/inApp/web/getMessages')).json<{
      inAppMessages: { campaignId: number; messageId: string }[];
    }>().inAppMessages;
    expect(messages.filter((m) => m.campaignId === id)).toHaveLength(1);

    expect(
      (await provider(token, 'POST', '/api/commerce/trackPurchase', { items: [item], total: 25 })).statusCode,
    ).toBe(200);
    expect(
      (await provider(token, 'POST', '/api/commerce/trackPurchase', { items: [], total: 0 })).statusCode,
    ).toBe(400);
  });
});
