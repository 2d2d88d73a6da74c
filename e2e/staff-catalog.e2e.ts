import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import writeXlsxFile from 'write-excel-file/node';
import { openBrowser, signIn, type FreshBrowser } from './browser.ts';
import { journeyBaseUrl } from './journey-env.ts';

const baseUrl = journeyBaseUrl();
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const browsers: FreshBrowser[] = [];

test.afterEach(async () => {
  for (const browser of browsers.splice(0)) await browser.close();
});

async function open(): Promise<FreshBrowser> {
  const browser = await openBrowser(baseUrl);
  browsers.push(browser);
  return browser;
}

test("staff rename an item and change its picture in the console; a buyer's product page shows both", async () => {
  const staff = await open();
  await signIn(staff.page, 'admin@larder.test');
  await staff.page.goto('/staff/catalog/');
  await staff.page.getByLabel('Search items').fill('100002');
  const found = staff.page.getByRole('list', { name: 'Items found' }).getByRole('button');
  await expect(found).toHaveCount(1);
  await found.click();
  const form = staff.page.getByRole('form', { name: /^Edit / });
  await form.getByLabel('Name').fill('House Smoked Paprika, Staff Edit');
  await form.getByRole('button', { name: 'Save changes' }).click();
  await expect(staff.page.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible();
  await expect(staff.page.getByRole('heading', { name: /House Smoked Paprika, Staff Edit/ })).toBeVisible();
  const photo = await sharp({
    create: { width: 800, height: 600, channels: 3, background: { r: 180, g: 60, b: 30 } },
  })
    .png()
    .toBuffer();
  await staff.page
    .getByLabel('Upload a picture')
    .setInputFiles({ name: 'paprika.png', mimeType: 'image/png', buffer: photo });
  await expect(staff.page.getByRole('status').filter({ hasText: 'Picture saved.' })).toBeVisible();

  const buyer = await open();
  await signIn(buyer.page, 'chef@larder.test');
  await buyer.page.goto('/product/100002/');
  await expect(buyer.page.getByRole('heading', { level: 1 })).toHaveText('House Smoked Paprika, Staff Edit');
  const picture = buyer.page.getByRole('img', { name: 'House Smoked Paprika, Staff Edit' });
  await expect(picture).toHaveAttribute('src', /^\/media\/images\/[a-f0-9]{64}\/640\.webp$/);
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
});

test('staff retire an item and restore it; the category tree lists the categories', async () => {
  const staff = await open();
  await signIn(staff.page, 'admin@larder.test');
  await staff.page.goto('/staff/catalog/');
  await staff.page.getByLabel('Search items').fill('100003');
  const found = staff.page.getByRole('list', { name: 'Items found' }).getByRole('button');
  await expect(found).toHaveCount(1);
  await found.click();
  await staff.page.getByRole('button', { name: 'Retire item' }).click();
  await expect(staff.page.getByRole('button', { name: 'Restore to the storefront' })).toBeVisible();
  await staff.page.getByRole('button', { name: 'Restore to the storefront' }).click();
  await expect(staff.page.getByRole('button', { name: 'Retire item' })).toBeVisible();
  await staff.page
    .getByRole('group', { name: 'Catalog view' })
    .getByRole('button', { name: 'Categories' })
    .click();
  await expect(
    staff.page.getByRole('list', { name: 'Categories' }).getByLabel('Name of Produce'),
  ).toBeVisible();
});

test('a spreadsheet with one bad row previews that error; the fixed file applies', async () => {
  const staff = await open();
  await signIn(staff.page, 'admin@larder.test');
  await staff.page.goto('/staff/catalog/');
  await staff.page
    .getByRole('group', { name: 'Catalog view' })
    .getByRole('button', { name: 'Import' })
    .click();
  const header = 'sku,name,brand,category,subcategory,unitOfMeasure,default,sellByMultiple,businessUnit';
  const file = (unit: string) => ({
    name: 'products.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(
      [
        header,
        '930001,Journey Heirloom Tomatoes,Valley Farms,Produce,Tomatoes,CS,yes,1,NYC01',
        `930002,Journey Cherry Tomatoes,Valley Farms,Produce,Tomatoes,CS,yes,1,${unit}`,
      ].join('\n'),
    ),
  });
  await staff.page.getByLabel('File', { exact: true }).setInputFiles(file('NOWHERE'));
  await staff.page.getByRole('button', { name: 'Preview' }).click();
  const preview = staff.page.getByRole('table', { name: 'Import preview' });
  await expect(preview.getByRole('row').filter({ hasText: '930002' })).toContainText(
    'No business unit NOWHERE.',
  );
  await expect(staff.page.getByRole('button', { name: 'Apply' })).toBeDisabled();

  // The fixed file comes back as an XLSX workbook: read like the CSV.
  const fixed = (file('NYC01').buffer.toString('utf-8').split('\n') as string[]).map((line) =>
    line.split(',').map((value) => ({ value })),
  );
  await staff.page.getByLabel('File', { exact: true }).setInputFiles({
    name: 'products.xlsx',
    mimeType: XLSX_TYPE,
    buffer: await writeXlsxFile(fixed, {}).toBuffer(),
  });
  await staff.page.getByRole('button', { name: 'Preview' }).click();
  await expect(preview.getByRole('row').filter({ hasText: '930002' })).toContainText('new');
  await staff.page.getByRole('button', { name: 'Apply' }).click();
  await expect(staff.page.getByText('Applied: 2 new, 0 changed, 0 unchanged.')).toBeVisible();

  // A prices workbook previews row by row: what each row sets, from what.
  await staff.page.getByRole('button', { name: /What the file holds/ }).click();
  await staff.page.getByRole('option', { name: 'Prices per customer group' }).click();
  const priceRows = [
    ['sku', 'unitOfMeasure', 'customerGroupId', 'price'],
    ['930001', 'CS', 'CG-STD', '24.50'],
  ].map((row) => row.map((value) => ({ value })));
  await staff.page.getByLabel('File', { exact: true }).setInputFiles({
    name: 'prices.xlsx',
    mimeType: XLSX_TYPE,
    buffer: await writeXlsxFile(priceRows, {}).toBuffer(),
  });
  await staff.page.getByRole('button', { name: 'Preview' }).click();
  await expect(preview.getByRole('row').filter({ hasText: '930001' })).toContainText(
    'CS for CG-STD: no price → $24.50',
  );
});
