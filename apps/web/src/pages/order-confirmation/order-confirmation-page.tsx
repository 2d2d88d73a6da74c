import { AccountPageFrame } from '../../components/ui/account-page-frame.tsx';
import { CheckIcon } from '../../components/ui/icons.tsx';
import { Link } from '../../components/ui/link.tsx';
import { RichText } from '../../components/ui/rich-text.tsx';
import { SignedInOnly } from '../../features/auth/components/signed-in-only.tsx';
import { propertiesOf, type PageProps } from '../../lib/page-props.ts';

/** The order confirmation page the submit response points to; the order's details arrive with the cart issue. */
export function OrderConfirmationPage({ model }: PageProps) {
  const properties = propertiesOf(model, 'OrderConfirmationPage');
  return (
    <SignedInOnly what="your order confirmation">
      {() => (
        <AccountPageFrame
          heading={properties.heading ?? model.content.name}
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
          {properties.nextSteps && properties.nextSteps.length > 0 && (
            <RichText blocks={properties.nextSteps} className="mt-6 text-base" />
          )}
        </AccountPageFrame>
      )}
    </SignedInOnly>
  );
}
