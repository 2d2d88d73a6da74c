import type { BackInStockLinkResponse } from '@larder/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** The back-in-stock e-mail's one-tap link: adds the item to the cart once (`POST /web-api/notify-me/link`). */
export function useAddBackInStock() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (token: string) =>
      apiFetch<BackInStockLinkResponse>('/web-api/notify-me/link', { body: { token } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.cart.all }),
  });
}
