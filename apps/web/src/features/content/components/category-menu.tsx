import type { MenuItem } from '@larder/contract';
import { useId } from 'react';
import { ChevronDownIcon } from '../../../components/ui/icons.tsx';
import { Link } from '../../../components/ui/link.tsx';
import { useDisclosure } from '../../../lib/use-disclosure.ts';

const itemClasses =
  'block rounded-md px-2 py-2 text-stone-700 outline-none hover:bg-brand-50 hover:text-brand-900 focus-visible:ring-2 focus-visible:ring-brand-500';

/** Desktop "Shop products" button and its panel of categories with their subcategories (a disclosure). */
export function CategoryMenu({ categories }: { categories: readonly MenuItem[] }) {
  const { isOpen, toggle, containerRef, buttonRef } = useDisclosure<HTMLDivElement>();
  const panelId = useId();
  return (
    <div ref={containerRef} className="relative">
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={isOpen}
        aria-controls={panelId}
        onClick={toggle}
        className="inline-flex h-11 cursor-pointer items-center gap-1.5 rounded-lg px-3 font-semibold outline-none hover:bg-white/10 focus-visible:ring-2 focus-visible:ring-white aria-expanded:bg-white/15"
      >
        Shop products
        <ChevronDownIcon className={`size-4 transition-transform ${isOpen ? 'rotate-180' : ''}`} />
      </button>
      <div
        id={panelId}
        hidden={!isOpen}
        className="absolute top-full left-0 z-50 mt-1 w-[min(56rem,calc(100vw-2rem))] rounded-xl border border-stone-200 bg-white p-5 text-stone-900 shadow-2xl"
      >
        <ul className="grid grid-cols-2 gap-x-6 gap-y-5 lg:grid-cols-4">
          {categories.map((category) => (
            <li key={category.url}>
              <Link
                href={category.url}
                appearance="plain"
                className="block rounded-md px-2 py-1 font-bold text-brand-800 outline-none hover:underline focus-visible:ring-2 focus-visible:ring-brand-500"
              >
                {category.name}
              </Link>
              {category.children && category.children.length > 0 && (
                <ul className="mt-1 text-sm">
                  {category.children.map((child) => (
                    <li key={child.url}>
                      <Link href={child.url} appearance="plain" className={itemClasses}>
                        {child.name}
                      </Link>
                    </li>
                  ))}
                </ul>
              )}
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
