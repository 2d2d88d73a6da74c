import { useSearchParams } from 'react-router';
import { StaffConsoleFrame } from '../../features/staff-console/components/staff-console-frame.tsx';
import { StaffContentScreen } from '../../features/staff-content/components/staff-content-screen.tsx';
import { FacetOrderEditor } from '../../features/staff-search/components/facet-order-editor.tsx';
import { SynonymsEditor } from '../../features/staff-search/components/synonyms-editor.tsx';
import type { PageProps } from '../../lib/page-props.ts';

const VIEWS = [
  { id: 'content', name: 'Pages and settings' },
  { id: 'search', name: 'Search synonyms and filters' },
] as const;

/**
 * The staff console's Content screen, in two sections: pages, menus, the site alert and feature flags (draft,
 * preview, publish); and, on its own (`?view=search`), the search's synonyms and filter order, which the same
 * staff (edit-content) keep. They used to sit under every content tab, one page 8,480 px tall (issue 31).
 */
export function StaffContentPage({ model }: PageProps) {
  const [params] = useSearchParams();
  const view = params.get('view') === 'search' ? 'search' : 'content';
  return (
    <StaffConsoleFrame model={model} section="StaffContentPage">
      {() => (
        <div className="flex flex-col gap-6">
          <nav aria-label="Content sections">
            <ul className="flex flex-wrap gap-2 border-b border-stone-200">
              {VIEWS.map((item) => (
                <li key={item.id}>
                  <a
                    href={item.id === 'content' ? '/staff/content/' : '/staff/content/?view=search'}
                    aria-current={view === item.id ? 'page' : undefined}
                    className="inline-flex min-h-11 items-center border-b-2 border-transparent px-3 text-sm font-semibold text-stone-700 outline-none hover:text-brand-800 focus-visible:ring-2 focus-visible:ring-brand-500 aria-[current=page]:border-brand-700 aria-[current=page]:text-brand-800"
                  >
                    {item.name}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
          {view === 'search' ? (
            <div className="flex flex-col gap-10">
              <SynonymsEditor />
              <FacetOrderEditor />
            </div>
          ) : (
            <StaffContentScreen />
          )}
        </div>
      )}
    </StaffConsoleFrame>
  );
}
