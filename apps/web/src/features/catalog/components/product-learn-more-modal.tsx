import type { ProductDetail, ProductVideo } from '@larder/contract';
import { Alert } from '../../../components/ui/alert.tsx';
import { Link } from '../../../components/ui/link.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useRef } from 'react';
import { useModalStore, useModalVisible } from '../../../lib/modal-store.ts';
import { trackAssetViewed } from '../../../lib/tracker/index.ts';
import { useProductDetail } from '../api/get-product-detail.ts';
import { unitNotes } from './product-units.tsx';

function close() {
  useModalStore.getState().hide('productLearnMore');
  useModalStore.setState({ learnMoreSku: null });
}

function SpecSheet({ product }: { product: ProductDetail }) {
  const category = [product.category, product.subcategory, product.subsubcategory]
    .filter(Boolean)
    .join(' › ');
  return (
    <section aria-labelledby="learn-more-spec-sheet" className="flex flex-col gap-2">
      <h3 id="learn-more-spec-sheet" className="font-bold text-stone-900">
        Spec sheet
      </h3>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="font-semibold text-stone-700">SKU</dt>
        <dd className="font-mono text-stone-900">{product.sku}</dd>
        <dt className="font-semibold text-stone-700">Brand</dt>
        <dd className="text-stone-900">{product.brand}</dd>
        <dt className="font-semibold text-stone-700">Category</dt>
        <dd className="text-stone-900">{category}</dd>
      </dl>
      <div className="overflow-x-auto">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Units of {product.name}</caption>
          <thead className="border-b border-stone-300 text-stone-700">
            <tr>
              <th scope="col" className="py-1 pr-3 font-semibold">
                Unit
              </th>
              <th scope="col" className="py-1 pr-3 font-semibold">
                Pack
              </th>
              <th scope="col" className="py-1 font-semibold">
                Buying notes
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-stone-200">
            {product.variants.map((unit) => (
              <tr key={unit.code}>
                <th scope="row" className="py-1.5 pr-3 font-bold text-stone-900">
                  {unit.text}
                </th>
                <td className="py-1.5 pr-3 text-stone-800">{unit.weight}</td>
                <td className="py-1.5 text-stone-700">{unitNotes(unit).join(' ') || '—'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

/**
 * The product video: the browser's own player on a file from our own origin, with captions. It exists only
 * inside this modal, so nothing of it loads before the buyer opens "Learn more".
 */
function VideoPlayer({ video, sku }: { video: ProductVideo; sku: string }) {
  // 'Asset Viewed' once per opening of the modal, at the first play (spec section 7).
  const viewed = useRef(false);
  return (
    <section aria-labelledby="learn-more-video" className="flex flex-col gap-2">
      <h3 id="learn-more-video" className="font-bold text-stone-900">
        Video: {video.title}
      </h3>
      <video
        controls
        preload="metadata"
        playsInline
        className="aspect-video w-full rounded-xl bg-stone-900"
        aria-label={video.title}
        src={video.url}
        onPlay={() => {
          if (viewed.current) return;
          viewed.current = true;
          trackAssetViewed({ kind: 'video', url: video.url, title: video.title, sku });
        }}
      >
        <track kind="captions" src={video.captionsUrl} srcLang="en" label="English" default />
      </video>
    </section>
  );
}

function Body({ sku }: { sku: string }) {
  const { data: product, isPending, error } = useProductDetail(sku);
  if (isPending) {
    return (
      <div className="flex flex-col gap-3" role="status" aria-label="Loading product details">
        <Skeleton className="h-6 w-2/3" />
        <Skeleton className="h-20 w-full" />
        <Skeleton className="aspect-video w-full" />
      </div>
    );
  }
  if (error) return <Alert tone="info">This product's details are not available.</Alert>;
  return (
    <div className="flex flex-col gap-5">
      <section aria-labelledby="learn-more-details" className="flex gap-4">
        <img
          src={product.imageUrl}
          alt=""
          className="size-20 shrink-0 rounded-xl bg-stone-100 object-contain p-2"
        />
        <div className="flex min-w-0 flex-col gap-1">
          <h3 id="learn-more-details" className="font-bold text-stone-900">
            {product.name}
          </h3>
          <p className="text-sm text-stone-600">
            {product.brand} · SKU {product.sku}
          </p>
          <p className="text-stone-800">{product.description}</p>
        </div>
      </section>
      <SpecSheet product={product} />
      {product.video && <VideoPlayer video={product.video} sku={product.sku} />}
      <Link href={product.url} onClick={close} className="self-start">
        Go to the product page
      </Link>
    </div>
  );
}

/** The product learn more modal (spec section 2): details, the spec sheet and the product video. */
export function ProductLearnMoreModal() {
  const isOpen = useModalVisible('productLearnMore');
  const sku = useModalStore((state) => state.learnMoreSku);
  if (!sku) return null;
  return (
    <Modal title="Learn more" size="wide" isOpen={isOpen} onOpenChange={(open) => !open && close()}>
      {() => <Body sku={sku} />}
    </Modal>
  );
}
