import type { ProductOptions, SubmitCartResponse } from '@larder/contract';
import type { Page } from 'playwright-core';
import { expect } from '@playwright/test';
import { callApi } from './browser.ts';

/**
 * Places a fresh order of two plain items (in stock, one business unit, no drop-ship, JIT, pre-order,
 * minimum or sell-by rule) for whoever the page acts as, through the API; returns its web order number.
 */
export async function placeTwoItemOrder(page: Page): Promise<string> {
  const items = [];
  for (let sku = 100001; items.length < 2 && sku < 100400; sku++) {
    const options = await callApi<ProductOptions>(page, `/web-api/cart/product-options?sku=${sku}`).catch(
      () => null,
    );
    const variant = options?.variants.find(
      (v) =>
        !v.notOrderableReason &&
        v.inStock &&
        !v.isDropShip &&
        !v.isJIT &&
        !v.isPreOrder &&
        !v.minMaxFlag &&
        v.sellByMultiple === 1 &&
        v.businessUnitId === options.variants[0]!.businessUnitId,
    );
    if (variant) items.push({ productSku: String(sku), unitOfMeasure: variant.text, quantity: 2 });
  }
  await callApi(page, '/web-api/cart/add-items', { method: 'POST', body: { items } });
  const submitted = await callApi<SubmitCartResponse>(page, '/web-api/cart/submit?defaultCart=true', {
    method: 'POST',
    headers: { 'idempotency-key': `e2e-order-${crypto.randomUUID()}` },
  });
  expect(submitted.success, JSON.stringify(submitted.validationMessages)).toBe(true);
  return submitted.confirmedOrders[0]!.webOrderNumber;
}
