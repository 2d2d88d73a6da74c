import { AccountPageFrame } from '../../components/ui/account-page-frame.tsx';
import { CartIcon } from '../../components/ui/icons.tsx';
import { Link } from '../../components/ui/link.tsx';
import { SignedInOnly } from '../../features/auth/components/signed-in-only.tsx';
import { propertiesOf, type PageProps } from '../../lib/page-props.ts';

/** The cart: its sub-carts per warehouse arrive with the cart issue; until then, an empty cart and where to shop. */
export function CartPage({ model }: PageProps) {
  const properties = propertiesOf(model, 'CartPage');
  return (
    <SignedInOnly what="your cart">
      {() => (
        <AccountPageFrame
          heading={properties.heading ?? model.content.name}
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
      )}
    </SignedInOnly>
  );
}
