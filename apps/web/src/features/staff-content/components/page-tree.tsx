import type { StaffContentPageNode } from '@larder/contract';
import { Alert } from '../../../components/ui/alert.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { usePageTree } from '../api/staff-content-api.ts';

/** How deep each page sits, from the tree's parent links (pages come parents first). */
export function depthsOf(pages: readonly StaffContentPageNode[]): Map<number, number> {
  const depths = new Map<number, number>();
  for (const page of pages) {
    const parentDepth = page.parentId === null ? undefined : depths.get(page.parentId);
    depths.set(page.id, parentDepth === undefined ? 0 : parentDepth + 1);
  }
  return depths;
}

/** The site's pages as an indented list; choosing one opens its editor. */
export function PageTree({
  selectedId,
  onSelect,
}: {
  selectedId: number | null;
  onSelect: (id: number) => void;
}) {
  const { data: pages, isPending, isError, error } = usePageTree();
  if (isPending) return <Skeleton className="h-64" />;
  if (isError) return <Alert tone="error">{error.message}</Alert>;
  const depths = depthsOf(pages);
  return (
    <nav aria-label="Pages">
      <ul className="flex flex-col gap-0.5">
        {pages.map((page) => {
          const selected = page.id === selectedId;
          return (
            <li key={page.id} style={{ paddingLeft: `${Math.min(depths.get(page.id) ?? 0, 6) * 0.75}rem` }}>
              <button
                type="button"
                aria-current={selected ? 'page' : undefined}
                onClick={() => onSelect(page.id)}
                className={`flex min-h-11 w-full cursor-pointer items-center justify-between gap-2 rounded-lg px-3 text-left text-sm outline-none focus-visible:ring-2 focus-visible:ring-brand-500 ${
                  selected ? 'bg-brand-700 font-semibold text-white' : 'text-stone-800 hover:bg-stone-100'
                }`}
              >
                <span className="min-w-0">
                  <span className="block truncate">{page.name}</span>
                  <span className={`block truncate text-xs ${selected ? 'text-white/90' : 'text-stone-600'}`}>
                    {page.url}
                  </span>
                </span>
                {page.hasDraft && (
                  <span className="shrink-0 rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">
                    Draft
                  </span>
                )}
                {!page.published && (
                  <span className={`shrink-0 text-xs ${selected ? 'text-white' : 'text-stone-600'}`}>
                    Hidden
                  </span>
                )}
                {!page.isEditable && (
                  <span className={`shrink-0 text-xs ${selected ? 'text-white' : 'text-stone-600'}`}>
                    Locked
                  </span>
                )}
              </button>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
