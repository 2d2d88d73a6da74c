import type { AddToCartResponse, addToCartBodySchema, Cart, ProductOptions } from '@larder/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import type { SchemaOutput } from '../../../lib/schema-output.ts';
import { cartOfResponse, mergeCartUpdate } from '../merge-cart-update.ts';
import { cartRequestHeaders } from './cart-request-headers.ts';
import { noteCartLoaded } from './get-cart.ts';
import { productOptionsQueryOptions } from './get-product-options.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** A sku, a unit (the variant text) and a quantity: added, or for PPro organizations set as the cart quantity. */
export type AddToCartBody = SchemaOutput<typeof addToCartBodySchema>;

/** Adds to the cart; a broken quantity rule is a 422 with the spec's message and the quantity allowed instead. */
export function addToCart(body: AddToCartBody): Promise<AddToCartResponse> {
  return apiFetch<AddToCartResponse>('/web-api/cart/add', { body, headers: cartRequestHeaders() });
}

/** Adds to the cart, then updates the cart, the product's cart quantity and the header's counter. */
export function useAddToCart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addToCart,
    onSuccess: (response, body) => {
      queryClient.setQueryData<Cart>(queryKeys.cart.current, (current) =>
        current ? mergeCartUpdate(current, response) : cartOfResponse(response),
      );
      noteCartLoaded(response);
      const options = productOptionsQueryOptions(body.productSku);
      queryClient.setQueryData<ProductOptions>(options.queryKey, (current) =>
        current
          ? {
              ...current,
              variants: current.variants.map((variant) =>
                variant.text === body.unitOfMeasure
                  ? { ...variant, cartQuantity: response.cartQuantity }
                  : variant,
              ),
            }
          : current,
      );
      // Stock left to add moved too; the server is the one to say by how much.
      void queryClient.invalidateQueries({ queryKey: options.queryKey });
    },
  });
}
