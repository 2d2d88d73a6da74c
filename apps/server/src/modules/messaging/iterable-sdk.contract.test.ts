// @vitest-environment happy-dom
// @vitest-environment-options { "url": "http://shop.larder.test/" }
// The official @iterable/web-sdk (a dev dependency only) run against our provider on a listening server,
// from another origin, as a browser page would: if the SDK can fetch, track and consume against it, the
// provider speaks Iterable's protocol (ADR 024). The SDK needs a DOM (localStorage, navigator), hence happy-dom.
import type { CampaignInput } from '@larder/contract';
import { and, eq } from 'drizzle-orm';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_PASSWORD, createOrganization, createUser } from '../../test-support/factories.ts';
import { decodeJwt } from 'jose';
import { TestClient, createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { messagingEvents, messagingMessageStates, messagingProfiles } from './messaging.table.ts';

const WEB_KEY = 'larder-demo-web-key';
const PACKAGE = 'larder-storefront';

let t: TestApp;
let buyer: { id: string; email: string };
let buyerClient: TestClient;
let inAppId: number;
let homeId: number;
let cartId: number;
let jwtRequests = 0;
// The address of each token the SDK asked get-jwt for, in order.
const jwtEmails: string[] = [];

async function publish(author: TestClient, input: CampaignInput): Promise<number> {
  const created = await author.post('/web-api/staff/campaigns', input);
  expect(created.statusCode, created.body).toBe(201);
  const { id } = created.json<{ id: number }>();
  expect((await author.post(`/web-api/staff/campaigns/${id}/publish`)).statusCode).toBe(200);
  return id;
}

beforeAll(async () => {
  t = await createTestApp();
  const db = t.app.db;
  const org = (await createOrganization(db, { isSpecialty: true })).organization;
  buyer = await createUser(db, {}, [org.id]);
  await createUser(db, {
    email: 'sdk-author@example.test',
    isStaff: true,
    staffPermissions: ['author-messages'],
  });
  const author = new TestClient(t.app);
  await author.login('sdk-author@example.test', TEST_PASSWORD);
  buyerClient = new TestClient(t.app);
  await buyerClient.login(buyer.email, TEST_PASSWORD);
  inAppId = await publish(author, {
    kind: 'inApp',
    name: 'SDK contract',
    content: { html: '<p>Hello from Larder</p>', webInAppDisplaySettings: { position: 'Center' } },
    targeting: { organizationTypes: ['specialty'] },
  });
  homeId = await publish(author, {
    kind: 'embedded',
    name: 'Home',
    placementId: 101,
    elements: { title: 'Home title', body: 'Home body' },
    targeting: { all: true },
  });
  cartId = await publish(author, {
    kind: 'embedded',
    name: 'Cart',
    placementId: 102,
    elements: { title: 'Cart title' },
    targeting: { all: true },
  });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => t.close());

describe('the official @iterable/web-sdk against our provider', () => {
  it('signs in with a JWT from get-jwt, fetches, opens, clicks and consumes in-app messages, and syncs embedded ones', async () => {
    const sdk = await import('@iterable/web-sdk');
    const { port } = t.app.server.address() as AddressInfo;
    const { setEmail } = sdk.initializeWithConfig({
      authToken: WEB_KEY,
      configOptions: { baseURL: `http://127.0.0.1:${port}/api`, logLevel: 'none' },
      generateJWT: async ({ email }) => {
        jwtRequests += 1;
        jwtEmails.push(email!);
        const response = await buyerClient.get(
          `/web-api/iterable/get-jwt?email=${encodeURIComponent(email!)}`,
        );
        return response.json<{ token: string }>().token;
      },
    });
    await setEmail(buyer.email);
    expect(jwtRequests).toBeGreaterThan(0);

    const first = await sdk
      .getInAppMessages({ count: 20, packageName: PACKAGE }, { display: sdk.DisplayOptions.Deferred })
      .request();
    const message = first.data.inAppMessages.find((m) => m.campaignId === inAppId);
    expect(message).toMatchObject({
      messageId: `larder-${inAppId}`,
      read: false,
      trigger: { type: 'immediate' },
      content: { html: '<p>Hello from Larder</p>', webInAppDisplaySettings: { position: 'Center' } },
    });
    const messageId = message!.messageId!;
    const deviceInfo = { appPackageName: PACKAGE };

    expect((await sdk.trackInAppDelivery({ messageId, deviceInfo })).data).toMatchObject({ code: 'Success' });
    expect((await sdk.trackInAppOpen({ messageId, deviceInfo })).data).toMatchObject({ code: 'Success' });
    const click = await sdk.trackInAppClick({
      messageId,
      deviceInfo,
      clickedUrl: 'https://shop.larder.test/cart/',
    });
    expect(click.status).toBe(200);
    const close = await sdk.trackInAppClose({ messageId, deviceInfo, closeAction: 'link' });
    expect(close.status).toBe(200);
    expect((await sdk.trackInAppConsume({ messageId, deviceInfo })).status).toBe(200);
    expect((await sdk.track({ eventName: 'SDK contract event', dataFields: { ok: true } })).status).toBe(200);

    const after = await sdk
      .getInAppMessages({ count: 20, packageName: PACKAGE }, { display: sdk.DisplayOptions.Deferred })
      .request();
    expect(after.data.inAppMessages.some((m) => m.messageId === messageId)).toBe(false);
    const [state] = await t.app.db
      .select()
      .from(messagingMessageStates)
      .where(
        and(eq(messagingMessageStates.userId, buyer.id), eq(messagingMessageStates.messageId, messageId)),
      );
    expect(state?.readAt).toBeTruthy();
    expect(state?.consumedAt).toBeTruthy();

    const manager = new sdk.IterableEmbeddedManager(PACKAGE);
    await manager.syncMessages(PACKAGE, () => {}, [101, 102]);
    expect(manager.getMessagesForPlacement(101).map((m) => m.metadata.campaignId)).toEqual([homeId]);
    expect(manager.getMessagesForPlacement(102).map((m) => m.elements?.title)).toEqual(['Cart title']);
    // The manager reports each newly received message itself; wait for those calls to land.
    for (let i = 0; i < 50; i++) {
      const received = await t.app.db
        .select()
        .from(messagingEvents)
        .where(and(eq(messagingEvents.userId, buyer.id), eq(messagingEvents.type, 'embeddedReceived')));
      if (received.length === 2) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const received = await t.app.db
      .select({ messageId: messagingEvents.messageId })
      .from(messagingEvents)
      .where(and(eq(messagingEvents.userId, buyer.id), eq(messagingEvents.type, 'embeddedReceived')));
    expect(received.map((r) => r.messageId).sort()).toEqual([`larder-${homeId}`, `larder-${cartId}`].sort());
  });
  it('after updateUserEmail gets a token for the new address from get-jwt and keeps working with it', async () => {
    const sdk = await import('@iterable/web-sdk');
    const newEmail = `renamed-${buyer.id.slice(-6)}@example.test`;
    const asked = jwtEmails.length;
    expect((await sdk.updateUserEmail(newEmail)).status).toBe(200);
    // The SDK asks for a token for the new address as soon as the change is taken.
    expect(jwtEmails.slice(asked)).toEqual([newEmail]);
    const [profile] = await t.app.db
      .select()
      .from(messagingProfiles)
      .where(eq(messagingProfiles.userId, buyer.id));
    expect(profile?.email).toBe(newEmail);

    // Calls made with the new token are the same user's.
    expect((await sdk.track({ eventName: 'After the e-mail change' })).status).toBe(200);
    const [tracked] = await t.app.db
      .select()
      .from(messagingEvents)
      .where(
        and(eq(messagingEvents.type, 'track'), eq(messagingEvents.eventName, 'After the e-mail change')),
      );
    expect(tracked?.userId).toBe(buyer.id);
    const messages = await sdk
      .getInAppMessages({ count: 20, packageName: PACKAGE }, { display: sdk.DisplayOptions.Deferred })
      .request();
    expect(messages.status).toBe(200);

    const token = (
      await buyerClient.get(`/web-api/iterable/get-jwt?email=${encodeURIComponent(newEmail)}`)
    ).json<{
      token: string;
    }>().token;
    expect(decodeJwt(token)).toMatchObject({ email: newEmail, uid: buyer.id });
    // No one else gets a token for that address, and the buyer none for an address they did not change to.
    const other = await createUser(t.app.db, {});
    const otherClient = new TestClient(t.app);
    await otherClient.login(other.email, TEST_PASSWORD);
    const stolen = await otherClient.get(`/web-api/iterable/get-jwt?email=${encodeURIComponent(newEmail)}`);
    expect(stolen.statusCode).toBe(404);
    const elsewhere = await buyerClient.get(
      `/web-api/iterable/get-jwt?email=${encodeURIComponent(other.email)}`,
    );
    expect(elsewhere.statusCode).toBe(404);
  });
});
