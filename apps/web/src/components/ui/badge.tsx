import type { ReactNode } from 'react';

/**
 * How a badge reads: a plain label (a tag, hidden), the brand's mark (default), good news (in stock), a
 * caution or a special kind (out of stock, purchase history), or someone else's (shared by).
 */
export type BadgeTone = 'neutral' | 'brand' | 'positive' | 'caution' | 'accent';

const toneClasses: Record<BadgeTone, string> = {
  neutral: 'bg-stone-100 text-stone-700',
  brand: 'bg-brand-100 text-brand-900',
  positive: 'bg-emerald-50 text-emerald-800',
  caution: 'bg-amber-50 text-amber-900',
  accent: 'bg-violet-100 text-violet-900',
};

/** A small rounded label beside a product or a guide: a tag, its stock, its kind. */
export function Badge({ tone = 'neutral', children }: { tone?: BadgeTone; children: ReactNode }) {
  return (
    <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${toneClasses[tone]}`}>{children}</span>
  );
}

/** A product's or unit's stock as a badge: 'In stock' or 'Out of stock'. */
export function StockBadge({ inStock }: { inStock: boolean }) {
  return <Badge tone={inStock ? 'positive' : 'caution'}>{inStock ? 'In stock' : 'Out of stock'}</Badge>;
}
