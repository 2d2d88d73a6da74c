import { useEffect } from 'react';
import { Alert } from '../../components/ui/alert.tsx';
import { TruckIcon } from '../../components/ui/icons.tsx';
import { Link } from '../../components/ui/link.tsx';
import { PageHeading } from '../../components/ui/page-heading.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { useCurrentUser } from '../../features/auth/api/get-current-user.ts';
import { AddToCartControl } from '../../features/cart/components/add-to-cart-control.tsx';
import { AddToGuideButton } from '../../features/order-guides/components/add-to-guide-button.tsx';
import { useProductDetail } from '../../features/catalog/api/get-product-detail.ts';
import { LearnMoreButton } from '../../features/catalog/components/learn-more-button.tsx';
import { ProductUnits } from '../../features/catalog/components/product-units.tsx';
import { useGlobalSettings } from '../../features/content/api/get-global-settings.ts';
import { ApiError } from '../../lib/api-error.ts';
import { openProductIssue } from '../../lib/issue-report-store.ts';
import { useEditMarker } from '../../lib/edit-mode-store.ts';
import { SIMILAR_ITEMS_FLAG } from '../../lib/feature-flags.ts';
import { propertiesOf, type PageProps } from '../../lib/page-props.ts';
import { retailSearch, track } from '../../lib/tracker/index.ts';
import { openSimilarItems } from '../search/product-actions.tsx';
import { skuOfPath } from './sku-of-path.ts';
import { productImageSources } from '../../lib/product-image.ts';

/** The ordering box's heart: the add-to-cart control for a signed-in buyer, else a way to sign in and come back. */
function Ordering({ sku, url, name }: { sku: string; url: string; name: string }) {
  const { data: user, isPending } = useCurrentUser();
  if (isPending) return <Skeleton className="h-24 w-full" />;
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

function DetailSkeleton() {
  return (
    <div className="flex flex-col gap-3" aria-busy="true">
      <Skeleton className="h-6 w-1/3" />
      <Skeleton className="h-20 w-full" />
      <Skeleton className="h-20 w-full" />
    </div>
  );
}

/**
 * The product detail page (the sku is the second path segment): the product's fields, every unit with its
 * pack, price or 'Price Pending', catch weight, stock, tags and buying hints, the add-to-cart control,
 * notify-me on out-of-stock units and similar items. Tracks 'Product Viewed'.
 */
export function ProductDetailPage({ model, url }: PageProps) {
  const properties = propertiesOf(model, 'ProductDetailPage');
  const sku = properties.sku ?? skuOfPath(new URL(url, location.origin).pathname) ?? '';
  const { data: product, error, isPending } = useProductDetail(sku);
  const { data: user } = useCurrentUser();
  const { data: settings } = useGlobalSettings();
  const similarItemsOn = settings?.featureFlags[SIMILAR_ITEMS_FLAG] === true;
  const noteMarker = useEditMarker('deliveryNote');

  useEffect(() => {
    if (!product) return;
    track('Product Viewed', {
      product_id: product.sku,
      sku: product.sku,
      name: product.name,
      brand: product.brand,
      category: product.category,
      url: product.url,
      image_url: product.imageUrl,
      in_stock: product.inStock,
    });
    retailSearch('detail-page-view', { products: [{ id: product.sku }] });
    if (location.hash === '#add-to-cart')
      document.getElementById('add-to-cart')?.scrollIntoView({ block: 'center' });
  }, [product]);

  if (error) {
    return (
      <div className="mx-auto w-full max-w-3xl px-4 py-12">
        <Alert
          tone={error instanceof ApiError && error.status === 404 ? 'info' : 'error'}
          title="This product is not available."
        >
          It may have been discontinued. <Link href="/search/">Search the catalog</Link> for an alternative.
        </Alert>
      </div>
    );
  }

  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-8" data-sku={sku}>
      <div className="grid gap-8 md:grid-cols-2">
        <div className="flex aspect-[4/3] items-center justify-center rounded-3xl border border-stone-200 bg-gradient-to-br from-brand-50 to-stone-100 md:aspect-square">
          {product && <ProductPicture url={product.imageUrl} name={product.name} />}
        </div>
        <div className="flex flex-col gap-5">
          <PageHeading
            title={product?.name ?? model.content.name}
            breadcrumbs={[
              { name: 'Home', url: '/' },
              { name: 'Products', url: '/products/' },
              ...(product ? [{ name: product.category, url: '/products/' }] : []),
            ]}
          >
            <p className="font-mono text-stone-600">
              SKU {sku}
              {product && <span className="font-sans"> · {product.brand}</span>}
            </p>
          </PageHeading>
          {product && (
            <div className="flex flex-col items-start gap-1">
              <p className="text-lg text-stone-700">{product.description}</p>
              <LearnMoreButton sku={product.sku} name={product.name} className="-ml-2" />
            </div>
          )}
          {properties.deliveryNote && (
            <p {...noteMarker} className="flex items-start gap-2 rounded-xl bg-brand-50 p-4 text-brand-900">
              <TruckIcon className="mt-0.5 size-5" />
              {properties.deliveryNote}
            </p>
          )}
          <section aria-labelledby="units-heading" className="flex flex-col gap-3">
            <h2 id="units-heading" className="font-bold text-stone-900">
              Units and stock
            </h2>
            {isPending || !product ? (
              <DetailSkeleton />
            ) : (
              <ProductUnits product={product} signedIn={user?.isAuthenticated === true} />
            )}
          </section>
          <section
            id="add-to-cart"
            aria-labelledby="order-heading"
            className="flex flex-col gap-4 rounded-2xl border border-stone-200 bg-white p-5"
          >
            <h2 id="order-heading" className="font-bold text-stone-900">
              Prices, pack sizes and ordering
            </h2>
            {sku && <Ordering sku={sku} url={url} name={product?.name ?? model.content.name} />}
            <div className="flex flex-col gap-3 border-t border-stone-200 pt-4 sm:flex-row">
              <Link appearance="secondary" href="/order-guides/">
                Open my order guides
              </Link>
              {similarItemsOn && sku && (
                <button
                  type="button"
                  onClick={() => openSimilarItems(sku)}
                  className="inline-flex min-h-11 cursor-pointer items-center justify-center rounded-lg border border-stone-300 bg-white px-4 font-semibold text-stone-900 outline-none hover:bg-stone-100 focus-visible:ring-2 focus-visible:ring-brand-500"
                >
                  {properties.similarItemsHeading || 'See similar items'}
                </button>
              )}
            </div>
          </section>
          {user?.isAuthenticated && product && (
            <p className="text-sm text-stone-600">
              Something wrong with this product?{' '}
              <button
                type="button"
                onClick={() =>
                  openProductIssue({ source: 'product', productSku: product.sku, productTitle: product.name })
                }
                className="min-h-11 cursor-pointer rounded font-semibold text-brand-700 underline outline-none hover:text-brand-800 focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:ring-offset-2"
              >
                Report a product issue
              </button>
            </p>
          )}
        </div>
      </div>
    </div>
  );
}

/** The product's picture: a distributor's photo fills the frame in the width the layout needs; a placeholder sits small. */
function ProductPicture({ url, name }: { url: string; name: string }) {
  const { src, srcSet, isPhoto } = productImageSources(url);
  return isPhoto ? (
    <img
      src={src}
      srcSet={srcSet}
      sizes="(min-width: 768px) 40vw, 90vw"
      alt={name}
      className="size-full rounded-3xl object-cover"
    />
  ) : (
    <img src={src} alt="" className="size-40 object-contain" />
  );
}
