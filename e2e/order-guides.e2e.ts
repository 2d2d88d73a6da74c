import type { OrderGuideListResponse, ProductOptions } from '@larder/contract';
import type { Page } from 'playwright-core';
import { expect, test } from '@playwright/test';
import { seriousViolations } from './axe.ts';
import { openBrowser, signIn, type FreshBrowser } from './browser.ts';
import {
  addedToCart,
  api,
  cartLines,
  deleteGuides,
  emptyCart,
  groupsOf,
  guideIdNamed,
  guideOf,
  itemLabel,
  makeGuide,
  openGuide,
  ORGANIZATION,
  plainProducts,
  type ProductPick,
  toast,
  twoUnitProduct,
  unique,
} from './guide-steps.ts';
import { journeyBaseUrl } from './journey-env.ts';

const baseUrl = journeyBaseUrl();
const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };
const browsers: FreshBrowser[] = [];
/** What a journey made (guides, cart lines), undone after it whether it passed or not. */
const cleanUps: (() => Promise<unknown>)[] = [];

test.afterEach(async () => {
  for (const cleanUp of cleanUps.splice(0)) await cleanUp().catch(() => undefined);
  await Promise.all(browsers.splice(0).map((b) => b.close()));
});

async function start(viewport = DESKTOP): Promise<Page> {
  const browser = await openBrowser(baseUrl, viewport);
  browsers.push(browser);
  await signIn(browser.page, 'chef@larder.test');
  await api(browser.page, `/web-api/organization/set?value=${ORGANIZATION}`, 'POST');
  return browser.page;
}

/** Deletes the guides named, once the journey is over. */
function removeAfterwards(page: Page, ...names: string[]): void {
  cleanUps.push(async () =>
    deleteGuides(page, await Promise.all(names.map((name) => guideIdNamed(page, name)))),
  );
}

test.describe('order guides', () => {
  test('builds a guide from search results, adds from a product page, then lists it', async () => {
    const page = await start();
    const [[sku, unit, name], [otherSku, , otherName]] = (await plainProducts(page, 2)) as [
      ProductPick,
      ProductPick,
    ];
    const guideName = unique('Built from search');
    removeAfterwards(page, guideName);
    // Straight from the search results: the hit's card offers the guide widget.
    await page.goto(`/search/?q=${encodeURIComponent(name)}`);
    const card = page.locator(`article[data-sku="${sku}"]`);
    await card.getByRole('button', { name: `Add to order guide: ${name}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Add to order guide' });
    await dialog.getByText(`Add ${name} to:`).waitFor();
    await dialog.getByLabel('Or a new guide named').fill(guideName);
    await dialog.getByRole('button', { name: 'Add to guide' }).click();
    await toast(page, `${name} added to ${guideName}`);
    const id = (await guideIdNamed(page, guideName))!;
    expect(Object.values(await groupsOf(page, id)).flat()).toEqual([`${sku} ${unit}`]);

    // From a product page, into the guide just made.
    await page.goto(`/product/${otherSku}/`);
    await page.getByRole('button', { name: 'Add to order guide' }).click();
    await dialog.getByLabel(guideName).check();
    await dialog.getByRole('button', { name: 'Add to guide' }).click();
    await toast(page, `${otherName} added to ${guideName}`);

    await page.goto('/order-guides/');
    await page.getByRole('link', { name: guideName }).click();
    await page.getByRole('heading', { level: 1, name: guideName }).waitFor();
    await expect(page.getByText(`#${sku}`).count()).resolves.toBe(1);
    await expect(page.getByText(`#${otherSku}`).count()).resolves.toBe(1);

    // The header's order-guides widget finds it too, through the order guide listing modal.
    await page.goto('/');
    await page.getByRole('button', { name: 'Order guides' }).click();
    await page.getByRole('menuitem', { name: 'Find a guide…' }).click();
    const listing = page.getByRole('dialog', { name: 'Your order guides' });
    await listing.getByLabel('Find a guide').fill(guideName);
    await listing.getByRole('link', { name: new RegExp(guideName) }).click();
    await page.getByRole('heading', { level: 1, name: guideName }).waitFor();
  });

  test('adds a product to a guide holding it in another unit, and only then calls it already in that guide', async () => {
    const page = await start();
    const [first, second] = await twoUnitProduct(page);
    const [sku, , name] = first;
    const options = await api<ProductOptions>(page, `/web-api/cart/product-options?sku=${sku}`);
    const defaultUnit = (options.variants.find((v) => v.isDefault) ?? options.variants[0])!.text;
    // The guide holds the product in a unit that is not the one the product page adds.
    const other = [first, second].find(([, unit]) => unit !== defaultUnit)!;
    const guideName = unique('Other unit');
    const id = await makeGuide(page, guideName, [other]);
    cleanUps.push(() => deleteGuides(page, [id]));

    const dialog = page.getByRole('dialog', { name: 'Add to order guide' });
    const openWidget = async () => {
      await page.goto(`/product/${sku}/`);
      await page.getByRole('button', { name: 'Add to order guide' }).click();
      await dialog.getByText(`Add ${name} to:`).waitFor();
      await dialog.getByLabel(guideName).waitFor();
    };
    await openWidget();
    const row = dialog.locator('label', { hasText: guideName });
    await expect(row.getByText('Already in this guide').count()).resolves.toBe(0);
    await dialog.getByLabel(guideName).check();
    await dialog.getByRole('button', { name: 'Add to guide' }).click();
    await toast(page, `${name} added to ${guideName}`);
    expect(
      Object.values(await groupsOf(page, id))
        .flat()
        .sort(),
    ).toEqual([`${sku} ${other[1]}`, `${sku} ${defaultUnit}`].sort());

    // Now it holds the product in the unit the page adds: the guide says so and cannot be picked.
    await openWidget();
    await row.getByText('Already in this guide').waitFor();
    await expect(dialog.getByLabel(guideName).isDisabled()).resolves.toBe(true);
  });

  test("opens a guide from the header's widget on a phone", async () => {
    const page = await start(PHONE);
    const guides = await api<OrderGuideListResponse>(page, '/web-api/order-guide/list', 'POST', {});
    const weekly = guides.guides.find((g) => g.isDefault)!;
    await page.getByRole('button', { name: 'Order guides' }).click();
    await page.getByRole('menuitem', { name: new RegExp(`^${weekly.name}`) }).click();
    await page.getByRole('dialog', { name: weekly.name }).getByRole('link', { name: 'Open guide' }).click();
    await page.getByRole('heading', { level: 1, name: weekly.name }).waitFor();
    await page.getByTestId('guide-list').waitFor();
  });

  test('lists the purchase-history guide, built from the last 90 days of orders, and opens it with items', async () => {
    const page = await start();
    await page.goto('/order-guides/');
    await page.getByRole('link', { name: 'Purchase history' }).click();
    await page.getByRole('heading', { level: 1, name: 'Purchase history' }).waitFor();
    await page.getByText('built from your last 90 days of orders').waitFor();
    await page.getByTestId('guide-list').waitFor();
    await expect.poll(() => page.getByLabel(/^Quantity of /).count()).toBeGreaterThan(0);
    // Rebuilt from orders, not edited by hand.
    await expect(page.getByRole('button', { name: 'Edit guide' }).count()).resolves.toBe(0);
    const id = Number(new URL(page.url()).searchParams.get('id'));
    const guide = await guideOf(page, id);
    expect(guide.kind).toBe('purchaseHistory');
    expect(guide.itemCount).toBeGreaterThan(0);
  });

  test('holds one product in two units: each row takes its own quantity, goes to the cart and is edited on its own', async () => {
    const page = await start();
    const [cs, ea] = await twoUnitProduct(page);
    const id = await makeGuide(page, unique('Two units'), [cs, ea]);
    cleanUps.push(
      () => deleteGuides(page, [id]),
      () => emptyCart(page),
    );
    await emptyCart(page);
    await openGuide(page, id);
    const cell = (item: [string, string, string]) =>
      page.getByLabel(`Quantity of ${itemLabel(item)}`, { exact: true });
    await cell(cs).fill('2');
    await cell(ea).fill('3');
    await expect(cell(cs).inputValue()).resolves.toBe('2');
    await expect(cell(ea).inputValue()).resolves.toBe('3');
    await page.getByRole('button', { name: 'Add to cart (2)' }).click();
    await addedToCart(page, '2 items added to your cart');
    const lines = await cartLines(page);
    const quantityOf = ([sku, unit]: [string, string, string]) =>
      lines.find((l) => l.productSku === sku && l.unitOfMeasure === unit)?.quantity;
    expect([quantityOf(cs), quantityOf(ea)]).toEqual([2, 3]);

    // Edit: each row's unit picker shows the unit the other row holds as taken, not as a choice.
    await page.getByRole('button', { name: 'Edit guide' }).click();
    await page.getByTestId('guide-edit-list').waitFor();
    const choicesOf = (item: ProductPick) =>
      page
        .getByLabel(`Unit of ${itemLabel(item)}`, { exact: true })
        .locator('option')
        .evaluateAll((options) =>
          options.map((o) => [
            o.textContent!.split(' ')[0],
            (o as HTMLOptionElement).disabled,
            o.textContent,
          ]),
        );
    const taken = expect.stringMatching(/ \(already in this guide\)$/);
    expect(await choicesOf(cs)).toEqual(
      expect.arrayContaining([
        [cs[1], false, expect.not.stringMatching(/already in this guide/)],
        [ea[1], true, taken],
      ]),
    );
    expect(await choicesOf(ea)).toEqual(expect.arrayContaining([[cs[1], true, taken]]));

    // Deleting the second unit moves that unit alone to Ungrouped, then out of the guide.
    await page.getByRole('button', { name: `Delete ${itemLabel(ea)}` }).click();
    await toast(page, 'Item Moved to Ungrouped');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await toast(page, 'Changes Saved');
    expect(await groupsOf(page, id)).toEqual({
      'Dry goods': [`${cs[0]} ${cs[1]}`],
      Cooler: [],
      Ungrouped: [`${ea[0]} ${ea[1]}`],
    });
    await page.getByRole('button', { name: 'Edit guide' }).click();
    await page.getByRole('button', { name: `Delete ${itemLabel(ea)}` }).click();
    await toast(page, 'Item deleted from order guide');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.getByRole('button', { name: 'Edit guide' }).waitFor();
    expect(await groupsOf(page, id)).toEqual({
      'Dry goods': [`${cs[0]} ${cs[1]}`],
      Cooler: [],
      Ungrouped: [],
    });
  });

  test('groups and reorders items by keyboard and by drag, saves, and cancels an edit', async () => {
    // Tall enough for the drag's source and target to be on screen together.
    const page = await start({ width: 1280, height: 1300 });
    const items = await plainProducts(page, 6);
    const id = await makeGuide(page, unique('Edit journey'), items);
    cleanUps.push(() => deleteGuides(page, [id]));
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
    await page.getByRole('button', { name: `Move ${itemLabel(first)} up` }).click();
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
    // Delete an item from Ungrouped: it leaves the guide.
    await page.getByRole('button', { name: `Delete ${itemLabel(items[5]!)}` }).click();
    await toast(page, 'Item deleted from order guide');
    // Delete the duplicate group.
    await page.getByRole('button', { name: 'Delete group walk-in (1)' }).click();
    await toast(page, 'Group Moved to Ungrouped');

    await page.getByRole('button', { name: 'Save changes' }).click();
    await toast(page, 'Changes Saved');
    await page.getByRole('button', { name: 'Edit guide' }).waitFor();
    const saved = await groupsOf(page, id);
    const entry = ([sku, unit]: [string, string, string]) => `${sku} ${unit}`;
    expect(saved['Walk-in']).toEqual(expect.arrayContaining([entry(second), entry(items[2]!)]));
    expect(Object.values(saved).flat()).not.toContain(entry(items[5]!));
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
    // Cancel with unsaved changes asks first (issue 19); discarding them cancels the edit.
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page
      .getByRole('dialog', { name: 'Discard your changes?' })
      .getByRole('button', { name: 'Discard changes' })
      .click();
    await toast(page, 'Changes Cancelled');
    expect(Object.keys(await groupsOf(page, id))).not.toContain('Never saved');
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('shares, transfers and deletes from the list', async () => {
    const page = await start();
    const items = await plainProducts(page, 2);
    const shareName = unique('Share journey');
    const transferName = unique('Transfer journey');
    const id = await makeGuide(page, shareName, items);
    const other = await makeGuide(page, transferName, items);
    // The transferred guide lives in another organization afterwards: it is deleted there.
    cleanUps.push(async () => {
      await deleteGuides(page, [id]);
      const organizations = await api<{ id: string }[]>(page, '/web-api/organization/list', 'POST');
      for (const organization of organizations) {
        await api(page, `/web-api/organization/set?value=${organization.id}`, 'POST');
        await deleteGuides(page, [other]);
      }
      await api(page, `/web-api/organization/set?value=${ORGANIZATION}`, 'POST');
    });
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
    await toast(page, new RegExp(`^${transferName} now belongs to .+`));
    const list = await api<OrderGuideListResponse>(page, '/web-api/order-guide/list', 'POST', {});
    expect(list.guides.find((g) => g.id === other)).toBeUndefined();
    expect(list.guides.find((g) => g.id === id)?.isDefault).toBe(true);

    await page.getByRole('button', { name: `Actions for ${shareName}` }).click();
    await page.getByRole('menuitem', { name: 'Delete…' }).click();
    await page.getByRole('button', { name: 'Delete guide' }).click();
    await toast(page, `${shareName} deleted`);
  });

  test('orders from the guide: quantities by keyboard, the speed bump, then the cart', async () => {
    const page = await start(PHONE);
    const items = await plainProducts(page, 3);
    const id = await makeGuide(page, unique('Order journey'), items);
    cleanUps.push(
      () => deleteGuides(page, [id]),
      () => emptyCart(page),
    );
    await openGuide(page, id);
    const cell = (item: [string, string, string]) =>
      page.getByLabel(`Quantity of ${itemLabel(item)}`, { exact: true });
    await cell(items[0]!).fill('2');
    await page.keyboard.press('Enter');
    await page.keyboard.type('3');
    await expect(cell(items[1]!).inputValue()).resolves.toBe('3');
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
    await page.getByLabel(`Par level of ${itemLabel(items[2]!)}`).fill('10');
    await page.getByLabel(`On hand count of ${itemLabel(items[2]!)}`).fill('4');
    await page.getByRole('button', { name: 'Order 6' }).click();
    await expect(cell(items[2]!).inputValue()).resolves.toBe('6');
    await expect
      .poll(async () => {
        const guide = await guideOf(page, id);
        return [...guide.categories, guide.ungroupedProducts]
          .flatMap((g) => g.lineItems)
          .find((i) => i.productSku === items[2]![0])?.parLevel;
      })
      .toBe(10);
    await page.getByRole('button', { name: 'Hide par levels' }).click();

    await page.getByRole('button', { name: 'Add to cart (3)' }).click();
    await addedToCart(page, '3 items added to your cart');
    const lines = await cartLines(page);
    expect(lines.find((l) => l.productSku === items[0]![0])?.quantity).toBeGreaterThanOrEqual(2);
    expect(lines.find((l) => l.productSku === items[1]![0])?.quantity).toBeGreaterThanOrEqual(3);
    expect(await seriousViolations(page)).toEqual([]);
  });
});
