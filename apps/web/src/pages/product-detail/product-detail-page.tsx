import { SIMILAR_ITEMS_FLAG } from '../../lib/feature-flags.ts';
import { BoxIcon, TruckIcon } from '../../components/ui/icons.tsx';
import { Link } from '../../components/ui/link.tsx';
import { PageHeading } from '../../components/ui/page-heading.tsx';
import { useCurrentUser } from '../../features/auth/api/get-current-user.ts';
import { AddToCartControl } from '../../features/cart/components/add-to-cart-control.tsx';
import { AddToGuideButton } from '../../features/order-guides/components/add-to-guide-button.tsx';
import { useGlobalSettings } from '../../features/content/api/get-global-settings.ts';
import { useEditMarker } from '../../lib/edit-mode-store.ts';
import { useModalStore } from '../../lib/modal-store.ts';
import { propertiesOf, type PageProps } from '../../lib/page-props.ts';
import { skuOfPath } from './sku-of-path.ts';

/** The ordering box's heart: the add-to-cart control for a signed-in buyer, else a way to sign in and come back. */
function Ordering({ sku, url, name }: { sku: string | null; url: string; name: string }) {
  const { data: user, isPending } = useCurrentUser();
  if (isPending || !sku) return null;
  if (!user?.isAuthenticated) {
    const returnUrl = encodeURIComponent(new URL(url, location.origin).pathname);
    return (
      <p className="text-stone-600">
        Your price, pack sizes and stock show once you are signed in.{' '}
        <Link href={`/sign-in/?returnUrl=${returnUrl}`}>Sign in to order</Link>
      </p>
    );
  }
  return (
    <>
      <AddToCartControl sku={sku} customerStatus={user.customerStatus} />
      <AddToGuideButton sku={sku} name={name} />
    </>
  );
}

/** The product detail page: what the page model carries about the product, how to order it, and ways to find alternatives. */
export function ProductDetailPage({ model, url }: PageProps) {
  const properties = propertiesOf(model, 'ProductDetailPage');
  const sku = properties.sku ?? skuOfPath(new URL(url, location.origin).pathname);
  const description = model.metaDataInfo.find((tag) => tag.elementAttributes.name === 'description')
    ?.elementAttributes.content;
  const { data: settings } = useGlobalSettings();
  const similarItemsOn = settings?.featureFlags[SIMILAR_ITEMS_FLAG] === true;
  const noteMarker = useEditMarker('deliveryNote');

  function showSimilarItems() {
    if (!sku) return;
    useModalStore.setState({ similarItemsSku: sku });
    useModalStore.getState().show('similarItems');
  }

  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-8">
      <div className="grid gap-8 md:grid-cols-2">
        <div className="flex aspect-[4/3] items-center justify-center rounded-3xl md:aspect-square border border-stone-200 bg-gradient-to-br from-brand-50 to-stone-100 text-brand-700">
          <BoxIcon className="size-24 opacity-60" />
        </div>
        <div className="flex flex-col gap-5">
          <PageHeading
            title={model.content.name}
            breadcrumbs={[
              { name: 'Home', url: '/' },
              { name: 'Products', url: '/products/' },
            ]}
          >
            {sku && <p className="font-mono text-stone-600">SKU {sku}</p>}
          </PageHeading>
          {description && <p className="text-lg text-stone-700">{description}</p>}
          {properties.deliveryNote && (
            <p {...noteMarker} className="flex items-start gap-2 rounded-xl bg-brand-50 p-4 text-brand-900">
              <TruckIcon className="mt-0.5 size-5" />
              {properties.deliveryNote}
            </p>
          )}
          <div className="flex flex-col gap-4 rounded-2xl border border-stone-200 bg-white p-5">
            <h2 className="font-bold text-stone-900">Prices, pack sizes and ordering</h2>
            <Ordering sku={sku} url={url} name={model.content.name} />
            <div className="flex flex-col gap-3 border-t border-stone-200 pt-4 sm:flex-row">
              <Link appearance="secondary" href="/order-guides/">
                Open my order guides
              </Link>
              {similarItemsOn && sku && (
                <button
                  type="button"
                  onClick={showSimilarItems}
                  className="inline-flex min-h-11 cursor-pointer items-center justify-center rounded-lg border border-stone-300 bg-white px-4 font-semibold text-stone-900 outline-none hover:bg-stone-100 focus-visible:ring-2 focus-visible:ring-brand-500"
                >
                  {properties.similarItemsHeading || 'See similar items'}
                </button>
              )}
            </div>
          </div>
        </div>
      </div>
    </div>
  );
}
