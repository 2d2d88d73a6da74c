import type { Cart, OrderGuide, OrderGuideListResponse, ProductOptions } from '@larder/contract';
import type { Page } from 'playwright-core';
import { expect } from '@playwright/test';
import { callApi } from './browser.ts';

/** Steps the order-guide journeys share: demo data picks, guides made through the API, toasts, clean-up. */

/** Bistro Marguerite: the chef's specialty organization; Harbor Grill is another of the chef's organizations. */
export const ORGANIZATION = '100101';

/** A product in a unit, as [sku, unit, name]. */
export type ProductPick = [string, string, string];

/** A name no earlier attempt used: a retried journey must not meet its own leftovers. */
export function unique(name: string): string {
  return `${name} ${Date.now().toString(36).slice(-4)}`;
}

/** Calls the web API from the signed-in page, as the storefront does. */
export const api = <T>(page: Page, path: string, method: 'GET' | 'POST' | 'DELETE' = 'GET', body?: unknown) =>
  callApi<T>(page, path, { method, body });

type Variant = ProductOptions['variants'][number];

/** A unit a journey can order one at a time with no rule in the way. */
function isPlain(v: Variant): boolean {
  return (
    v.inStock &&
    v.notOrderableReason === null &&
    !v.minMaxFlag &&
    v.sellByMultiple <= 1 &&
    v.availableStock >= 5 &&
    !v.isJIT &&
    !v.isPreOrder
  );
}

async function productOptions(page: Page): Promise<ProductOptions[]> {
  const skus = Array.from({ length: 120 }, (_, i) => String(100001 + i));
  return page.evaluate(async (skus) => {
    const answers = await Promise.all(
      skus.map((sku) =>
        fetch(`/web-api/cart/product-options?sku=${sku}`, { headers: { accept: 'application/json' } }),
      ),
    );
    return Promise.all(answers.filter((a) => a.ok).map((a) => a.json() as Promise<ProductOptions>));
  }, skus);
}

/** Products whose default unit is in stock and orderable one at a time. */
export async function plainProducts(page: Page, count: number): Promise<ProductPick[]> {
  const picks: ProductPick[] = [];
  for (const product of await productOptions(page)) {
    const v = product.variants.find((x) => x.isDefault) ?? product.variants[0];
    if (v && isPlain(v)) picks.push([product.sku, v.text, product.name]);
    if (picks.length === count) break;
  }
  expect(picks).toHaveLength(count);
  return picks;
}

/** A product sold in two units, both orderable one at a time: the same SKU twice, one unit each. */
export async function twoUnitProduct(page: Page): Promise<[ProductPick, ProductPick]> {
  for (const product of await productOptions(page)) {
    const units = product.variants.filter(isPlain);
    if (units.length >= 2) {
      return [
        [product.sku, units[0]!.text, product.name],
        [product.sku, units[1]!.text, product.name],
      ];
    }
  }
  throw new Error('The demo catalog has no product sold in two plain units.');
}

/** Creates a guide with items split over two groups, through the API. */
export async function makeGuide(page: Page, name: string, items: ProductPick[]): Promise<number> {
  const created = await api<{ id: number }>(page, '/web-api/order-guide/update', 'POST', {
    id: -1,
    name,
    categories: [],
  });
  const half = Math.ceil(items.length / 2);
  const add = (groupName: string, part: ProductPick[]) =>
    part.length === 0
      ? Promise.resolve()
      : api(page, '/web-api/order-guide/add-items', 'POST', {
          orderGuideIds: [created.id],
          groupName,
          items: part.map(([productSku, unitOfMeasure]) => ({ productSku, unitOfMeasure })),
        });
  await add('Dry goods', items.slice(0, half));
  await add('Cooler', items.slice(half));
  return created.id;
}

/** The id of the guide listed under this name, if any. */
export async function guideIdNamed(page: Page, name: string): Promise<number | undefined> {
  const list = await api<OrderGuideListResponse>(page, '/web-api/order-guide/list', 'POST', {});
  return list.guides.find((g) => g.name === name)?.id;
}

/** Deletes guides a journey made, so the next journeys list only their own; ones already gone are skipped. */
export async function deleteGuides(page: Page, ids: readonly (number | undefined)[]): Promise<void> {
  for (const id of ids) {
    if (id !== undefined) await api(page, `/web-api/order-guide/${id}`, 'DELETE').catch(() => undefined);
  }
}

/** The cart's lines, across its groups and sub-carts. */
export async function cartLines(page: Page) {
  const cart = await api<Cart>(page, '/web-api/cart');
  return cart.cartGroups.flatMap((g) => g.subCarts.flatMap((s) => s.lines));
}

/** Empties the current cart, so the next journeys start from none. */
export async function emptyCart(page: Page): Promise<void> {
  for (const line of await cartLines(page)) {
    await api(page, `/web-api/cart/remove-item?id=${encodeURIComponent(line.id)}`, 'POST');
  }
}

const exactly = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);

/** Waits for a success or info toast with this text (a string: worded exactly; a RegExp: matching). */
export async function toast(page: Page, text: string | RegExp): Promise<void> {
  const hasText = typeof text === 'string' ? exactly(text) : text;
  await expect(page.locator('[aria-live="polite"] [role="status"] p', { hasText }).first()).toBeVisible();
}

/** Waits for the add to cart modal worded so, then closes it to go on shopping. */
export async function addedToCart(page: Page, text: string): Promise<void> {
  const dialog = page.getByRole('dialog', { name: 'Added to cart' });
  await expect(dialog.getByText(exactly(text))).toBeVisible();
  await dialog.getByRole('button', { name: 'Continue shopping' }).click();
  await expect(dialog).toBeHidden();
}

/** Waits for an error-style toast worded exactly so. */
export async function errorToast(page: Page, text: string): Promise<void> {
  await expect(
    page.locator('[aria-live="polite"] [role="alert"] p', { hasText: exactly(text) }).first(),
  ).toBeVisible();
}

/** Opens a guide's detail page and waits for its items. */
export async function openGuide(page: Page, id: number): Promise<void> {
  await page.goto(`/order-guides/detail/?id=${id}`);
  await page.getByTestId('guide-list').waitFor();
}

/** A guide as the API answers it, every item on one page. */
export function guideOf(page: Page, id: number): Promise<OrderGuide> {
  return api<OrderGuide>(page, `/web-api/order-guide?id=${id}&type=customGroups&pageSize=500`, 'POST');
}

/** Each group's items as 'sku unit', Ungrouped included. */
export async function groupsOf(page: Page, id: number): Promise<Record<string, string[]>> {
  const guide = await guideOf(page, id);
  return Object.fromEntries(
    [...guide.categories, guide.ungroupedProducts].map((g) => [
      g.name,
      g.lineItems.map((i) => `${i.productSku} ${i.unitOfMeasure}`),
    ]),
  );
}

/** The label the guide's rows give an item: its name and unit. */
export function itemLabel([, unit, name]: ProductPick): string {
  return `${name} (${unit})`;
}
