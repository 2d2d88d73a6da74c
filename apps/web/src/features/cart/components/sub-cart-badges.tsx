/** Props of SubCartBadges. */
export interface SubCartBadgesProps {
  isDropShip: boolean;
  isJIT: boolean;
  isPreOrder: boolean;
}

const badge = 'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-bold uppercase tracking-wide';

/** The badges that say how a delivery is fulfilled: drop-ship, just-in-time or pre-order (each its own order). */
export function SubCartBadges({ isDropShip, isJIT, isPreOrder }: SubCartBadgesProps) {
  return (
    <>
      {isDropShip && <span className={`${badge} bg-sky-100 text-sky-900`}>Drop-ship</span>}
      {isJIT && <span className={`${badge} bg-violet-100 text-violet-900`}>Just-in-time</span>}
      {isPreOrder && <span className={`${badge} bg-amber-100 text-amber-900`}>Pre-order</span>}
    </>
  );
}
