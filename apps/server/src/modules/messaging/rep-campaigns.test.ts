import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrganization, createUser } from '../../test-support/factories.ts';
import type { TestClient } from '../../test-support/test-app.ts';
import { createTestApp, signedInClient, type TestApp } from '../../test-support/test-app.ts';
import { inAppCampaignInput, inAppCampaignsSeenBy } from './messaging.test-support.ts';

// Issue 28: a sales rep's message audiences hold only their organizations.

let t: TestApp;
let rep: TestClient;
let admin: TestClient;
let myBuyer: { email: string };
let theirBuyer: { email: string };
let theirRepId: string;

const toEveryone = (name: string) => inAppCampaignInput(name);

const signedIn = (email: string) => signedInClient(t, email);

beforeAll(async () => {
  t = await createTestApp({ JOBS_ENABLED: 'false' });
  const db = t.database.db;
  const mine = await createOrganization(db, { name: 'Campaign Mine' });
  const theirs = await createOrganization(db, { name: 'Campaign Theirs' });
  theirRepId = theirs.salesRep.id;
  myBuyer = await createUser(db, {}, [mine.organization.id]);
  theirBuyer = await createUser(db, {}, [theirs.organization.id]);
  const repUser = await createUser(db, {
    isStaff: true,
    staffPermissions: ['author-messages'],
    salesRepId: mine.salesRep.id,
  });
  const adminUser = await createUser(db, { isStaff: true, staffPermissions: ['author-messages'] });
  rep = await signedIn(repUser.email);
  admin = await signedIn(adminUser.email);
}, 60_000);
afterAll(() => t.close());

describe("a sales rep's campaigns", () => {
  it("reach only the rep's organizations, whatever the targeting sent", async () => {
    const input = toEveryone('Rep news');
    const created = await rep.post('/web-api/staff/campaigns', {
      ...input,
      targeting: { all: true, salesRepId: theirRepId },
    });
    expect(created.statusCode, created.body).toBe(201);
    const campaign = created.json<{ id: number; audienceSize: number; targeting: { salesRepId?: string } }>();
    expect(campaign.audienceSize).toBe(1);
    expect(campaign.targeting.salesRepId).not.toBe(theirRepId);
    expect((await rep.post(`/web-api/staff/campaigns/${campaign.id}/publish`)).statusCode).toBe(200);

    expect(await inAppCampaignsSeenBy(t, myBuyer.email)).toContain(campaign.id);
    expect(await inAppCampaignsSeenBy(t, theirBuyer.email)).not.toContain(campaign.id);
  });

  it('are the only ones a rep reads, edits or publishes', async () => {
    const wide = await admin.post('/web-api/staff/campaigns', toEveryone('Store-wide'));
    const { id } = wide.json<{ id: number }>();
    const listed = (await rep.get('/web-api/staff/campaigns')).json<{ items: { id: number }[] }>();
    expect(listed.items.map((c) => c.id)).not.toContain(id);
    expect((await rep.get(`/web-api/staff/campaigns/${id}`)).statusCode).toBe(404);
    const edit = await rep.request({
      method: 'PUT',
      url: `/web-api/staff/campaigns/${id}`,
      payload: toEveryone('Mine now'),
    });
    expect(edit.statusCode).toBe(404);
    expect((await rep.post(`/web-api/staff/campaigns/${id}/publish`)).statusCode).toBe(404);
    expect((await admin.get(`/web-api/staff/campaigns/${id}`)).json()).toMatchObject({
      status: 'draft',
      name: 'Store-wide',
    });
  });
});
