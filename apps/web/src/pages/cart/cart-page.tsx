import { useCallback, useState } from 'react';
import { useSearchParams } from 'react-router';
import { AccountPageFrame } from '../../components/ui/account-page-frame.tsx';
import { CartIcon } from '../../components/ui/icons.tsx';
import { Link } from '../../components/ui/link.tsx';
import { SignedInOnly } from '../../features/auth/components/signed-in-only.tsx';
import { BackInStockLink } from '../../features/cart/components/back-in-stock-link.tsx';
import { CartView } from '../../features/cart/components/cart-view.tsx';
import { OrderEditSession } from '../../features/cart/components/order-edit-session.tsx';
import { EmbeddedPlacement } from '../../features/messaging/components/embedded-placement.tsx';
import { EMBEDDED_PLACEMENTS } from '../../features/messaging/embedded-store.ts';
import { propertiesOf, type PageProps } from '../../lib/page-props.ts';

/** The cart: its deliveries per warehouse and vendor, each becoming an order on submit; an empty cart shows where to shop. */
export function CartPage({ model }: PageProps) {
  const properties = propertiesOf(model, 'CartPage');
  const [searchParams, setSearchParams] = useSearchParams();
  const orderNumber = searchParams.get('orderNumber');
  const backInStock = searchParams.get('backInStock');
  const [notice, setNotice] = useState<string | null>(null);
  const dropToken = useCallback(() => setSearchParams({}, { replace: true }), [setSearchParams]);
  const heading = properties.heading ?? model.content.name;
  return (
    <SignedInOnly what="your cart">
      {(user) =>
        orderNumber ? (
          <OrderEditSession key={orderNumber} orderNumber={orderNumber}>
            <CartView
              heading={`Edit order ${orderNumber}`}
              customerStatus={user.customerStatus}
              isProtein={user.currentOrganization?.isProtein ?? false}
              empty={
                <AccountPageFrame
                  heading={`Edit order ${orderNumber}`}
                  icon={<CartIcon className="size-7" />}
                  emptyTitle="No items left in this order"
                  emptyText="An order needs at least one item. Cancel your changes, or cancel the order from its details."
                />
              }
            />
          </OrderEditSession>
        ) : (
          <>
            {(backInStock ?? notice) && (
              <BackInStockLink
                token={(backInStock ?? notice)!}
                onUsed={() => {
                  setNotice(backInStock);
                  dropToken();
                }}
              />
            )}
            <div className="mx-auto w-full max-w-7xl px-4 pt-6 empty:hidden">
              <EmbeddedPlacement placementId={EMBEDDED_PLACEMENTS.cart} label="Messages for your cart" />
            </div>
            <CartView
              heading={heading}
              customerStatus={user.customerStatus}
              punchoutSystem={user.punchout?.systemName ?? null}
              isProtein={user.currentOrganization?.isProtein ?? false}
              submitNote={properties.submitNote}
              empty={
                <AccountPageFrame
                  heading={heading}
                  icon={<CartIcon className="size-7" />}
                  emptyTitle="Nothing in your cart yet"
                  emptyText={properties.emptyMessage || 'Add items from your order guides or from search.'}
                  actions={
                    <>
                      <Link appearance="primary" href="/order-guides/">
                        Open my order guides
                      </Link>
                      <Link appearance="secondary" href="/search/">
                        Search the catalog
                      </Link>
                    </>
                  }
                >
                  {properties.submitNote && <p className="mt-4 text-stone-600">{properties.submitNote}</p>}
                </AccountPageFrame>
              }
            />
          </>
        )
      }
    </SignedInOnly>
  );
}
