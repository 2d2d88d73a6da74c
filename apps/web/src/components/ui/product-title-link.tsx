import type { ReactNode } from 'react';
import { Link } from './link.tsx';

/** A product's name linking to its page, as every list of products shows it (cart, guide, order, similar items). */
export function ProductTitleLink({
  href,
  children,
  className = '',
}: {
  href: string;
  children: ReactNode;
  /** Layout only (e.g. clamping long names); the look is the component's. */
  className?: string;
}) {
  return (
    <Link
      href={href}
      appearance="plain"
      className={`rounded font-semibold text-stone-900 outline-none hover:text-brand-800 hover:underline focus-visible:ring-2 focus-visible:ring-brand-500 ${className}`.trimEnd()}
    >
      {children}
    </Link>
  );
}
