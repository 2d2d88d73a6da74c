import type { OrderGuide, OrderGuideListResponse, ProductOptions } from '@larder/contract';
import type { Page } from 'playwright-core';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { seriousViolations } from './axe.ts';
import { openBrowser, signIn, type FreshBrowser, callApi } from './browser.ts';

const baseUrl = inject('baseUrl');
const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };
// Bistro Marguerite: the chef's specialty organization; Harbor Grill is another of the chef's organizations.
const ORGANIZATION = '100101';
const browsers: FreshBrowser[] = [];

/** A name no earlier attempt used: a retried journey must not meet its own leftovers. */
function unique(name: string): string {
  return `${name} ${Date.now().toString(36).slice(-4)}`;
}

afterEach(async () => {
  await Promise.all(browsers.splice(0).map((b) => b.close()));
});

/** Calls the web API from the signed-in page, as the storefront does. */
const api = <T>(page: Page, path: string, method: 'GET' | 'POST' = 'GET', body?: unknown) =>
  callApi<T>(page, path, { method, body });

/** Products whose default unit is in stock and orderable one at a time, as [sku, unit, name]. */
async function plainProducts(page: Page, count: number): Promise<[string, string, string][]> {
  const skus = Array.from({ length: 120 }, (_, i) => String(100001 + i));
  const options = await page.evaluate(async (skus) => {
    const answers = await Promise.all(
      skus.map((sku) =>
        fetch(`/web-api/cart/product-options?sku=${sku}`, { headers: { accept: 'application/json' } }),
      ),
    );
    return Promise.all(answers.filter((a) => a.ok).map((a) => a.json() as Promise<ProductOptions>));
  }, skus);
  const picks: [string, string, string][] = [];
  for (const product of options) {
    const v = product.variants.find((x) => x.isDefault) ?? product.variants[0];
    if (
      v &&
      v.inStock &&
      v.notOrderableReason === null &&
      !v.minMaxFlag &&
      v.sellByMultiple <= 1 &&
      v.availableStock >= 5 &&
      !v.isJIT &&
      !v.isPreOrder
    ) {
      picks.push([product.sku, v.text, product.name]);
    }
    if (picks.length === count) break;
  }
  expect(picks).toHaveLength(count);
  return picks;
}

/** Creates a guide with items split over two groups, through the API. */
async function makeGuide(page: Page, name: string, items: [string, string, string][]): Promise<number> {
  const created = await api<{ id: number }>(page, '/web-api/order-guide/update', 'POST', {
    id: -1,
    name,
    categories: [],
  });
  const half = Math.ceil(items.length / 2);
  const add = (groupName: string, part: [string, string, string][]) =>
    api(page, '/web-api/order-guide/add-items', 'POST', {
      orderGuideIds: [created.id],
      groupName,
      items: part.map(([productSku, unitOfMeasure]) => ({ productSku, unitOfMeasure })),
    });
  await add('Dry goods', items.slice(0, half));
  await add('Cooler', items.slice(half));
  return created.id;
}

async function start(viewport = DESKTOP): Promise<Page> {
  const browser = await openBrowser(baseUrl, viewport);
  browsers.push(browser);
  await signIn(browser.page, 'chef@larder.test');
  await api(browser.page, `/web-api/organization/set?value=${ORGANIZATION}`, 'POST');
  return browser.page;
}

/** Waits for a toast with exactly this text. */
async function toast(page: Page, text: string | RegExp): Promise<void> {
  await page.locator('[aria-live="polite"] p', { hasText: text }).first().waitFor();
}

async function openGuide(page: Page, id: number): Promise<void> {
  await page.goto(`/order-guides/detail/?id=${id}`);
  await page.getByTestId('guide-list').waitFor();
}

async function groupsOf(page: Page, id: number): Promise<Record<string, string[]>> {
  const guide = await api<OrderGuide>(
    page,
    `/web-api/order-guide?id=${id}&type=customGroups&pageSize=500`,
    'POST',
  );
  return Object.fromEntries(
    [...guide.categories, guide.ungroupedProducts].map((g) => [g.name, g.lineItems.map((i) => i.productSku)]),
  );
}

describe('order guides', () => {
  it('builds a guide from a product found in search, then lists it', async () => {
    const page = await start();
    const [sku, , name] = (await plainProducts(page, 1))[0]!;
    const guideName = unique('Built from search');
    await page.goto(`/search/?q=${encodeURIComponent(name!)}`);
    await page.goto(`/product/${sku}/`);
    await page.getByRole('button', { name: 'Add to order guide' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add to order guide' });
    await dialog.getByLabel('Or a new guide named').fill(guideName);
    await dialog.getByRole('button', { name: 'Add to guide' }).click();
    await toast(page, `${name} added to ${guideName}`);
    await page.goto('/order-guides/');
    await page.getByRole('link', { name: guideName }).click();
    await page.getByRole('heading', { level: 1, name: guideName }).waitFor();
    await expect(page.getByText(`#${sku}`).count()).resolves.toBe(1);

    // The header's order-guides widget finds it too, through the order guide listing modal.
    await page.goto('/');
    await page.getByRole('button', { name: 'Order guides' }).click();
    await page.getByRole('menuitem', { name: 'Find a guide…' }).click();
    const listing = page.getByRole('dialog', { name: 'Your order guides' });
    await listing.getByLabel('Find a guide').fill(guideName);
    await listing.getByRole('link', { name: new RegExp(guideName) }).click();
    await page.getByRole('heading', { level: 1, name: guideName }).waitFor();
  });

  it('groups and reorders items by keyboard and by drag, saves, and cancels an edit', async () => {
    // Tall enough for the drag's source and target to be on screen together.
    const page = await start({ width: 1280, height: 1300 });
    const items = await plainProducts(page, 6);
    const id = await makeGuide(page, 'Edit journey', items);
    await openGuide(page, id);
    await page.getByRole('button', { name: 'Edit guide' }).click();
    await page.getByTestId('guide-edit-list').waitFor();

    await page.getByLabel('New group').fill('Walk-in');
    await page.getByRole('button', { name: 'Create group' }).click();
    await toast(page, 'New Group Created');
    await page.getByLabel('New group').fill('walk-in');
    await page.getByRole('button', { name: 'Create group' }).click();
    await page.getByRole('heading', { name: /walk-in \(1\)/ }).waitFor();

    // Keyboard: Alt+ArrowDown on the first item's handle moves it down one place.
    const [first, second] = [items[0]!, items[1]!];
    await page.getByRole('button', { name: `Drag ${first[2]}` }).focus();
    await page.keyboard.press('Alt+ArrowDown');
    await toast(page, 'Item Reordered');
    // Keyboard: move buttons.
    await page.getByRole('button', { name: `Move ${first[2]} up` }).click();
    // Selection: select the second item and move it into the new group.
    await page.getByLabel(`Select ${second[2]}`).check();
    await page.getByRole('status').filter({ hasText: '1 selected' }).waitFor();
    await page.getByLabel('Move selected to').selectOption('Walk-in');
    await page.getByRole('button', { name: 'Move', exact: true }).click();
    // Drag with the pointer: the third item onto the Walk-in heading.
    const handle = page.getByRole('button', { name: `Drag ${items[2]![2]}` });
    await handle.scrollIntoViewIfNeeded();
    const target = page.getByRole('heading', { name: /^Walk-in/ });
    const from = (await handle.boundingBox())!;
    const to = (await target.boundingBox())!;
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    await page.mouse.move(from.x + from.width / 2, from.y + 20, { steps: 4 });
    await page.mouse.move(to.x + 10, to.y + to.height / 2, { steps: 12 });
    await page.mouse.up();
    await page.getByRole('heading', { name: 'Walk-in (2)' }).waitFor();
    // Delete an item from a group: it goes to Ungrouped.
    await page.getByRole('button', { name: `Delete ${items[5]![2]}` }).click();
    await toast(page, 'Item Moved to Ungrouped');
    // Delete the duplicate group.
    await page.getByRole('button', { name: 'Delete group walk-in (1)' }).click();
    await toast(page, 'Group Moved to Ungrouped');

    await page.getByRole('button', { name: 'Save changes' }).click();
    await toast(page, 'Changes Saved');
    await page.getByRole('button', { name: 'Edit guide' }).waitFor();
    const saved = await groupsOf(page, id);
    expect(saved['Walk-in']).toEqual(expect.arrayContaining([second[0], items[2]![0]]));
    expect(saved['Ungrouped']).toContain(items[5]![0]);
    expect(saved['walk-in (1)']).toBeUndefined();

    // Cancel: a new group does not survive.
    await page.getByRole('button', { name: 'Edit guide' }).click();
    await page.getByLabel('New group').fill('Never saved');
    await page.getByRole('button', { name: 'Create group' }).click();
    // Guard step 1: leaving in edit mode asks first; staying keeps the edit.
    await page.getByRole('link', { name: 'Order guides' }).first().click();
    const confirm = page.getByRole('dialog', { name: 'Leave without saving?' });
    await confirm.getByRole('button', { name: 'Keep editing' }).click();
    await page.getByRole('heading', { name: /^Never saved/ }).waitFor();
    await page.getByRole('button', { name: 'Cancel' }).click();
    await toast(page, 'Changes Cancelled');
    expect(Object.keys(await groupsOf(page, id))).not.toContain('Never saved');
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('imports a CSV into a new guide and exports it', async () => {
    const page = await start();
    const items = await plainProducts(page, 3);
    const csv = [
      'Group,Product SKU,Unit',
      ...items.map(([sku, unit]) => `Pantry,${sku},${unit}`),
      'Pantry,999999,CS',
    ].join('\n');
    await page.goto('/order-guides/');
    await page.getByRole('button', { name: 'Import file' }).click();
    const dialog = page.getByRole('dialog');
    await dialog
      .getByLabel('File')
      .setInputFiles({ name: 'pantry.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await dialog.getByRole('button', { name: 'Upload' }).click();
    await dialog.getByText('3 items are ready to import').waitFor();
    await dialog.getByRole('cell', { name: '999999', exact: true }).waitFor();
    await dialog.getByLabel('Guide name').fill('Imported pantry');
    await dialog.getByRole('button', { name: 'Finish import' }).click();
    await page.getByRole('heading', { level: 1, name: 'Imported pantry' }).waitFor();

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Import / export' }).click();
    await page.getByRole('menuitem', { name: 'Export CSV' }).click();
    const file = await download;
    const text = await (await file.createReadStream()).toArray();
    const body = Buffer.concat(text).toString('utf8');
    for (const [sku] of items) expect(body).toContain(sku);

    // A file of the wrong type is refused before it is sent.
    await page.goto('/order-guides/');
    await page.getByRole('button', { name: 'Import file' }).click();
    await page
      .getByLabel('File')
      .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('x') });
    await page.getByText('Choose a .csv or .xlsx file.').waitFor();
  });

  it('shares, transfers and deletes from the list', async () => {
    const page = await start();
    const items = await plainProducts(page, 2);
    const shareName = unique('Share journey');
    const transferName = unique('Transfer journey');
    const id = await makeGuide(page, shareName, items);
    const other = await makeGuide(page, transferName, items);
    await page.goto('/order-guides/');
    await page.getByRole('button', { name: `Actions for ${shareName}` }).click();
    await page.getByRole('menuitem', { name: 'Share…' }).click();
    const share = page.getByRole('dialog', { name: 'Share order guide' });
    const orgName = (await share.locator('fieldset label').first().innerText()).trim();
    await share.getByRole('button', { name: 'Share' }).click();
    await toast(page, `Order Guide Was Shared to ${orgName}`);

    await page.getByRole('button', { name: `Actions for ${shareName}` }).click();
    await page.getByRole('menuitem', { name: 'Make default' }).click();
    await toast(page, `${shareName} is now your default guide`);

    await page.getByRole('button', { name: `Actions for ${transferName}` }).click();
    await page.getByRole('menuitem', { name: 'Transfer ownership…' }).click();
    await page
      .getByRole('dialog', { name: 'Transfer guide ownership' })
      .getByRole('button', { name: 'Transfer' })
      .click();
    await toast(page, `${transferName} now belongs to`);
    const list = await api<OrderGuideListResponse>(page, '/web-api/order-guide/list', 'POST', {});
    expect(list.guides.find((g) => g.id === other)).toBeUndefined();
    expect(list.guides.find((g) => g.id === id)?.isDefault).toBe(true);

    await page.getByRole('button', { name: `Actions for ${shareName}` }).click();
    await page.getByRole('menuitem', { name: 'Delete…' }).click();
    await page.getByRole('button', { name: 'Delete guide' }).click();
    await toast(page, `${shareName} deleted`);
  });

  it('orders from the guide: quantities by keyboard, the speed bump, then the cart', async () => {
    const page = await start(PHONE);
    const items = await plainProducts(page, 3);
    const id = await makeGuide(page, 'Order journey', items);
    await openGuide(page, id);
    const cell = (name: string) => page.getByLabel(`Quantity of ${name}`, { exact: true });
    await cell(items[0]![2]).fill('2');
    await page.keyboard.press('Enter');
    await page.keyboard.type('3');
    await expect(cell(items[1]![2]).inputValue()).resolves.toBe('3');
    await page.getByRole('button', { name: 'Add to cart (2)' }).waitFor();

    // Leaving with quantities not in the cart stops at the speed bump.
    await page.getByRole('link', { name: 'Order guides' }).first().click();
    const bump = page.getByRole('dialog', { name: 'Items not added to your cart' });
    await bump.waitFor();
    await bump.getByRole('button', { name: 'Stay on the guide' }).click();

    // Search within the guide keeps the quantities; only matching items show.
    await page.getByPlaceholder('Search Within Order Guide').fill(items[2]![0]);
    await page.getByRole('link', { name: items[2]![2] }).waitFor();
    await expect.poll(() => page.getByRole('link', { name: items[0]![2] }).count()).toBe(0);
    await page.getByPlaceholder('Search Within Order Guide').fill('');

    // Par levels: par 10, 4 on hand suggests 6, which can be ordered as is; the par is saved.
    await page.getByRole('button', { name: 'Par levels' }).click();
    await page.getByLabel(`Par level of ${items[2]![2]}`).fill('10');
    await page.getByLabel(`On hand count of ${items[2]![2]}`).fill('4');
    await page.getByRole('button', { name: 'Order 6' }).click();
    await expect(cell(items[2]![2]).inputValue()).resolves.toBe('6');
    await expect
      .poll(async () => {
        const guide = await api<OrderGuide>(
          page,
          `/web-api/order-guide?id=${id}&type=customGroups&pageSize=500`,
          'POST',
        );
        return [...guide.categories, guide.ungroupedProducts]
          .flatMap((g) => g.lineItems)
          .find((i) => i.productSku === items[2]![0])?.parLevel;
      })
      .toBe(10);
    await page.getByRole('button', { name: 'Hide par levels' }).click();

    await page.getByRole('button', { name: 'Add to cart (3)' }).click();
    await toast(page, '3 items added to your cart');
    const cart = await api<{
      cartGroups: { subCarts: { lines: { productSku: string; quantity: number }[] }[] }[];
    }>(page, '/web-api/cart');
    const lines = cart.cartGroups.flatMap((g) => g.subCarts.flatMap((s) => s.lines));
    expect(lines.find((l) => l.productSku === items[0]![0])?.quantity).toBeGreaterThanOrEqual(2);
    expect(lines.find((l) => l.productSku === items[1]![0])?.quantity).toBeGreaterThanOrEqual(3);
    expect(await seriousViolations(page)).toEqual([]);
  });
});
