// @vitest-environment happy-dom
import type { ProductOptions } from '@larder/contract';
import { QueryClient, QueryClientProvider, useMutation } from '@tanstack/react-query';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useModalStore } from '../../../lib/modal-store.ts';
import { productOptionsQueryOptions } from '../api/get-product-options.ts';
import { AddToCartControl } from './add-to-cart-control.tsx';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

// The add's answer is the test's to give: it arrives after the form came back with another cart quantity.
const pendingAdd = vi.hoisted(() => {
  const add = { resolve: (_value: { cartQuantity: number }) => undefined as void };
  return add;
});
vi.mock('../api/add-to-cart.ts', () => ({
  useAddToCart: () =>
    useMutation({
      mutationFn: () =>
        new Promise<{ cartQuantity: number }>((resolve) => {
          pendingAdd.resolve = resolve;
        }),
    }),
}));
vi.mock('../../../lib/tracker/index.ts', () => ({ track: vi.fn(), retailSearch: vi.fn() }));

const SKU = '100245';
const options: ProductOptions = {
  sku: SKU,
  name: '18/0 Stainless Dinner Knife',
  brand: 'Larder',
  imageUrl: '/images/products/placeholder.svg',
  url: `/product/${SKU}/`,
  quantityMode: 'add',
  today: '2026-11-28',
  canOrder: true,
  variants: [
    {
      id: `${SKU}-BX`,
      code: 'BX',
      text: 'BX',
      weight: '12 CT',
      price: '24.00',
      priceInfo: {
        unitPrice: 24,
        isPricePending: false,
        catchWeightUnit: null,
        averageWeight: null,
        display: '$24.00',
      },
      inStock: true,
      stock: 40,
      availableStock: 40,
      isDefault: true,
      minMaxFlag: false,
      minQuantity: null,
      maxQuantity: null,
      minMaxExpirationDate: null,
      sellByMultiple: 1,
      cartQuantity: 0,
      defaultQuantity: 1,
      businessUnitId: 'NYC01',
      businessUnitName: 'New York',
      isDropShip: false,
      vendorName: null,
      isJIT: false,
      isPreOrder: false,
      notOrderableReason: null,
    },
  ],
};

let root: Root;
let host: HTMLDivElement;
let queryClient: QueryClient;

beforeEach(() => {
  queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  queryClient.setQueryData(productOptionsQueryOptions(SKU).queryKey, options);
  useModalStore.setState({ addedToCart: null });
  host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
});

afterEach(() => {
  act(() => root.unmount());
  host.remove();
});

describe('AddToCartControl', () => {
  it('confirms an add in the modal even when the form came back with a new cart quantity before the answer', async () => {
    act(() =>
      root.render(
        <QueryClientProvider client={queryClient}>
          <AddToCartControl sku={SKU} />
        </QueryClientProvider>,
      ),
    );
    const add = [...host.querySelectorAll('button')].find((button) => button.textContent === 'Add to cart');
    expect(add).toBeDefined();
    await act(async () => add!.click());
    // Meanwhile the unit's cart quantity moved (another device, a refetch): the form is made anew.
    await act(async () => {
      queryClient.setQueryData<ProductOptions>(productOptionsQueryOptions(SKU).queryKey, {
        ...options,
        variants: [{ ...options.variants[0]!, cartQuantity: 2 }],
      });
      // The query cache tells its observers on a later turn of the event loop.
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    expect(host.textContent).toContain('In cart: 2 BX');
    await act(async () => pendingAdd.resolve({ cartQuantity: 3 }));
    expect(useModalStore.getState().addedToCart).toEqual({
      items: [{ productSku: SKU, unitOfMeasure: 'BX', quantity: 1, name: options.name }],
      message: `Added 1 BX of ${options.name} to your cart.`,
    });
  });
});
