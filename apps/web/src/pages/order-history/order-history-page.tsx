import { AccountPageFrame } from '../../components/ui/account-page-frame.tsx';
import { ReceiptIcon } from '../../components/ui/icons.tsx';
import { Link } from '../../components/ui/link.tsx';
import { SignedInOnly } from '../../features/auth/components/signed-in-only.tsx';
import { propertiesOf, type PageProps } from '../../lib/page-props.ts';

/** Order history: the organization's orders arrive with the orders issue; until then, an empty history. */
export function OrderHistoryPage({ model }: PageProps) {
  const properties = propertiesOf(model, 'OrderHistoryPage');
  return (
    <SignedInOnly what="your order history">
      {() => (
        <AccountPageFrame
          heading={properties.heading ?? model.content.name}
          intro={properties.intro}
          icon={<ReceiptIcon className="size-7" />}
          emptyTitle="No orders to show yet"
          emptyText={properties.emptyMessage || 'Orders you submit will be listed here with their status.'}
          actions={
            <Link appearance="primary" href="/order-guides/">
              Start an order
            </Link>
          }
        />
      )}
    </SignedInOnly>
  );
}
