import { mutationOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/query-keys.ts';
import { runGuideAction, type GuideListAction } from '../guide-list-store.ts';

/** What every list action is given: the guide it works on. */
export interface GuideListVariables {
  guideId: number;
}

/** The key every order-guide mutation carries, so a screen can tell whether one runs. */
export const guideMutationKey = [...queryKeys.orderGuides.all, 'mutation'] as const;

/**
 * A list action (spec section 4) as mutation options: the call runs through `runGuideAction` (the guide
 * marked active, the loading flag as the spec says), and success reloads every order-guide query.
 */
export function guideListMutationOptions<Variables extends GuideListVariables, Answer>(
  queryClient: QueryClient,
  action: GuideListAction | ((variables: Variables) => GuideListAction),
  call: (variables: Variables) => Promise<Answer>,
) {
  return mutationOptions({
    mutationKey: guideMutationKey,
    mutationFn: (variables: Variables) =>
      runGuideAction({
        action: typeof action === 'function' ? action(variables) : action,
        guideId: variables.guideId,
        call: () => call(variables),
        reload: () => queryClient.invalidateQueries({ queryKey: queryKeys.orderGuides.all }),
      }),
  });
}

/** A list action as a hook: see `guideListMutationOptions`. */
export function useGuideListMutation<Variables extends GuideListVariables, Answer>(
  action: GuideListAction | ((variables: Variables) => GuideListAction),
  call: (variables: Variables) => Promise<Answer>,
) {
  return useMutation(guideListMutationOptions(useQueryClient(), action, call));
}
