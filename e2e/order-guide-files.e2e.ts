import { readSheet } from 'read-excel-file/node';
import writeXlsxFile from 'write-excel-file/node';
import type { Download, Page } from 'playwright-core';
import { expect, test } from '@playwright/test';
import { openBrowser, signIn, type FreshBrowser } from './browser.ts';
import {
  api,
  deleteGuides,
  groupsOf,
  guideIdNamed,
  ORGANIZATION,
  plainProducts,
  toast,
  unique,
  type ProductPick,
} from './guide-steps.ts';
import { journeyBaseUrl } from './journey-env.ts';

const baseUrl = journeyBaseUrl();
const browsers: FreshBrowser[] = [];
const cleanUps: (() => Promise<unknown>)[] = [];
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

test.afterEach(async () => {
  for (const cleanUp of cleanUps.splice(0)) await cleanUp().catch(() => undefined);
  await Promise.all(browsers.splice(0).map((b) => b.close()));
});

async function start(): Promise<Page> {
  const browser = await openBrowser(baseUrl, { width: 1280, height: 800 });
  browsers.push(browser);
  await signIn(browser.page, 'chef@larder.test');
  await api(browser.page, `/web-api/organization/set?value=${ORGANIZATION}`, 'POST');
  return browser.page;
}

/** Uploads a file into a new guide from the list, names the guide and finishes; waits for its page. */
async function importNewGuide(
  page: Page,
  file: { name: string; mimeType: string; buffer: Buffer },
  guideName: string,
  ready: string,
): Promise<void> {
  cleanUps.push(async () => deleteGuides(page, [await guideIdNamed(page, guideName)]));
  await page.goto('/order-guides/');
  await page.getByRole('button', { name: 'Import file' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('File').setInputFiles(file);
  await dialog.getByRole('button', { name: 'Upload' }).click();
  await dialog.getByText(ready).waitFor();
  await dialog.getByRole('cell', { name: '999999', exact: true }).waitFor();
  await dialog.getByLabel('Guide name').fill(guideName);
  await dialog.getByRole('button', { name: 'Finish import' }).click();
  await page.getByRole('heading', { level: 1, name: guideName }).waitFor();
}

/** Exports the open guide in a format and returns the file the browser downloaded. */
async function exportGuide(page: Page, format: 'CSV' | 'XLSX'): Promise<{ file: Download; body: Buffer }> {
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Import / export' }).click();
  await page.getByRole('menuitem', { name: `Export ${format}` }).click();
  const file = await download;
  return { file, body: Buffer.concat(await (await file.createReadStream()).toArray()) };
}

/** A workbook with the guide file's columns and these rows, as a buyer's spreadsheet program writes it. */
async function workbook(rows: (string | number)[][]): Promise<Buffer> {
  return writeXlsxFile([['Group', 'Product SKU', 'Unit', 'Par Level'], ...rows], {
    sheet: 'Kitchen',
  }).toBuffer();
}

test.describe('order guide files', () => {
  test('imports a CSV into a new guide and exports it', async () => {
    const page = await start();
    const items = await plainProducts(page, 3);
    const csv = [
      'Group,Product SKU,Unit',
      ...items.map(([sku, unit]) => `Pantry,${sku},${unit}`),
      'Pantry,999999,CS',
    ].join('\n');
    await importNewGuide(
      page,
      { name: 'pantry.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) },
      unique('Imported pantry'),
      '3 items are ready to import',
    );

    const { body } = await exportGuide(page, 'CSV');
    for (const [sku] of items) expect(body.toString('utf8')).toContain(sku);

    // A file of the wrong type is refused before it is sent.
    await page.goto('/order-guides/');
    await page.getByRole('button', { name: 'Import file' }).click();
    await page
      .getByLabel('File')
      .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('x') });
    await page.getByText('Choose a .csv or .xlsx file.').waitFor();
  });

  test('imports an XLSX workbook into a new guide, then exports XLSX and reads its rows back', async () => {
    const page = await start();
    const items = await plainProducts(page, 3);
    const [first, second, third] = items as [ProductPick, ProductPick, ProductPick];
    const guideName = unique('Walk-in from Excel');
    const file = await workbook([
      ['Walk-in', first[0], first[1], 6],
      ['Walk-in', second[0], second[1], ''],
      ['', third[0], third[1], ''],
      ['Walk-in', '999999', 'CS', ''],
    ]);
    await importNewGuide(
      page,
      { name: 'walk-in.xlsx', mimeType: XLSX_TYPE, buffer: file },
      guideName,
      '3 items are ready to import in 1 group.',
    );
    await toast(page, `3 items imported into ${guideName}`);
    const id = (await guideIdNamed(page, guideName))!;
    expect(await groupsOf(page, id)).toEqual({
      'Walk-in': [`${first[0]} ${first[1]}`, `${second[0]} ${second[1]}`],
      Ungrouped: [`${third[0]} ${third[1]}`],
    });

    const { file: download, body } = await exportGuide(page, 'XLSX');
    expect(download.suggestedFilename()).toMatch(/\.xlsx$/);
    const rows = (await readSheet(body)).map((row) => row.map((cell) => (cell == null ? '' : String(cell))));
    expect(rows[0]).toEqual([
      'Group',
      'Product SKU',
      'Unit',
      'Name',
      'Brand',
      'Effective Date',
      'Expiry Date',
      'Par Level',
    ]);
    expect(rows.slice(1).map((row) => [row[0], row[1], row[2], row[3], row[7] ?? ''])).toEqual([
      ['Walk-in', first[0], first[1], first[2], '6'],
      ['Walk-in', second[0], second[1], second[2], ''],
      ['', third[0], third[1], third[2], ''],
    ]);
  });
});
