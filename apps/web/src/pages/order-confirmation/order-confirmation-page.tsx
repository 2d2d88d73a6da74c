import { AccountPageFrame } from '../../components/ui/account-page-frame.tsx';
import { CheckIcon } from '../../components/ui/icons.tsx';
import { Link } from '../../components/ui/link.tsx';
import { PageHeading } from '../../components/ui/page-heading.tsx';
import { RichText } from '../../components/ui/rich-text.tsx';
import { SignedInOnly } from '../../features/auth/components/signed-in-only.tsx';
import { OrderConfirmationList } from '../../features/cart/components/order-confirmation-list.tsx';
import { useEditMarker } from '../../lib/edit-mode-store.ts';
import { propertiesOf, type PageProps } from '../../lib/page-props.ts';

/** The order confirmation page the submit response points to (`?cart=`): the orders that submit placed. */
export function OrderConfirmationPage({ model, url }: PageProps) {
  const properties = propertiesOf(model, 'OrderConfirmationPage');
  const heading = properties.heading ?? model.content.name;
  const cartId = new URL(url, location.origin).searchParams.get('cart');
  const headingMarker = useEditMarker('heading');
  const introMarker = useEditMarker('message');
  const nextSteps = properties.nextSteps && properties.nextSteps.length > 0 && (
    <RichText blocks={properties.nextSteps} className="mt-6 text-base print:hidden" />
  );
  return (
    <SignedInOnly what="your order confirmation">
      {() =>
        cartId ? (
          <div className="mx-auto w-full max-w-5xl px-4 py-8">
            <PageHeading
              title={heading}
              intro={properties.message}
              breadcrumbs={[{ name: 'Home', url: '/' }]}
              titleProps={headingMarker}
              introProps={introMarker}
            />
            <OrderConfirmationList cartId={cartId} />
            {nextSteps}
          </div>
        ) : (
          <AccountPageFrame
            heading={heading}
            intro={properties.message}
            icon={<CheckIcon className="size-7" />}
            emptyTitle="No recent order to confirm"
            emptyText="When you submit a cart, its order numbers and delivery dates are confirmed here."
            actions={
              <Link appearance="primary" href="/order-history/">
                View order history
              </Link>
            }
          >
            {nextSteps}
          </AccountPageFrame>
        )
      }
    </SignedInOnly>
  );
}
