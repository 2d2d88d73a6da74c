import { test } from '@playwright/test';
import { openBrowser, signIn } from './browser.ts';
import { journeyBaseUrl } from './journey-env.ts';

test('shots', async () => {
  const browser = await openBrowser(journeyBaseUrl(), { width: 1280, height: 900 });
  const { page } = browser;
  await signIn(page, 'admin@larder.test');
  await page.goto('/staff/');
  await page.getByText('Orders today').waitFor();
  await browser.screenshot('h31c-staff-home');
  await page.goto('/staff/analytics/');
  await page.getByRole('heading', { name: 'Items and customers' }).waitFor();
  await page.waitForTimeout(1500);
  await browser.screenshot('h31c-analytics');
  await page.goto('/staff/content/');
  await page.waitForTimeout(3000);
  await browser.screenshot('h31c-content');
  await browser.close();
});
