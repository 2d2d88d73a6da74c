import type { CampaignInput } from '@larder/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_PASSWORD, createUser } from '../../test-support/factories.ts';
import { TestClient, createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { unsafeLinkIn } from './campaign-links.ts';

// Issue 28: the campaign API stored `javascript:` button and default-action targets (201).

let t: TestApp;
let author: TestClient;

beforeAll(async () => {
  t = await createTestApp({ JOBS_ENABLED: 'false' });
  const staff = await createUser(t.database.db, {
    isStaff: true,
    staffPermissions: ['author-messages', 'edit-content'],
  });
  author = new TestClient(t.app);
  await author.login(staff.email, TEST_PASSWORD);
}, 60_000);
afterAll(() => t.close());

const embedded = (elements: object): CampaignInput =>
  ({ kind: 'embedded', name: 'Links', placementId: 1, targeting: { all: true }, elements }) as CampaignInput;

const inApp = (html: string): CampaignInput => ({
  kind: 'inApp',
  name: 'Links',
  content: { html, webInAppDisplaySettings: { position: 'Center' } },
  targeting: { all: true },
});

const UNSAFE = [
  'javascript:alert(1)',
  ' JavaScript:alert(1)',
  'data:text/html,<script>x</script>',
  'vbscript:x',
  '//evil.example/',
  '/\\evil.example/',
];

async function campaignCount(): Promise<number> {
  return (await author.get('/web-api/staff/campaigns')).json<{ total: number }>().total;
}

describe('link targets staff write', () => {
  it.each(UNSAFE)(
    'refuses %j as a button, default action or image of an embedded message',
    async (target) => {
      const before = await campaignCount();
      for (const elements of [
        { title: 'x', buttons: [{ id: 'b', title: 'Go', action: { type: 'openUrl', data: target } }] },
        { title: 'x', defaultAction: { type: 'openUrl', data: target } },
        { title: 'x', mediaUrl: target },
      ]) {
        const response = await author.post('/web-api/staff/campaigns', embedded(elements));
        expect(response.statusCode, `${JSON.stringify(elements)}: ${response.body}`).toBe(400);
        expect(Object.keys(response.json().error.fields ?? {}).join()).toMatch(/elements/);
      }
      expect(await campaignCount()).toBe(before);
    },
  );

  it('refuses another scheme in a custom action, and keeps plain data and safe links', async () => {
    const custom = await author.post(
      '/web-api/staff/campaigns',
      embedded({ title: 'x', defaultAction: { type: 'action://reorder', data: 'javascript:alert(1)' } }),
    );
    expect(custom.statusCode).toBe(400);
    for (const data of [
      '/search/?q=tomato',
      'https://larder.example/specials',
      'http://larder.example/',
      'mailto:sales@larder.test',
      'tel:+15555550100',
    ]) {
      const ok = await author.post(
        '/web-api/staff/campaigns',
        embedded({ title: 'x', defaultAction: { type: 'openUrl', data } }),
      );
      expect(ok.statusCode, `${data}: ${ok.body}`).toBe(201);
    }
    const plain = await author.post(
      '/web-api/staff/campaigns',
      embedded({ title: 'x', defaultAction: { type: 'action://reorder', data: 'last-order' } }),
    );
    expect(plain.statusCode, plain.body).toBe(201);
  });

  it('refuses an in-app message whose HTML links to an unsafe target, however it is spelled', async () => {
    for (const html of [
      '<p><a href="javascript:alert(1)">Go</a></p>',
      '<p><a href="&#106;avascript:alert(1)">Go</a></p>',
      '<p><A HREF=" JAVASCRIPT:alert(1)">Go</A></p>',
      '<form action="javascript:alert(1)"><button>Go</button></form>',
      '<iframe src="data:text/html,x"></iframe>',
    ]) {
      const response = await author.post('/web-api/staff/campaigns', inApp(html));
      expect(response.statusCode, html).toBe(400);
      expect(response.json().error.fields).toHaveProperty(['content.html']);
    }
    expect(
      (await author.post('/web-api/staff/campaigns', inApp('<p><a href="/cart/">Go to cart</a></p>')))
        .statusCode,
    ).toBe(201);
  });

  it('refuses unsafe header menu links and accepts http ones', async () => {
    const put = (url: string) =>
      author.request({
        method: 'PUT',
        url: '/web-api/staff/content/header/draft',
        payload: { primaryMenuItems: [{ name: 'Link', url }] },
      });
    for (const target of UNSAFE) expect((await put(target)).statusCode, target).toBe(400);
    expect((await put('http://larder.example/about/')).statusCode).toBe(200);
  });

  it('finds unsafe links in markup without running it', () => {
    expect(unsafeLinkIn('<a href="tel:+1">call</a><a href="mailto:x@y.z">mail</a>')).toBeNull();
    expect(unsafeLinkIn('<svg><a xlink:href="javascript:x">x</a></svg>')).toBe('javascript:x');
    expect(unsafeLinkIn('<button formaction="javascript:x">x</button>')).toBe('javascript:x');
  });
});
