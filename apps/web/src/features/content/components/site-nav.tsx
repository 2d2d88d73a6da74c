import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { Link } from '../../../components/ui/link.tsx';
import { useHeader } from '../api/get-header.ts';
import { CategoryMenu } from './category-menu.tsx';

const linkClasses =
  'inline-flex h-11 items-center rounded-lg px-3 font-semibold outline-none hover:bg-white/10 focus-visible:ring-2 focus-visible:ring-white';

/** The desktop main navigation: categories, the primary menu and the utility links. */
export function SiteNav() {
  const { data: header, isPending } = useHeader();
  if (isPending) {
    return (
      <div className="flex h-11 items-center gap-4" aria-hidden="true">
        <Skeleton className="h-5 w-32 bg-white/15" />
        <Skeleton className="h-5 w-20 bg-white/15" />
        <Skeleton className="h-5 w-20 bg-white/15" />
      </div>
    );
  }
  if (!header) return null;
  return (
    <nav aria-label="Main" className="flex flex-wrap items-center gap-1">
      {header.categoryMenu.length > 0 && <CategoryMenu categories={header.categoryMenu} />}
      {[...header.primaryMenuItems, ...header.utilityMenu.filter((item) => item.url !== header.cartLink)].map(
        (item) => (
          <Link key={item.url} href={item.url} appearance="plain" className={linkClasses}>
            {item.name}
          </Link>
        ),
      )}
    </nav>
  );
}
