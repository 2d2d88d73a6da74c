import { STAFF_PERMISSIONS } from '@larder/domain';
import type { PageModelResponse, StaffContentPage } from '@larder/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_PASSWORD, createOrganization, createUser } from '../../test-support/factories.ts';
import { TestClient, createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { writeContentBlock } from './content-blocks.ts';
import { createContentItem } from './content.service.ts';

let t: TestApp;
let admin: TestClient;
let staff: TestClient;
let buyer: TestClient;
let visitor: TestClient;
let aboutId: number;
let consoleId: number;

const ABOUT = {
  heading: 'About the distributor',
  intro: 'We deliver.',
  body: [{ type: 'paragraph', spans: [{ text: 'Since 1952.' }] }],
  metaDescription: 'About us',
};

async function signedIn(overrides: Parameters<typeof createUser>[1], memberOf: string[] = []) {
  const user = await createUser(t.database.db, overrides, memberOf);
  const client = new TestClient(t.app);
  await client.login(user.email, TEST_PASSWORD);
  return client;
}

function put(client: TestClient, url: string, payload: unknown) {
  return client.request({ method: 'PUT', url, payload: payload as object });
}

async function pageModel(client: TestClient, url: string): Promise<PageModelResponse> {
  const response = await client.get(url, { accept: 'application/json' });
  expect(response.statusCode).toBe(200);
  return response.json();
}

async function auditOf(subjectType: string, subjectId: string) {
  const response = await admin.get(
    `/web-api/staff/audit?subjectType=${subjectType}&subjectId=${encodeURIComponent(subjectId)}`,
  );
  expect(response.statusCode).toBe(200);
  return (response.json() as { items: { action: string; before: unknown; after: unknown }[] }).items;
}

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const root = await createContentItem(db, {
    parentId: null,
    name: 'Home',
    pageType: 'StandardPage',
    urlSegment: '',
    properties: { heading: 'Home', intro: '', body: [] },
  });
  aboutId = (
    await createContentItem(db, {
      parentId: root.contentLink.id,
      name: 'About Us',
      pageType: 'StandardPage',
      urlSegment: 'about-us',
      properties: ABOUT,
    })
  ).contentLink.id;
  consoleId = (
    await createContentItem(db, {
      parentId: root.contentLink.id,
      name: 'Staff console',
      pageType: 'StaffHomePage',
      urlSegment: 'staff',
      properties: { heading: 'Staff console', intro: '' },
      isEditable: false,
    })
  ).contentLink.id;
  await writeContentBlock(db, 'footer', {
    columns: [],
    contactText: 'Call us',
    copyright: '© {year} Larder',
  });
  const { organization } = await createOrganization(db);
  admin = await signedIn({ isStaff: true, staffPermissions: [...STAFF_PERMISSIONS] });
  staff = await signedIn({ isStaff: true, staffPermissions: ['impersonate', 'manage-orders'] });
  buyer = await signedIn({}, [organization.id]);
  visitor = new TestClient(t.app);
});
afterAll(() => t.close());

describe('who may use the content routes', () => {
  const routes: [method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: () => string, body?: object][] = [
    ['GET', () => '/web-api/staff/content/pages'],
    ['GET', () => `/web-api/staff/content/pages/${aboutId}`],
    ['PUT', () => `/web-api/staff/content/pages/${aboutId}/draft`, { name: 'X', properties: ABOUT }],
    ['POST', () => `/web-api/staff/content/pages/${aboutId}/publish`],
    ['DELETE', () => `/web-api/staff/content/pages/${aboutId}/draft`],
    ['GET', () => '/web-api/staff/content/footer'],
    ['PUT', () => '/web-api/staff/content/site-alert', { text: 'Hi' }],
  ];

  it('customers and visitors get 404, staff without edit-content 403, and nothing changes', async () => {
    for (const [method, url, payload] of routes) {
      for (const [client, status] of [
        [buyer, 404],
        [visitor, 404],
        [staff, 403],
      ] as const) {
        const response = await client.request({ method, url: url(), ...(payload ? { payload } : {}) });
        expect(response.statusCode, `${method} ${url()}`).toBe(status);
      }
    }
    const page = (await admin.get(`/web-api/staff/content/pages/${aboutId}`)).json() as StaffContentPage;
    expect(page.draft).toBeNull();
  });
});

describe('pages', () => {
  it('lists the page tree, parents first, marking the console page not editable', async () => {
    const response = await admin.get('/web-api/staff/content/pages');
    expect(response.statusCode).toBe(200);
    const items = response.json().items as { id: number; url: string; isEditable: boolean }[];
    expect(items.map((item) => item.url)).toEqual(['/', '/about-us/', '/staff/']);
    expect(items.find((item) => item.id === consoleId)?.isEditable).toBe(false);
  });

  it('a saved draft is not what buyers see; staff see it only when previewing', async () => {
    const draft = { name: 'About Larder', properties: { ...ABOUT, heading: 'Family run since 1952' } };
    const saved = await put(admin, `/web-api/staff/content/pages/${aboutId}/draft`, draft);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().draft.properties.heading).toBe('Family run since 1952');
    expect(saved.json().properties.heading).toBe(ABOUT.heading);

    expect((await pageModel(buyer, '/about-us/')).content.properties.heading).toBe(ABOUT.heading);
    expect((await pageModel(buyer, '/about-us/?preview=1')).content.properties.heading).toBe(ABOUT.heading);
    expect((await pageModel(visitor, '/about-us/?preview=1')).content.name).toBe('About Us');
    expect((await pageModel(staff, '/about-us/?preview=1')).content.properties.heading).toBe(ABOUT.heading);
    expect((await pageModel(admin, '/about-us/')).content.properties.heading).toBe(ABOUT.heading);
    const preview = await pageModel(admin, '/about-us/?preview=1');
    expect(preview.content.properties.heading).toBe('Family run since 1952');
    expect(preview.content.name).toBe('About Larder');
  });

  it('bad properties are a 400 field error and keep the draft as it was', async () => {
    const response = await put(admin, `/web-api/staff/content/pages/${aboutId}/draft`, {
      name: 'About',
      properties: { ...ABOUT, heading: '', body: [{ type: 'paragraph', spans: [] }] },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toMatchObject({ 'properties.heading': expect.any(String) });
    for (const bad of [
      null,
      { name: 'x' },
      { name: '\u0000', properties: ABOUT },
      { name: 'x', properties: [] },
    ]) {
      expect((await put(admin, `/web-api/staff/content/pages/${aboutId}/draft`, bad)).statusCode).toBe(400);
    }
    const page = (await admin.get(`/web-api/staff/content/pages/${aboutId}`)).json() as StaffContentPage;
    expect(page.draft?.properties.heading).toBe('Family run since 1952');
  });

  it("publishing makes the draft the buyer's next page, audited with before and after", async () => {
    const response = await admin.post(`/web-api/staff/content/pages/${aboutId}/publish`);
    expect(response.statusCode).toBe(200);
    expect(response.json().draft).toBeNull();
    const seen = await pageModel(buyer, '/about-us/');
    expect(seen.content.properties.heading).toBe('Family run since 1952');
    expect(seen.content.name).toBe('About Larder');

    const audit = await auditOf('content-page', String(aboutId));
    expect(audit.map((row) => row.action)).toEqual(['content.page.publish', 'content.page.save-draft']);
    expect(audit[0]).toMatchObject({
      before: { name: 'About Us', properties: { heading: ABOUT.heading } },
      after: { name: 'About Larder', properties: { heading: 'Family run since 1952' } },
    });
    // Nothing left to publish.
    expect((await admin.post(`/web-api/staff/content/pages/${aboutId}/publish`)).statusCode).toBe(400);
  });

  it('a discarded draft leaves the published page alone', async () => {
    await put(admin, `/web-api/staff/content/pages/${aboutId}/draft`, {
      name: 'Temp',
      properties: { ...ABOUT, heading: 'Scratch' },
    });
    const response = await admin.request({
      method: 'DELETE',
      url: `/web-api/staff/content/pages/${aboutId}/draft`,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().draft).toBeNull();
    expect((await pageModel(admin, '/about-us/?preview=1')).content.properties.heading).toBe(
      'Family run since 1952',
    );
    expect((await auditOf('content-page', String(aboutId)))[0]!.action).toBe('content.page.discard-draft');
  });

  it('pages with editing disabled are refused with a clear error', async () => {
    const response = await put(admin, `/web-api/staff/content/pages/${consoleId}/draft`, {
      name: 'Hacked',
      properties: { heading: 'Hacked', intro: '' },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().error.message).toMatch(/not editable/);
    expect((await admin.post(`/web-api/staff/content/pages/${consoleId}/publish`)).statusCode).toBe(403);
    const page = (await admin.get(`/web-api/staff/content/pages/${consoleId}`)).json() as StaffContentPage;
    expect(page).toMatchObject({ name: 'Staff console', draft: null, isEditable: false });
  });

  it('unknown pages are a 404', async () => {
    expect((await admin.get('/web-api/staff/content/pages/999999')).statusCode).toBe(404);
    expect(
      (await put(admin, '/web-api/staff/content/pages/999999/draft', { name: 'x', properties: {} }))
        .statusCode,
    ).toBe(404);
  });
});

describe('header, footer and settings', () => {
  it('a footer draft is previewed by staff only and published to buyers, audited', async () => {
    const draft = {
      columns: [{ heading: 'Help', links: [{ name: 'FAQ', url: '/faq/' }] }],
      contactText: 'Ring us',
      copyright: '© {year} Larder',
    };
    expect((await put(admin, '/web-api/staff/content/footer/draft', draft)).statusCode).toBe(200);
    expect((await buyer.get('/web-api/content/footer?preview=1')).json().contactText).toBe('Call us');
    expect((await admin.get('/web-api/content/footer?preview=1')).json().contactText).toBe('Ring us');
    expect((await admin.get('/web-api/content/footer')).json().contactText).toBe('Call us');

    const published = await admin.post('/web-api/staff/content/footer/publish');
    expect(published.statusCode).toBe(200);
    expect(published.json()).toMatchObject({ draft: null, published: { contactText: 'Ring us' } });
    expect((await buyer.get('/web-api/content/footer')).json().contactText).toBe('Ring us');
    const audit = await auditOf('content-block', 'footer');
    expect(audit[0]).toMatchObject({
      action: 'content.footer.publish',
      before: { contactText: 'Call us' },
      after: { contactText: 'Ring us' },
    });
  });

  it('the header menu rejects unsafe links and publishes a new menu', async () => {
    const bad = await put(admin, '/web-api/staff/content/header/draft', {
      primaryMenuItems: [{ name: 'Evil', url: 'javascript:alert(1)' }],
    });
    expect(bad.statusCode).toBe(400);
    await put(admin, '/web-api/staff/content/header/draft', {
      primaryMenuItems: [{ name: 'Our Story', url: '/about-us/' }],
    });
    expect((await buyer.get('/web-api/content/header')).json().primaryMenuItems[0].name).toBe('About Us');
    expect((await buyer.get('/web-api/content/header?preview=1')).json().primaryMenuItems[0].name).toBe(
      'About Us',
    );
    expect((await admin.get('/web-api/content/header?preview=1')).json().primaryMenuItems[0].name).toBe(
      'Our Story',
    );
    await admin.post('/web-api/staff/content/header/publish');
    expect((await buyer.get('/web-api/content/header')).json().primaryMenuItems).toEqual([
      { name: 'Our Story', url: '/about-us/' },
    ]);
  });

  it('feature flags publish to buyers and keep the site alert', async () => {
    await put(admin, '/web-api/staff/content/site-alert', { text: 'Snow day' });
    const flags = { 'FeatureFlags.Global.SimilarItemsModal': true, 'FeatureFlags.Cart.JitLineType': false };
    await put(admin, '/web-api/staff/content/settings/draft', { featureFlags: flags, storeName: 'Larder' });
    expect((await buyer.get('/web-api/content/global-settings')).json().featureFlags).toEqual({});
    expect((await admin.get('/web-api/content/global-settings?preview=1')).json().featureFlags).toEqual(
      flags,
    );
    await admin.post('/web-api/staff/content/settings/publish');
    const settings = (await buyer.get('/web-api/content/global-settings')).json();
    expect(settings.featureFlags).toEqual(flags);
    expect(settings.siteAlert.message).toBe('Snow day');
  });
});

describe('the site alert', () => {
  const settingsOf = async (client: TestClient) =>
    (await client.get('/web-api/content/global-settings')).json();

  it('an end before its start is a 400 field error and changes nothing', async () => {
    await put(admin, '/web-api/staff/content/site-alert', { text: 'Before' });
    for (const body of [
      { text: 'Bad', startsAt: '2026-12-02T10:00:00Z', endsAt: '2026-12-01T10:00:00Z' },
      { text: 'Bad', startsAt: '2026-12-02T10:00:00Z', endsAt: '2026-12-02T10:00:00Z' },
      { text: 'Bad', startsAt: '2026-02-30T10:00:00Z' },
      { text: 'Bad', endsAt: 'tomorrow' },
      { text: 'Bad', link: { name: 'x', url: 'javascript:alert(1)' } },
      { text: 5 },
    ]) {
      const response = await put(admin, '/web-api/staff/content/site-alert', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().error.fields).toBeDefined();
    }
    const response = await put(admin, '/web-api/staff/content/site-alert', {
      text: 'Bad',
      startsAt: '2026-12-02T10:00:00Z',
      endsAt: '2026-12-01T10:00:00Z',
    });
    expect(response.json().error.fields).toEqual({ endsAt: expect.any(String) });
    expect((await settingsOf(buyer)).siteAlert.message).toBe('Before');
  });

  it("is shown by the buyer's next request only between its start and end", async () => {
    const hour = 3_600_000;
    const at = (offset: number) => new Date(Date.now() + offset).toISOString();
    const link = { name: 'Details', url: '/resources/' };
    const open = await put(admin, '/web-api/staff/content/site-alert', {
      text: 'Closing early today',
      link,
      style: 'warning',
      startsAt: at(-hour),
      endsAt: at(hour),
    });
    expect(open.statusCode).toBe(200);
    expect((await settingsOf(buyer)).siteAlert).toMatchObject({
      message: 'Closing early today',
      link,
      style: 'warning',
    });

    await put(admin, '/web-api/staff/content/site-alert', {
      text: 'Later',
      startsAt: at(hour),
      endsAt: at(2 * hour),
    });
    expect((await settingsOf(buyer)).siteAlert).toBeNull();
    expect((await admin.get('/web-api/staff/content/site-alert')).json().siteAlert.message).toBe('Later');

    await put(admin, '/web-api/staff/content/site-alert', {
      text: 'Over',
      startsAt: at(-2 * hour),
      endsAt: at(-hour),
    });
    expect((await settingsOf(buyer)).siteAlert).toBeNull();
    // The page's HTML carries the same windowed settings.
    const html = await buyer.get('/about-us/', { accept: 'text/html' });
    expect(html.body).not.toContain('Over');

    const audit = await auditOf('content-block', 'site-alert');
    expect(audit[0]).toMatchObject({ before: { message: 'Later' }, after: { message: 'Over' } });
  });

  it('empty text removes the alert', async () => {
    await put(admin, '/web-api/staff/content/site-alert', { text: 'Now' });
    expect((await settingsOf(buyer)).siteAlert.message).toBe('Now');
    const response = await put(admin, '/web-api/staff/content/site-alert', { text: '' });
    expect(response.json()).toEqual({ siteAlert: null });
    expect((await settingsOf(buyer)).siteAlert).toBeNull();
  });
});
