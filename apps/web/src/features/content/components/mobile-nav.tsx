import type { MenuItem } from '@larder/contract';
import { useId } from 'react';
import { ChevronRightIcon, CloseIcon, MenuIcon } from '../../../components/ui/icons.tsx';
import { Link } from '../../../components/ui/link.tsx';
import { useDisclosure } from '../../../lib/use-disclosure.ts';
import { useHeader } from '../api/get-header.ts';

const rowClasses =
  'flex min-h-12 items-center justify-between gap-3 rounded-lg px-3 text-base text-stone-900 outline-none hover:bg-brand-50 focus-visible:ring-2 focus-visible:ring-brand-500';

function Section({ title, items }: { title: string; items: readonly MenuItem[] }) {
  if (items.length === 0) return null;
  return (
    <section>
      <h2 className="px-3 pt-4 pb-1 text-xs font-bold tracking-wider text-stone-500 uppercase">{title}</h2>
      <ul>
        {items.map((item) => (
          <li key={item.url}>
            <Link href={item.url} appearance="plain" className={rowClasses}>
              {item.name}
              <ChevronRightIcon className="size-4 text-stone-400" />
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The phone menu: a button that opens the categories, pages and account links under the header. */
export function MobileNav() {
  const { data: header } = useHeader();
  const { isOpen, toggle, containerRef, buttonRef } = useDisclosure<HTMLDivElement>();
  const panelId = useId();
  return (
    <div ref={containerRef} className="md:hidden">
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={isOpen}
        aria-controls={panelId}
        aria-label="Menu"
        onClick={toggle}
        className="flex size-11 cursor-pointer items-center justify-center rounded-lg text-white outline-none hover:bg-white/10 focus-visible:ring-2 focus-visible:ring-white"
      >
        {isOpen ? <CloseIcon className="size-6" /> : <MenuIcon className="size-6" />}
      </button>
      <nav
        id={panelId}
        aria-label="Main"
        hidden={!isOpen}
        className="absolute inset-x-0 top-full z-50 max-h-[calc(100dvh-8rem)] overflow-y-auto border-t border-stone-200 bg-white px-2 pb-6 shadow-2xl"
      >
        {header && (
          <>
            <Section title="Shop products" items={header.categoryMenu} />
            <Section title="Your account" items={header.utilityMenu} />
            <Section title="Larder" items={header.primaryMenuItems} />
          </>
        )}
      </nav>
    </div>
  );
}
