import { useSearchParams } from 'react-router';
import { AccountPageFrame } from '../../components/ui/account-page-frame.tsx';
import { ClipboardIcon } from '../../components/ui/icons.tsx';
import { Link } from '../../components/ui/link.tsx';
import { SignedInOnly } from '../../features/auth/components/signed-in-only.tsx';
import { queryClient } from '../../app/query-client.ts';
import { DefaultGuideRedirect } from '../../features/order-guides/components/default-guide-redirect.tsx';
import { GuideDetail } from '../../features/order-guides/components/guide-detail.tsx';
import { guideIdOfSearch, prefetchGuide } from '../../features/order-guides/prefetch-guide.ts';
import { propertiesOf, type PageProps } from '../../lib/page-props.ts';

// The first page of items is asked for as soon as this chunk runs on a guide's URL, not after the first render.
if (location.pathname.startsWith('/order-guides/detail'))
  prefetchGuide(queryClient, guideIdOfSearch(location.search));

function guideIdOf(value: string | null | undefined): number | null {
  if (!value || !/^-?\d{1,10}$/.test(value)) return null;
  const id = Number(value);
  return id === -1 || id > 0 ? id : null;
}

/** One order guide (`?id=`): ordering from it and editing it. */
export function OrderGuideDetailPage({ model }: PageProps) {
  const properties = propertiesOf(model, 'OrderGuideDetailPage');
  const [params] = useSearchParams();
  const guideId = guideIdOf(params.get('id') ?? properties.orderGuideId);
  return (
    <SignedInOnly what="this order guide">
      {(user) =>
        params.get('id') === 'default' ? (
          <DefaultGuideRedirect />
        ) : guideId === null ? (
          <AccountPageFrame
            heading={properties.heading ?? model.content.name}
            icon={<ClipboardIcon className="size-7" />}
            emptyTitle="No order guide chosen"
            emptyText="Choose one of your order guides to see its items."
            actions={
              <Link appearance="primary" href="/order-guides/">
                All order guides
              </Link>
            }
          />
        ) : (
          <div className="mx-auto w-full max-w-7xl px-4 pt-6">
            <nav aria-label="Breadcrumb" className="mb-2 text-sm text-stone-600">
              <Link href="/order-guides/" appearance="plain" className="hover:underline">
                Order guides
              </Link>
            </nav>
            <GuideDetail
              key={guideId}
              guideId={guideId}
              user={user}
              loadingMessage={properties.loadingMessage}
              noProductsText={properties.noProductsMessage}
            />
          </div>
        )
      }
    </SignedInOnly>
  );
}
