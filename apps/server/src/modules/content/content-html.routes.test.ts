import { windowSettingsSchema } from '@larder/contract';
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedContent } from '../../db/seed/content.ts';
import { TEST_PASSWORD, createOrganization, createUser } from '../../test-support/factories.ts';
import { TestClient, createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { createContentItem, writeContentBlock } from './content.service.ts';
import { DEFAULT_STORE_NAME } from './global-settings.service.ts';
import { insertTestCatalog } from './test-catalog.test-support.ts';

const BROWSER_ACCEPT = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';

// Shaped like Vite's build output: its own title and description, a module script and a stylesheet.
const INDEX_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="description" content="Larder: wholesale ordering." />
    <title>Larder</title>
    <script type="module" crossorigin src="/assets/index-abc123.js"></script>
    <link rel="stylesheet" crossorigin href="/assets/index-abc123.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;

// What the web build lists for the server to preload (apps/web/vite.config.ts writes the real one).
const PAGE_PRELOADS = {
  layout: ['/assets/layout-chrome-abc123.js', '/assets/icons-abc123.js'],
  pages: {
    StandardPage: [
      '/assets/standard-page-abc123.js',
      '/assets/icons-abc123.js',
      '/assets/rich-text-abc123.js',
    ],
  },
};

/** The initial data written into a page: the JSON in the script element, up to the first `</script>`. */
function initialDataIn(html: string): Record<string, unknown> {
  const match = /<script type="application\/json" id="larder-initial-data">([\s\S]*?)<\/script>/.exec(html);
  if (!match) throw new Error('no initial data in the page');
  return JSON.parse(match[1]!) as Record<string, unknown>;
}

function modulePreloadsIn(html: string): string[] {
  return [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((m) => m[1]!);
}

function windowSettingsIn(html: string): unknown {
  const match = /<script nonce="[0-9a-f]+">window\.__LARDER__ = (.*?);<\/script>/.exec(html);
  if (!match) throw new Error('no window settings in the page');
  return JSON.parse(match[1]!);
}

async function seeded(env: Record<string, string> = {}): Promise<TestApp> {
  const t = await createTestApp(env);
  await insertTestCatalog(t.database.db);
  await seedContent(t.database.db);
  return t;
}

describe('pages as HTML with the built web app', () => {
  let t: TestApp;
  let dist: string;
  beforeAll(async () => {
    dist = mkdtempSync(path.join(tmpdir(), 'larder-web-'));
    mkdirSync(path.join(dist, 'assets'));
    mkdirSync(path.join(dist, '.vite'));
    writeFileSync(path.join(dist, 'index.html'), INDEX_HTML);
    writeFileSync(path.join(dist, '.vite', 'page-preloads.json'), JSON.stringify(PAGE_PRELOADS));
    writeFileSync(path.join(dist, 'assets', 'index-abc123.js'), 'console.log("app");');
    writeFileSync(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    t = await seeded({ WEB_DIST_DIR: dist });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dist, { recursive: true, force: true });
  });

  const get = (url: string, accept = BROWSER_ACCEPT) =>
    t.app.inject({ method: 'GET', url, headers: { accept } });

  it('renders the page head and window settings into the app template', async () => {
    const response = await get('/about-us');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('private, no-cache');
    expect(response.headers.vary).toContain('Accept');
    const html = response.body;
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toContain('<title>About Us | Larder Foodservice</title>');
    expect(html.match(/name="description"/g)).toHaveLength(1);
    expect(html).not.toContain('Larder: wholesale ordering.');
    expect(html).toContain('<meta property="og:title" content="About Us">');
    expect(html).toContain('<link rel="canonical" href="http://localhost:80/about-us/">');
    expect(html).toContain('<script type="module" crossorigin src="/assets/index-abc123.js"></script>');
    expect(html.indexOf('window.__LARDER__')).toBeLessThan(html.indexOf('</head>'));
    expect(windowSettingsSchema.strict().parse(windowSettingsIn(html))).toEqual({
      headerUrl: '/web-api/content/header',
      footerUrl: '/web-api/content/footer',
      globalSettingsUrl: '/web-api/content/global-settings',
      storeName: DEFAULT_STORE_NAME,
    });
  });

  it('answers an unknown path with the app HTML, the not-found head and status 404', async () => {
    const response = await get('/no-such-page/');
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('<title>Page not found | Larder Foodservice</title>');
    expect(response.body).toContain('<meta name="robots" content="noindex">');
    expect(response.body).toContain('<div id="root"></div>');
  });

  it('writes in the page model and global settings, exactly as their JSON calls answer them', async () => {
    const { organization } = await createOrganization(t.database.db, { name: 'Embedded Cafe' });
    const customer = await createUser(t.database.db, {}, [organization.id]);
    const client = new TestClient(t.app);
    await client.login(customer.email, TEST_PASSWORD);

    const response = await client.get('/about-us/?utm_source=mail', { accept: BROWSER_ACCEPT });
    expect(response.statusCode).toBe(200);
    // It carries the visitor's own data: for no shared cache, and asked for again each time.
    expect(response.headers['cache-control']).toBe('private, no-cache');
    const initial = initialDataIn(response.body);
    expect(initial.url).toBe('/about-us/?utm_source=mail');
    expect(initial.status).toBe(200);

    const json = await client.get('/about-us/?utm_source=mail', { accept: 'application/json' });
    expect(initial.pageModel).toEqual(json.json());
    expect(initial.pageModel).toMatchObject({
      content: { name: 'About Us' },
      currentUser: { isAuthenticated: true, email: customer.email },
    });
    const settings = await client.get('/web-api/content/global-settings', { accept: 'application/json' });
    expect(initial.globalSettings).toEqual(settings.json());
  });

  it('writes in the not-found page model with its 404 status', async () => {
    const response = await get('/no-such-page/?x=1');
    expect(response.statusCode).toBe(404);
    const initial = initialDataIn(response.body);
    expect(initial).toMatchObject({ url: '/no-such-page/?x=1', status: 404 });
    const json = await get('/no-such-page/?x=1', 'application/json');
    expect(json.statusCode).toBe(404);
    expect(initial.pageModel).toEqual(json.json());
    expect(initial.pageModel).toMatchObject({ content: { pageType: 'NotFoundPage' } });
  });

  it('keeps a page title with </script> and line separators inside the initial data', async () => {
    const evil = 'Evil </script><script>alert(1)</script> <!-- \u2028\u2029 </SCRIPT >';
    const home = (await get('/', 'application/json')).json();
    await createContentItem(t.database.db, {
      parentId: home.content.contentLink.id,
      name: evil,
      pageType: 'StandardPage',
      urlSegment: 'evil-title',
      properties: { heading: evil, intro: evil, body: [] },
    });
    const html = (await get('/evil-title/')).body;
    expect(html).not.toContain('<script>alert(1)');
    expect(html).not.toContain('<!--');
    expect(html.match(/<\/script>/gi)).toHaveLength(3); // the settings, the initial data and the app's entry
    const raw = /id="larder-initial-data">([\s\S]*?)<\/script>/.exec(html)![1]!;
    // Nothing in it the HTML parser could take for markup, nor characters older JavaScript rejects.
    expect(raw).not.toMatch(/[<>\u2028\u2029]/);
    const initial = initialDataIn(html);
    expect(initial.pageModel).toMatchObject({ content: { name: evil, properties: { heading: evil } } });
  });

  it("has the browser preload the layout's and the page type's code, each once", async () => {
    const standard = modulePreloadsIn((await get('/about-us/')).body);
    expect(standard).toEqual([
      '/assets/layout-chrome-abc123.js',
      '/assets/icons-abc123.js',
      '/assets/standard-page-abc123.js',
      '/assets/rich-text-abc123.js',
    ]);
    // A page type the build did not list: the layout's code still.
    expect(modulePreloadsIn((await get('/')).body)).toEqual(PAGE_PRELOADS.layout);
  });

  it('answers the same URL as JSON when asked for JSON', async () => {
    const response = await get('/about-us/', 'application/json, text/plain, */*');
    expect(response.headers['content-type']).toContain('application/json');
    expect(response.json().content.name).toBe('About Us');
  });

  it('still serves static files, and never the HTML for a missing asset or API path', async () => {
    const asset = await get('/assets/index-abc123.js', '*/*');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await get('/favicon.svg', 'image/*')).statusCode).toBe(200);
    const misses = [
      '/assets/index-old999.js',
      '/web-api/nope',
      '/api/nope',
      // Algolia's and the ERP's namespaces, and a parameter longer than the router matches.
      `/1/indexes/${'x'.repeat(200)}/100881`,
      '/integration/v1/nope',
      '/media/nope',
      '/robots.txt',
      '/images/x/hero.jpg',
    ];
    for (const url of misses) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type'], url).toContain('application/json');
      expect(response.json().error.code, url).toBe('NOT_FOUND');
    }
  });

  it('never serves the template raw', async () => {
    const response = await get('/index.html');
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('<div id="root">');
  });

  it('escapes content so it cannot break out of the head or the settings script', async () => {
    const evil = 'Larder </script><script>alert(1)</script> & "Sons" <!--';
    await writeContentBlock(t.database.db, 'global-settings', {
      siteAlert: null,
      featureFlags: {},
      storeName: evil,
    });
    try {
      const html = (await get('/about-us/')).body;
      expect(html).not.toContain('<script>alert(1)');
      expect(html).not.toContain('<!--');
      expect(html).toContain(
        '<title>About Us | Larder &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;Sons&quot; &lt;!--</title>',
      );
      expect(windowSettingsIn(html)).toMatchObject({ storeName: evil });
    } finally {
      await writeContentBlock(t.database.db, 'global-settings', {
        siteAlert: null,
        featureFlags: {},
        storeName: DEFAULT_STORE_NAME,
      });
    }
  });
});

describe('pages as HTML before the web app is built', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await seeded();
  });
  afterAll(() => t.close());

  it('answers a short page saying so, with the head and window settings still written', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/cart/',
      headers: { accept: BROWSER_ACCEPT },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.body).toContain("The web app isn't built yet");
    expect(response.body).toContain('<title>Cart | Larder Foodservice</title>');
    expect(windowSettingsIn(response.body)).toMatchObject({ headerUrl: '/web-api/content/header' });
    expect(initialDataIn(response.body)).toMatchObject({ url: '/cart/', status: 200 });
    expect(modulePreloadsIn(response.body)).toEqual([]);
  });

  it('answers a request without any Accept header with HTML', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/nowhere' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
  });
});
