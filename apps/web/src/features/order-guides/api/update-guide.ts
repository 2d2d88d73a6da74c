import type { OrderGuideUpdateBody, OrderGuideUpdateResponse } from '@larder/contract';
import { errorOf, send } from '../../../lib/api-client.ts';
import { GUIDE_MESSAGES } from '@larder/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/query-keys.ts';
import { guideRequestHeaders } from './guide-keys.ts';
import { guideMutationKey } from './guide-list-mutation.ts';

/**
 * Saves an edited guide (spec section 7: POST order-guide/update); the answer may carry `error`. An empty
 * answer is null, for the caller to report as the spec's 'Unexpected error.'; a refusal throws ApiError.
 */
export async function updateGuide(body: OrderGuideUpdateBody): Promise<OrderGuideUpdateResponse | null> {
  const response = await send('/web-api/order-guide/update', { body, headers: guideRequestHeaders() });
  if (!response.ok) throw await errorOf(response);
  const text = await response.text();
  return text.trim() === '' ? null : (JSON.parse(text) as OrderGuideUpdateResponse | null);
}

/** Creates an empty guide by name (`update` with id -1); answers its id. An answer without one throws its error. */
export async function createGuide(name: string): Promise<number> {
  const answer = await updateGuide({ id: -1, name, categories: [] });
  if (!answer?.id) throw new Error(answer?.error ?? GUIDE_MESSAGES.unexpectedError);
  return answer.id;
}

/** Creates a guide; every guide query reloads before it settles, so the list holds the new guide. */
export function useCreateGuide() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: guideMutationKey,
    mutationFn: createGuide,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.orderGuides.all }),
  });
}
