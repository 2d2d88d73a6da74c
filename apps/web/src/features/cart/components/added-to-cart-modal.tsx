import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { CheckIcon, TruckIcon } from '../../../components/ui/icons.tsx';
import { Link } from '../../../components/ui/link.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { firstEnabled, focusWhenRendered } from '../../../lib/focus-when-rendered.ts';
import {
  takeAddedToCartOpener,
  useModalStore,
  useModalVisible,
  type AddedToCartItem,
} from '../../../lib/modal-store.ts';
import { placeAddedItems, type AddedDelivery } from '../added-to-cart.ts';
import { useCart } from '../api/get-cart.ts';
import { SubCartBadges } from './sub-cart-badges.tsx';

function close() {
  useModalStore.getState().hide('addToCart');
  useModalStore.setState({ addedToCart: null });
  // Back to the control that opened the modal; when a result card replaced it, to the card's add button.
  const opener = takeAddedToCartOpener();
  if (!opener) return;
  focusWhenRendered(() => {
    if (opener.element.isConnected) return opener.element as HTMLElement;
    const area = opener.area?.isConnected ? opener.area : null;
    return area ? (firstEnabled('[data-add-to-cart]', area) ?? firstEnabled('button', area)) : null;
  });
}

function DeliveryBlock({ delivery }: { delivery: AddedDelivery }) {
  const headingId = `added-${delivery.key.replace(/[^A-Za-z0-9-]/g, '-')}`;
  return (
    <section aria-labelledby={headingId} className="rounded-xl border border-stone-200 bg-stone-50 p-4">
      <div className="flex flex-wrap items-center gap-2">
        <TruckIcon className="size-5 text-brand-800" />
        <h3 id={headingId} className="font-bold text-stone-900">
          {delivery.deliveryDate
            ? `Delivery ${delivery.deliveryDate}`
            : 'Delivery date to choose in the cart'}
        </h3>
        <SubCartBadges
          isDropShip={delivery.isDropShip}
          isJIT={delivery.isJIT}
          isPreOrder={delivery.isPreOrder}
        />
      </div>
      <p className="text-sm text-stone-700">{delivery.shipsFrom}</p>
      <ul className="mt-3 flex flex-col gap-2">
        {delivery.items.map(({ item, line }) => (
          <li key={line.id} className="flex flex-wrap items-baseline justify-between gap-x-3">
            <span className="font-semibold text-stone-900">{item.name}</span>
            <span className="text-sm text-stone-700">
              {item.quantity} {item.unitOfMeasure} added · {line.quantity} in cart
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

function Placement({ items }: { items: AddedToCartItem[] }) {
  const { data: cart, isFetching, error } = useCart();
  if (!cart) {
    return error ? (
      <Alert tone="info">Your cart could not be loaded just now; the items are in it.</Alert>
    ) : (
      <Spinner label="Finding your delivery…" />
    );
  }
  const { deliveries, missing } = placeAddedItems(cart, items);
  // After a guide adds many items the cart reloads: until it has, they are not in it yet.
  if (missing.length > 0 && isFetching) return <Spinner label="Finding your delivery…" />;
  return (
    <div className="flex flex-col gap-3">
      {deliveries.map((delivery) => (
        <DeliveryBlock key={delivery.key} delivery={delivery} />
      ))}
      {missing.length > 0 && (
        <Alert tone="info">{missing.map((m) => m.name).join(', ')}: not in your cart any more.</Alert>
      )}
    </div>
  );
}

/**
 * The add to cart modal (spec section 2): what was just added and to which delivery it went (the warehouse
 * or drop-ship vendor and the delivery date), with the way to the cart or back to shopping.
 */
export function AddedToCartModal() {
  const isOpen = useModalVisible('addToCart');
  const added = useModalStore((state) => state.addedToCart);
  if (!added) return null;
  return (
    <Modal title="Added to cart" isOpen={isOpen} onOpenChange={(open) => !open && close()}>
      {(dismiss) => (
        <div className="flex flex-col gap-4">
          <p className="flex items-center gap-2 font-semibold text-brand-900" role="status">
            <CheckIcon className="size-5" />
            {added.message}
          </p>
          <Placement items={added.items} />
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Button variant="secondary" onPress={dismiss}>
              Continue shopping
            </Button>
            <Link appearance="primary" href="/cart/" onClick={close}>
              View cart
            </Link>
          </div>
        </div>
      )}
    </Modal>
  );
}
