/** Changing the guide id clears a held guide of a different id (spec section 4). */
export function heldGuideFor<G extends { id: number }>(held: G | null, guideId: number): G | null {
  return held !== null && held.id === guideId ? held : null;
}
