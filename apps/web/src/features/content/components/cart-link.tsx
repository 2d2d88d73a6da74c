import { CartIcon } from '../../../components/ui/icons.tsx';
import { Link } from '../../../components/ui/link.tsx';
import { cartCounterToShow, useCartCounterStore } from '../../../lib/cart-counter-store.ts';
import { useHeader } from '../api/get-header.ts';

/** The header's cart button with the number of items in the cart, following cart changes as they are answered. */
export function CartLink() {
  const { data: header, dataUpdatedAt } = useHeader();
  const reported = useCartCounterStore();
  const count = cartCounterToShow(header && { count: header.cartCounter, loadedAt: dataUpdatedAt }, reported);
  return (
    <Link
      href={header?.cartLink ?? '/cart/'}
      appearance="plain"
      className="relative flex size-11 items-center justify-center rounded-lg text-white outline-none hover:bg-white/10 focus-visible:ring-2 focus-visible:ring-white"
      aria-label={count === 1 ? 'Cart, 1 item' : `Cart, ${count} items`}
    >
      <CartIcon className="size-6" />
      {count > 0 && (
        <span
          aria-hidden="true"
          className="absolute top-0.5 right-0.5 flex min-w-5 items-center justify-center rounded-full bg-amber-400 px-1 text-xs font-bold text-stone-950"
        >
          {count > 99 ? '99+' : count}
        </span>
      )}
    </Link>
  );
}
