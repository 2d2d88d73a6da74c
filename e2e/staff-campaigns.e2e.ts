import { expect, test } from '@playwright/test';
import { seriousViolations } from './axe.ts';
import { callApi, openBrowser, signIn, type FreshBrowser } from './browser.ts';
import { journeyBaseUrl } from './journey-env.ts';

const baseUrl = journeyBaseUrl();
let browser: FreshBrowser | undefined;

test.afterEach(async () => {
  await browser?.close();
  browser = undefined;
});

interface InAppMessages {
  inAppMessages: {
    campaignId: number;
    content: { html: string; webInAppDisplaySettings: { position: string } };
  }[];
}

test.describe('staff message campaigns', () => {
  test('lets staff author a TopRight message for specialty organizations, preview it, publish it, and a specialty buyer receives it', async () => {
    browser = await openBrowser(baseUrl, { width: 1280, height: 900 });
    const { page } = browser;
    await signIn(page, 'admin@larder.test');
    await page.goto('/staff/messages/');
    await page.getByRole('heading', { level: 1, name: 'Messages' }).waitFor();
    // The demo's own campaigns are listed, live and draft.
    const list = page.getByRole('region', { name: 'Messages' });
    await list.getByText('Cut-off reminder').waitFor();
    await list.getByText('Home: heirloom tomatoes are back').waitFor();
    await browser.screenshot('messaging-server-staff-list');
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('link', { name: 'New message' }).click();
    const name = `Specialty truffle week ${Date.now() % 100_000}`;
    await page.getByLabel('Name (staff only)').fill(name);
    await page
      .getByLabel('HTML')
      .fill(
        '<div style="padding:16px;font-family:sans-serif"><h2>Truffle week</h2><p>Black truffles in stock until Friday.</p></div>',
      );
    await page.getByRole('button', { name: /Placement/ }).click();
    await page.getByRole('option', { name: 'TopRight' }).click();
    await page.getByRole('checkbox', { name: 'Dim the page behind the message' }).check({ force: true });
    await page.getByRole('checkbox', { name: 'All customers' }).uncheck({ force: true });
    await page.getByRole('checkbox', { name: 'specialty' }).check({ force: true });

    // The preview draws the HTML in a sandboxed frame, as a customer would see it.
    const frame = page.getByTitle('Preview of the message');
    expect(await frame.getAttribute('sandbox')).toBe('allow-same-origin');
    await page
      .frameLocator('iframe[title="Preview of the message"]')
      .getByText('Black truffles in stock until Friday.')
      .waitFor();
    await browser.screenshot('messaging-server-staff-author');
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Save and publish' }).click();
    await page.getByText('Published: customers in its audience see it now.').waitFor();
    await page.getByText(/Reaches \d+ customers now/).waitFor();
    await page.getByRole('link', { name: 'All messages' }).click();
    const row = page.getByRole('listitem').filter({ hasText: name });
    await row.getByText('Live').waitFor();
    await row.getByText(/^specialty · \d+ customers?$/).waitFor();

    // A specialty buyer's messaging client, acting for their specialty organization, receives it.
    await page.context().clearCookies();
    // The storefront's own messaging client is held back: shown first, the message could be closed (and so
    // consumed) by a click of the journey before it is read here, as the SDK would read it.
    await page.route('**/api/**', (route) => route.abort());
    await signIn(page, 'chef@larder.test');
    await callApi(page, '/web-api/organization/set?value=100101', { method: 'POST' });
    const settings = await callApi<{ messaging: { apiKey: string; baseURL: string } }>(
      page,
      '/web-api/content/global-settings',
    );
    expect(settings.messaging.baseURL).toBe('/api');
    const { token } = await callApi<{ token: string }>(
      page,
      '/web-api/iterable/get-jwt?email=chef@larder.test',
    );
    const answer = await page
      .context()
      .request.get(`${baseUrl}/api/inApp/web/getMessages?count=100&platform=Web`, {
        headers: { 'api-key': settings.messaging.apiKey, authorization: `Bearer ${token}` },
      });
    const messages = (await answer.json()) as InAppMessages;
    const received = messages.inAppMessages.find((m) => m.content.html.includes('Black truffles'));
    expect(received?.content.webInAppDisplaySettings.position).toBe('TopRight');
  });
});
