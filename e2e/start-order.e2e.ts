import { expect, test } from '@playwright/test';
import { openBrowser, signIn, type FreshBrowser } from './browser.ts';
import { journeyBaseUrl } from './journey-env.ts';

const baseUrl = journeyBaseUrl();
let browser: FreshBrowser | undefined;

test.afterEach(async () => {
  await browser?.close();
  browser = undefined;
});

test.describe('the PPro start-order modal', () => {
  test('explains how to start an order once per session, for a PPro organization', async () => {
    browser = await openBrowser(baseUrl, { width: 1280, height: 800 });
    const { page } = browser;
    await signIn(page, 'chef@larder.test');
    const prompt = page.getByRole('dialog', { name: 'How to start an order' });
    expect(await prompt.count()).toBe(0);

    const switcher = page.getByRole('button', { name: /Organization:/ });
    await switcher.click();
    const original = (
      await page.getByRole('menuitemradio', { checked: true }).locator('text=/./').first().innerText()
    ).trim();
    await page.getByRole('menuitemradio', { name: /Copper Pot Kitchen/ }).click();
    await prompt.waitFor();
    await browser.screenshot('start-order-01-modal');
    await prompt.getByRole('button', { name: 'Got it' }).click();
    await prompt.waitFor({ state: 'detached' });

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About Us' }).click();
    await page.locator('[data-page-type="StandardPage"]').waitFor({ state: 'attached' });
    await page.reload();
    await page.locator('[data-page-type="StandardPage"]').waitFor({ state: 'attached' });
    await page.getByRole('banner').getByText('Copper Pot Kitchen').first().waitFor();
    expect(await prompt.count()).toBe(0);

    // Leave chef's organization as it was, so other journeys start from a non-PPro organization.
    await switcher.click();
    await page.getByRole('menuitemradio', { name: original }).click();
    await page.getByText(`Now ordering for ${original}.`).waitFor();
  });
});
