import { useSearchParams } from 'react-router';
import { AccountPageFrame } from '../../components/ui/account-page-frame.tsx';
import { ClipboardIcon } from '../../components/ui/icons.tsx';
import { Link } from '../../components/ui/link.tsx';
import { SignedInOnly } from '../../features/auth/components/signed-in-only.tsx';
import { propertiesOf, type PageProps } from '../../lib/page-props.ts';

/** One order guide (`?id=`): its groups and items arrive with the order guides issue; until then, where to go. */
export function OrderGuideDetailPage({ model }: PageProps) {
  const properties = propertiesOf(model, 'OrderGuideDetailPage');
  const [params] = useSearchParams();
  const guideId = params.get('id') ?? properties.orderGuideId ?? null;
  return (
    <SignedInOnly what="this order guide">
      {() => (
        <AccountPageFrame
          heading={properties.heading ?? model.content.name}
          icon={<ClipboardIcon className="size-7" />}
          emptyTitle={guideId ? `Order guide ${guideId}` : 'No order guide chosen'}
          emptyText={
            guideId
              ? properties.noProductsMessage || 'There are no products in this category!!'
              : 'Choose one of your order guides to see its items.'
          }
          actions={
            <Link appearance="primary" href="/order-guides/">
              All order guides
            </Link>
          }
        />
      )}
    </SignedInOnly>
  );
}
