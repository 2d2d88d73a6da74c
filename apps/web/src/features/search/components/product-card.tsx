import type { ReactNode } from 'react';
import { Highlight } from 'react-instantsearch';
import { Link } from '../../../components/ui/link.tsx';
import type { SearchHit } from '../../../lib/search-client.ts';
import { Badge, StockBadge } from '../../../components/ui/badge.tsx';

/** Props of ProductCard. */
export interface ProductCardProps {
  hit: SearchHit;
  /** What the page offers for this product (add to cart, notify me); composed by the page. */
  action?: ReactNode;
  onOpen?: () => void;
  onHover?: () => void;
}

/** One product in a result list: picture, name (matched words marked), brand, SKU, pack, price and stock. */
export function ProductCard({ hit, action, onOpen, onHover }: ProductCardProps) {
  return (
    <article
      data-sku={hit.sku}
      onMouseEnter={onHover}
      className="flex h-full flex-col rounded-2xl border border-stone-200 bg-white p-4 shadow-sm transition hover:border-brand-300 hover:shadow-md"
    >
      <Link
        href={hit.url}
        appearance="plain"
        onClick={onOpen}
        className="group grid grid-cols-[5.5rem_1fr] content-start gap-x-3 gap-y-1 outline-none sm:flex sm:flex-col sm:gap-3"
      >
        {/* A thumbnail beside the name on phones, so the first result fits the first screen; above it wider. */}
        <div className="row-span-2 flex aspect-square items-center justify-center overflow-hidden rounded-xl bg-gradient-to-br from-brand-50 to-stone-100 sm:aspect-[4/3]">
          <img
            src={hit.imageUrl}
            alt=""
            loading="lazy"
            decoding="async"
            className="size-16 object-contain sm:size-24"
          />
        </div>
        <p className="text-xs font-semibold tracking-wide text-stone-600 uppercase">{hit.brand}</p>
        <h3 className="leading-snug font-bold text-stone-900 group-hover:underline group-focus-visible:underline [&_mark]:rounded [&_mark]:bg-amber-100 [&_mark]:text-inherit">
          <Highlight attribute="name" hit={hit as never} />
        </h3>
      </Link>
      <p className="mt-1 font-mono text-sm text-stone-600">SKU {hit.sku}</p>
      <p className="text-sm text-stone-700">
        {hit.packSize} · {hit.unit}
      </p>
      <div className="mt-2 flex flex-wrap items-center gap-2">
        {hit.priceText && <span className="text-lg font-extrabold text-stone-900">{hit.priceText}</span>}
        <StockBadge inStock={hit.inStock} />
        {hit.tags.map((tag) => (
          <Badge key={tag}>{tag}</Badge>
        ))}
      </div>
      {action && <div className="mt-auto pt-4">{action}</div>}
    </article>
  );
}
