import type { OrderGuidePreferencesBody } from '@larder/contract';
import { apiFetch } from '../../../lib/api-client.ts';
import { useGuideListMutation } from './guide-list-mutation.ts';

/** Sets the user's hide and default marks of a guide (spec section 7: POST order-guide/set-preferences). */
export function setPreferences(body: OrderGuidePreferencesBody): Promise<unknown> {
  return apiFetch('/web-api/order-guide/set-preferences', { body });
}

/** A change of the user's marks on a guide, as the list's hide, unhide and make-default actions make it. */
export interface GuidePreferenceChange {
  guideId: number;
  action: 'hide' | 'unhide' | 'makeDefault';
  hide: boolean;
  isDefault: boolean;
}

/** Sets a guide's hide and default marks as a list action; every guide query reloads after. */
export function useSetPreferences() {
  return useGuideListMutation(
    ({ action }: GuidePreferenceChange) => action,
    ({ guideId, hide, isDefault }: GuidePreferenceChange) =>
      setPreferences({ orderGuideId: guideId, hide, default: isDefault }),
  );
}
