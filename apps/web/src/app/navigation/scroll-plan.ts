/** How long after a back (or forward) navigation the old scroll position comes back (spec section 9). */
export const SCROLL_RESTORE_DELAY_MS = 800;

/** Where to scroll after a navigation: history moves restore the saved position after 800 ms, others go to the top. */
export function scrollPlan(
  navigationType: 'POP' | 'PUSH' | 'REPLACE',
  savedTop: number | undefined,
): { top: number; delayMs: number } {
  if (navigationType === 'POP') return { top: savedTop ?? 0, delayMs: SCROLL_RESTORE_DELAY_MS };
  return { top: 0, delayMs: 0 };
}
