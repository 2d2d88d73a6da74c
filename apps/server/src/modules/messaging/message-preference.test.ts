import type { CampaignInput } from '@larder/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrganization, createUser } from '../../test-support/factories.ts';
import { createTestApp, signedInClient, type TestApp } from '../../test-support/test-app.ts';
import { inAppCampaignsSeenBy } from './messaging.test-support.ts';

// Issue 32: the account page's 'messages' preference stops in-app messages, not only purchase-triggered ones.

let t: TestApp;

const signedIn = (email: string) => signedInClient(t, email);

beforeAll(async () => {
  t = await createTestApp({ JOBS_ENABLED: 'false' });
}, 60_000);
afterAll(() => t.close());

describe("the account's messages preference", () => {
  it('offers no in-app message once turned off, and offers them again once turned on', async () => {
    const { organization } = await createOrganization(t.database.db);
    const buyer = await createUser(t.database.db, {}, [organization.id]);
    const author = await createUser(t.database.db, { isStaff: true, staffPermissions: ['author-messages'] });
    const staff = await signedIn(author.email);
    const input: CampaignInput = {
      kind: 'inApp',
      name: 'For everyone',
      content: { html: '<p>New this week.</p>', webInAppDisplaySettings: { position: 'Center' } },
      targeting: { all: true },
    };
    const { id } = (await staff.post('/web-api/staff/campaigns', input)).json<{ id: number }>();
    expect((await staff.post(`/web-api/staff/campaigns/${id}/publish`)).statusCode).toBe(200);
    expect(await inAppCampaignsSeenBy(t, buyer.email)).toContain(id);

    const client = await signedIn(buyer.email);
    const off = { orderEmails: true, backInStock: true, messages: false };
    expect((await client.post('/web-api/account/notifications', off)).statusCode).toBe(200);
    expect(await inAppCampaignsSeenBy(t, buyer.email)).toEqual([]);

    expect((await client.post('/web-api/account/notifications', { ...off, messages: true })).statusCode).toBe(
      200,
    );
    expect(await inAppCampaignsSeenBy(t, buyer.email)).toContain(id);
  });
});
