import type { Organization } from '@larder/contract';

/** The session-storage flag set once the PPro start-order modal has been shown. */
export const START_ORDER_SHOWN_FLAG = 'startOrderModalShown';

/** Whether to show the start-order modal: for a PPro organization, once per browser session (spec section 6). */
export function shouldShowStartOrder(
  organization: Organization | null | undefined,
  storage: Storage,
): boolean {
  if (!organization?.isPPro) return false;
  try {
    return storage.getItem(START_ORDER_SHOWN_FLAG) !== '1';
  } catch {
    return false;
  }
}

/** Remembers for this session that the start-order modal was shown. */
export function markStartOrderShown(storage: Storage): void {
  try {
    storage.setItem(START_ORDER_SHOWN_FLAG, '1');
  } catch {
    // Blocked storage: the modal may show again on the next page load, which does no harm.
  }
}
