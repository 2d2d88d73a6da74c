import {
  HEADER_DEFAULTS,
  SIMILAR_ITEMS_FLAG,
  footerSchema,
  globalSettingsSchema,
  headerViewModelSchema,
  type HeaderViewModel,
} from '@larder/contract';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { TEST_PASSWORD, createOrganization, createUser } from '../../test-support/factories.ts';
import { TestClient, createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { createContentTestApp } from './test-catalog.test-support.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createContentTestApp();
});
afterAll(() => t.close());
afterEach(() => {
  vi.useRealTimers();
});

async function header(
  client: TestClient,
  url = '/web-api/content/header',
  headers: Record<string, string> = {},
) {
  const response = await client.request({ method: 'GET', url, headers });
  expect(response.statusCode).toBe(200);
  return { response, header: headerViewModelSchema.parse(response.json()) as HeaderViewModel };
}

/** A signed-in buyer whose organization is on the factory's Chicago unit (Mon/Wed/Fri, 17:00, 1 day) and a Mon/Wed route. */
async function signedInBuyer(routeWeekdays = [1, 3]) {
  const { organization, salesRep } = await createOrganization(t.database.db, {
    name: 'Gilded Spoon',
    routeWeekdays,
  });
  const user = await createUser(t.database.db, {}, [organization.id]);
  const client = new TestClient(t.app);
  await client.login(user.email, TEST_PASSWORD);
  return { client, organization, salesRep };
}

/** Freezes the clock for the request only: sign-in and sessions keep real time. */
function at(instant: string) {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(instant));
}

describe('GET /web-api/content/header', () => {
  it('gives an anonymous visitor the menus, search, sign-in links and no schedule', async () => {
    const { response, header: model } = await header(new TestClient(t.app));
    expect(response.headers['cache-control']).toBe('private, no-cache');
    expect(model).toMatchObject({
      homeUrl: '/',
      cartLink: '/cart/',
      cutOffTime: null,
      nextDeliveryDate: null,
      timeZone: 'America/New_York',
      contactButtonLink: null,
      cartCounter: 0,
      searchModel: {
        searchPageUrl: '/search/',
        searchAsYouTypeUrl: '/search/SearchAsYouType/',
        placeholder: 'Search by item name, sku, brand...',
      },
      utilityMenu: [
        { name: 'Sign In', url: '/sign-in/' },
        { name: 'Apply for an Account', url: '/sign-up/' },
      ],
    });
    expect(model.primaryMenuItems.map(({ name, url }) => ({ name, url }))).toEqual(
      HEADER_DEFAULTS.primaryMenuItems,
    );
    const resources = model.primaryMenuItems[1]!;
    expect(resources.children?.map((child) => child.url)).toContain('/resources/food-safety/');
    expect(model.primaryMenuItems[0]!.children).toBeUndefined();
    expect(model.categoryMenu).toEqual([
      {
        name: 'Protein',
        url: '/products/protein/',
        children: [
          {
            name: 'Beef',
            url: '/products/protein/beef/',
            children: [{ name: 'Steaks', url: '/products/protein/beef/steaks/' }],
          },
        ],
      },
      {
        name: 'Produce',
        url: '/products/produce/',
        children: [{ name: 'Fruit', url: '/products/produce/fruit/' }],
      },
    ]);
  });

  it.each([
    // Friday 14:00 CST, before the 17:00 cut-off: Monday's deadline is Sunday 17:00, already CDT.
    [
      'before a weekend across spring forward',
      '2026-03-06T20:00:00Z',
      '2026-03-08T22:00:00.000Z',
      '2026-03-09',
    ],
    // Monday 17:00 CDT exactly: Monday's cut-off has passed, so Wednesday, closing Tuesday 17:00.
    ['exactly at the cut-off', '2026-03-09T22:00:00Z', '2026-03-10T22:00:00.000Z', '2026-03-11'],
    ['across fall back', '2026-10-30T20:00:00Z', '2026-11-01T23:00:00.000Z', '2026-11-02'],
  ])(
    "computes the cut-off and delivery date from the organization's schedule %s",
    async (_name, now, cutOff, date) => {
      const { client } = await signedInBuyer();
      at(now);
      const { header: model } = await header(client);
      expect(model.cutOffTime).toBe(cutOff);
      expect(model.nextDeliveryDate).toBe(date);
    },
  );

  it("gives the cut-off's time zone as the business unit's, not the buyer's own", async () => {
    const { client } = await signedInBuyer();
    const { header: model } = await header(client, '/web-api/content/header', {
      'user-timezone': 'Europe/Paris',
    });
    expect(model.cutOffTime).not.toBeNull();
    expect(model.timeZone).toBe('America/Chicago');
  });

  it("links the organization's sales rep and the buyer's account pages", async () => {
    const { client, organization, salesRep } = await signedInBuyer();
    const { header: model } = await header(client);
    expect(model.contactButtonLink).toEqual({
      name: `Contact ${salesRep.name}`,
      url: `mailto:${salesRep.email}?subject=${encodeURIComponent(`Account ${organization.id} – Gilded Spoon`)}`,
    });
    expect(model.utilityMenu).toEqual([
      { name: 'Order Guides', url: '/order-guides/' },
      { name: 'Order History', url: '/order-history/' },
      { name: 'Cart', url: '/cart/' },
    ]);
  });

  it('shows no delivery when the route shares no day with the business unit', async () => {
    const { client } = await signedInBuyer([2, 4]);
    const { header: model } = await header(client);
    expect(model).toMatchObject({ cutOffTime: null, nextDeliveryDate: null });
  });

  it('shows no schedule to a staff user who acts for no organization', async () => {
    const staff = await createUser(t.database.db, { isStaff: true });
    const client = new TestClient(t.app);
    await client.login(staff.email, TEST_PASSWORD);
    const { header: model } = await header(client);
    expect(model).toMatchObject({ cutOffTime: null, nextDeliveryDate: null, contactButtonLink: null });
  });

  it.each([
    [
      'tz in the URL',
      '?tz=America/Los_Angeles',
      { 'user-timezone': 'America/Chicago' },
      'America/Los_Angeles',
    ],
    [
      'the user-timezone header',
      '',
      { 'user-timezone': 'America/Chicago', cookie: 'cw_tz=Europe/Paris' },
      'America/Chicago',
    ],
    [
      'the cw_tz cookie',
      '?tz=Not/AZone',
      { 'user-timezone': 'bogus', cookie: 'cw_tz=Europe/Paris' },
      'Europe/Paris',
    ],
    ['the default', '?tz=Not/AZone', {}, 'America/New_York'],
  ])('picks the time zone from %s', async (_name, query, headers, expected) => {
    const { header: model } = await header(new TestClient(t.app), `/web-api/content/header${query}`, headers);
    expect(model.timeZone).toBe(expected);
  });
});

describe('GET /web-api/content/footer', () => {
  it('answers the footer with the current year in the copyright', async () => {
    at('2027-01-04T12:00:00Z');
    const response = await t.app.inject({ method: 'GET', url: '/web-api/content/footer' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, max-age=60');
    const footer = footerSchema.parse(response.json());
    expect(footer.copyright).toBe('© 2027 Larder Foodservice. All rights reserved.');
    expect(footer.columns.map((column) => column.heading)).toEqual(['Shop', 'Ordering', 'Company']);
    expect(footer.columns[0]!.links.slice(0, 2)).toEqual([
      { name: 'Protein', url: '/products/protein/' },
      { name: 'Produce', url: '/products/produce/' },
    ]);
    expect(footer.contactText).toContain('(800) 555-0142');
  });
});

describe('GET /web-api/content/global-settings', () => {
  it('answers the site alert, the feature flags and the store name', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/web-api/content/global-settings?t=123' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, max-age=60');
    const settings = globalSettingsSchema.parse(response.json());
    expect(settings.storeName).toBe('Larder Foodservice');
    expect(settings.featureFlags[SIMILAR_ITEMS_FLAG]).toBe(true);
    expect(settings.siteAlert).toMatchObject({
      id: expect.any(String),
      message: expect.stringContaining('your warehouse’s own, in its time zone'),
      link: { url: '/resources/delivery-and-returns/' },
      startsAt: expect.any(String),
      endsAt: expect.any(String),
      style: 'info',
    });
  });
});

describe('layout data before any content is written', () => {
  let empty: TestApp;
  beforeAll(async () => {
    empty = await createTestApp();
  });
  afterAll(() => empty.close());

  it('falls back to the spec defaults instead of failing', async () => {
    const get = (url: string) => empty.app.inject({ method: 'GET', url }).then((r) => r.json());
    const model = headerViewModelSchema.parse(await get('/web-api/content/header'));
    expect(model.primaryMenuItems).toEqual(HEADER_DEFAULTS.primaryMenuItems);
    expect(model.categoryMenu).toEqual([]);
    expect(model.utilityMenu.map((item) => item.url)).toEqual(['/sign-in/', '/sign-up/']);
    expect(await get('/web-api/content/global-settings')).toEqual({
      siteAlert: null,
      featureFlags: {},
      storeName: 'Larder Foodservice',
      // Messaging comes from the configuration, not from content: Larder's own provider by default.
      messaging: expect.objectContaining({
        provider: 'larder',
        apiKey: 'larder-demo-web-key',
        baseURL: '/api',
      }),
    });
    expect(footerSchema.parse(await get('/web-api/content/footer')).columns).toEqual([]);
    const page = await empty.app.inject({ method: 'GET', url: '/', headers: { accept: 'application/json' } });
    expect(page.statusCode).toBe(404);
    expect(page.json().content).toMatchObject({ pageType: 'NotFoundPage', contentLink: { id: 0 } });
  });
});
