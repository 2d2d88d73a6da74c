import {
  PAGE_TYPES,
  STAFF_SECTIONS,
  contentItemSchema,
  pageModelResponseSchema,
  pagePropertiesSchemas,
  type PageModelResponse,
  type PageType,
} from '@larder/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_PASSWORD, createOrganization, createUser } from '../../test-support/factories.ts';
import { TestClient, type TestApp } from '../../test-support/test-app.ts';
import { createContentItem } from './content.service.ts';
import { TEST_PRODUCT, createContentTestApp } from './test-catalog.test-support.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createContentTestApp();
});
afterAll(() => t.close());

const JSON_ACCEPT = { accept: 'application/json' };

async function getPage(url: string, headers: Record<string, string> = {}) {
  const response = await t.app.inject({ method: 'GET', url, headers: { ...JSON_ACCEPT, ...headers } });
  const body = String(response.headers['content-type']).includes('json') ? response.json() : null;
  return { response, model: body as PageModelResponse };
}

function tag(model: PageModelResponse, match: (attributes: Record<string, string>) => boolean) {
  return model.metaDataInfo.find((entry) => match(entry.elementAttributes));
}

const pages: [url: string, pageType: PageType, check?: (model: PageModelResponse) => void][] = [
  ['/', 'StartPage', (m) => expect(m.content.properties.featuredCategories).toHaveLength(2)],
  ['/about-us/', 'StandardPage', (m) => expect(m.content.properties.heading).toMatch(/distributor/)],
  ['/resources/', 'StandardPage', (m) => expect(m.content.properties.showChildren).toBe(true)],
  ['/resources/food-safety/', 'StandardPage', (m) => expect(m.content.parentLink?.url).toBe('/resources/')],
  ['/products/', 'ProductListingPage', (m) => expect(m.content.properties.categoryId).toBeNull()],
  [
    '/products/protein/',
    'ProductListingPage',
    (m) =>
      expect(m.content.properties.category).toEqual({
        id: 'protein',
        name: 'Protein',
        url: '/products/protein/',
        level: 1,
        breadcrumbs: [],
        children: [{ name: 'Beef', url: '/products/protein/beef/' }],
      }),
  ],
  [
    '/products/protein/beef/',
    'SubcategoryData',
    (m) => {
      expect(m.content.name).toBe('Beef');
      expect(m.content.properties).toMatchObject({
        categoryId: 'protein-beef',
        intro: expect.stringContaining('Every Beef item'),
        category: {
          breadcrumbs: [{ name: 'Protein', url: '/products/protein/' }],
          children: [{ name: 'Steaks', url: '/products/protein/beef/steaks/' }],
        },
      });
    },
  ],
  [
    '/products/protein/beef/steaks/',
    'SubcategoryData',
    (m) => expect(m.content.properties.category).toMatchObject({ level: 3, children: [] }),
  ],
  ['/search/', 'SearchPage', (m) => expect(m.content.properties.popularSearches).not.toHaveLength(0)],
  ['/search/results/', 'SearchResultsPage'],
  [
    `/product/${TEST_PRODUCT.sku}/any-slug/`,
    'ProductDetailPage',
    (m) => {
      expect(m.content.properties.sku).toBe(TEST_PRODUCT.sku);
      expect(m.content.name).toBe(TEST_PRODUCT.name);
      expect(m.content.url).toBe(TEST_PRODUCT.url);
    },
  ],
  ['/order-guides/', 'OrderGuideListingPage'],
  [
    '/order-guides/detail/?id=42',
    'OrderGuideDetailPage',
    (m) => expect(m.content.properties).toMatchObject({ orderGuideId: '42' }),
  ],
  ['/cart/', 'CartPage'],
  ['/order-history/', 'OrderHistoryPage'],
  ['/order-confirmation/', 'OrderConfirmationPage'],
  ['/sign-in/', 'SignInPage'],
  ['/sign-up/', 'SignUpPage'],
  ['/reset-password/', 'PasswordResetPage'],
  ['/account/', 'AccountPage'],
];

// The staff console's pages, which only staff are served.
const staffPages = STAFF_SECTIONS.map((section) => [section.path, section.pageType] as const);

describe('GET a friendly URL with Accept: application/json', () => {
  it.each(pages)('%s is a %s page model with typed properties', async (url, pageType, check) => {
    const { response, model } = await getPage(url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-cache');
    expect(response.headers.vary).toContain('Accept');
    pageModelResponseSchema.parse(model);
    expect(model.content).toMatchObject({ pageType, contentType: ['Page', pageType], language: 'en' });
    expect(model.content.contentLink.id).toBeGreaterThan(0);
    pagePropertiesSchemas[pageType].parse(model.content.properties);
    expect(model.metaDataInfo[0]).toMatchObject({ elementTag: 'title' });
    expect(model.metaDataInfo[0]!.innerContent).toMatch(/ \| Larder Foodservice$/);
    check?.(model);
  });

  it('covers every page type with the demo content (the not-found page below)', () => {
    const covered = new Set<string>([
      ...pages.map(([, pageType]) => pageType),
      ...staffPages.map(([, pageType]) => pageType),
      'NotFoundPage',
    ]);
    expect([...covered].sort()).toEqual([...PAGE_TYPES].sort());
  });

  it('writes the head: title with the store name, description, Open Graph and canonical link', async () => {
    const { model } = await getPage('/about-us/');
    expect(model.metaDataInfo[0]).toEqual({
      elementTag: 'title',
      innerContent: 'About Us | Larder Foodservice',
      elementAttributes: {},
    });
    expect(tag(model, (a) => a.name === 'description')?.elementAttributes.content).toMatch(
      /^Larder Foodservice/,
    );
    expect(tag(model, (a) => a.property === 'og:title')?.elementAttributes.content).toBe('About Us');
    expect(tag(model, (a) => a.rel === 'canonical')).toEqual({
      elementTag: 'link',
      innerContent: null,
      elementAttributes: { rel: 'canonical', href: 'http://localhost:80/about-us/' },
    });
    expect(tag(model, (a) => a.name === 'robots')).toBeUndefined();
    const home = (await getPage('/')).model;
    expect(home.metaDataInfo[0]!.innerContent).toBe(
      'Wholesale Food Ordering for Restaurants | Larder Foodservice',
    );
  });

  it('keeps account pages out of search engines', async () => {
    const { model } = await getPage('/cart/');
    expect(tag(model, (a) => a.name === 'robots')?.elementAttributes.content).toBe('noindex');
  });

  it('resolves a path with or without its trailing slash, in any case, the same way', async () => {
    const canonical = (await getPage('/resources/food-safety/')).model.content;
    for (const url of ['/resources/food-safety', '/Resources/Food-Safety', '//resources//food-safety//']) {
      const { response, model } = await getPage(url);
      expect(response.statusCode, url).toBe(200);
      expect(model.content).toEqual(canonical);
    }
    expect((await getPage('/products/protein/beef')).model.content.pageType).toBe('SubcategoryData');
  });

  it('accepts the spec query parameters and headers', async () => {
    const { response, model } = await getPage(
      '/about-us/?expand=*&currentPageUrl=%2Fabout-us%2F&tz=America%2FChicago&t=1767225600000&utm_source=mail',
      { 'accept-language': 'fr-CA,fr;q=0.9,en;q=0.5', 'user-timezone': 'America/Chicago', 'x-referer': '/' },
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-language']).toBe('en');
    expect(model.content.name).toBe('About Us');
  });

  it('resolves a product by the SKU in the second path segment, with the product head', async () => {
    const { response, model } = await getPage(`/product/${TEST_PRODUCT.sku}`);
    expect(response.statusCode).toBe(200);
    expect(model.content.pageType).toBe('ProductDetailPage');
    expect(model.metaDataInfo[0]!.innerContent).toBe(`${TEST_PRODUCT.name} | Larder Foodservice`);
    expect(tag(model, (a) => a.name === 'description')?.elementAttributes.content).toBe(
      TEST_PRODUCT.description,
    );
    expect(tag(model, (a) => a.property === 'og:type')?.elementAttributes.content).toBe('product');
    expect(tag(model, (a) => a.rel === 'canonical')?.elementAttributes.href).toBe(
      `http://localhost:80${TEST_PRODUCT.url}`,
    );
    const dotted = await getPage(`/product/${TEST_PRODUCT.sku}/ribeye-12.5oz-case`);
    expect(dotted.model.content.properties.sku).toBe(TEST_PRODUCT.sku);
  });

  it.each([
    ['an unknown path', '/no-such-page/'],
    ['an unknown SKU', '/product/999999/missing-item/'],
    ['the product template on its own', '/product/'],
    ['the category template on its own', '/products/category-template/'],
    ['the not-found page itself', '/page-not-found/'],
  ])('answers %s with 404 and the not-found page from content', async (_name, url) => {
    const { response, model } = await getPage(url);
    expect(response.statusCode).toBe(404);
    pageModelResponseSchema.parse(model);
    expect(model.content).toMatchObject({ pageType: 'NotFoundPage', name: 'Page Not Found' });
    expect(model.content.properties.links).toContainEqual({ name: 'Home', url: '/' });
    expect(model.metaDataInfo[0]!.innerContent).toBe('Page not found | Larder Foodservice');
    expect(tag(model, (a) => a.name === 'robots')?.elementAttributes.content).toBe('noindex');
    expect(tag(model, (a) => a.rel === 'canonical')).toBeUndefined();
  });

  it('answers a malformed percent-encoding with a 400 in the error shape, not a page', async () => {
    const { response } = await getPage('/bad%E0%A4%A/');
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toContain('application/json');
    expect(JSON.parse(response.body)).toEqual({
      error: { code: 'BAD_REQUEST', message: 'The request could not be understood.' },
    });
  });

  it('never serves an unpublished page', async () => {
    const resources = (await getPage('/resources/')).model.content;
    const draft = await createContentItem(t.database.db, {
      parentId: resources.contentLink.id,
      name: 'Draft Guide',
      pageType: 'StandardPage',
      urlSegment: 'draft-guide',
      properties: { heading: 'Draft', intro: '', body: [] },
      published: false,
    });
    expect((await getPage('/resources/draft-guide/')).response.statusCode).toBe(404);
    const byId = await t.app.inject({
      method: 'GET',
      url: `/api/episerver/v2.0/content/${draft.contentLink.id}`,
    });
    expect(byId.statusCode).toBe(404);
    const children = await t.app.inject({
      method: 'GET',
      url: `/api/episerver/v2.0/content/${resources.contentLink.id}/children`,
    });
    expect(children.json().map((c: { name: string }) => c.name)).not.toContain('Draft Guide');
  });

  it.each(staffPages)(
    '%s is the not-found page for visitors and customers, and a %s for staff',
    async (url, pageType) => {
      const anonymous = await getPage(url);
      expect(anonymous.response.statusCode).toBe(404);
      expect(anonymous.model.content.pageType).toBe('NotFoundPage');

      const { organization } = await createOrganization(t.database.db);
      const customer = new TestClient(t.app);
      await customer.login((await createUser(t.database.db, {}, [organization.id])).email, TEST_PASSWORD);
      const forCustomer = await customer.get(url, JSON_ACCEPT);
      expect(forCustomer.statusCode).toBe(404);
      expect(forCustomer.json().content.pageType).toBe('NotFoundPage');

      const staff = new TestClient(t.app);
      await staff.login(
        (await createUser(t.database.db, { isStaff: true, staffPermissions: [] })).email,
        TEST_PASSWORD,
      );
      const forStaff = await staff.get(url, JSON_ACCEPT);
      expect(forStaff.statusCode).toBe(200);
      const model = forStaff.json() as PageModelResponse;
      expect(model.content).toMatchObject({ pageType, isEditable: false });
      pagePropertiesSchemas[pageType].parse(model.content.properties);
      expect(tag(model, (a) => a.name === 'robots')?.elementAttributes.content).toContain('noindex');
    },
  );

  it('carries the anonymous visitor as current and original user', async () => {
    const { model } = await getPage('/', { cookie: 'larder_region=west' });
    expect(model.currentUser).toMatchObject({ isAuthenticated: false, region: 'west' });
    expect(model.originalUser).toEqual(model.currentUser);
  });

  it('carries the customer as current user and the staff user as original user while impersonating', async () => {
    const { organization } = await createOrganization(t.database.db, { name: 'Content Cafe' });
    const customer = await createUser(t.database.db, {}, [organization.id]);
    const staff = await createUser(t.database.db, { isStaff: true, staffPermissions: ['impersonate'] });
    const client = new TestClient(t.app);
    await client.login(staff.email, TEST_PASSWORD);
    await client.post('/web-api/impersonation/start', {
      organizationId: organization.id,
      userId: customer.id,
      reason: 'Checking an order the buyer called about',
    });
    const model = (await client.request({ method: 'GET', url: '/cart/', headers: JSON_ACCEPT })).json();
    expect(model.currentUser).toMatchObject({ email: customer.email, isImpersonationActive: true });
    expect(model.currentUser.currentOrganization.id).toBe(organization.id);
    expect(model.originalUser).toMatchObject({ email: staff.email, isStaff: true });
  });
});

describe('GET /api/episerver/v2.0/content/{id}', () => {
  it('answers a published item in content-delivery shape, and its children in order', async () => {
    const resources = (await getPage('/resources/')).model.content;
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/episerver/v2.0/content/${resources.contentLink.id}`,
    });
    expect(response.statusCode).toBe(200);
    const item = contentItemSchema.parse(response.json());
    expect(item).toMatchObject({ name: 'Resources', url: '/resources/', parentLink: { url: '/' } });

    const children = await t.app.inject({
      method: 'GET',
      url: `/api/episerver/v2.0/content/${resources.contentLink.id}/children`,
    });
    expect(children.statusCode).toBe(200);
    const list = children.json().map((child: unknown) => contentItemSchema.parse(child));
    expect(list.map((child: { name: string }) => child.name)).toEqual([
      'Ordering Online',
      'Delivery, Cut-Offs & Returns',
      'Food Safety & Receiving',
      'Catch-Weight Pricing',
      'Holiday Delivery Schedule',
    ]);
    expect(
      list.every((child: { parentLink: { id: number } }) => child.parentLink.id === resources.contentLink.id),
    ).toBe(true);
  });

  it('answers the start page with no parent', async () => {
    const home = (await getPage('/')).model.content;
    const item = (
      await t.app.inject({ method: 'GET', url: `/api/episerver/v2.0/content/${home.contentLink.id}` })
    ).json();
    expect(item).toMatchObject({ pageType: 'StartPage', url: '/', parentLink: null });
  });

  it.each([
    ['/api/episerver/v2.0/content/999999', 404, 'NOT_FOUND'],
    ['/api/episerver/v2.0/content/999999/children', 404, 'NOT_FOUND'],
    ['/api/episerver/v2.0/content/abc', 400, 'VALIDATION_FAILED'],
    ['/api/episerver/v2.0/content/0', 400, 'VALIDATION_FAILED'],
  ])('%s answers %i %s', async (url, status, code) => {
    const response = await t.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(status);
    expect(response.json().error.code).toBe(code);
  });
});
