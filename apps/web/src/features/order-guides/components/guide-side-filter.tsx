import type { OrderGuideCategoryType } from '@larder/contract';
import { SearchField } from '../../../components/ui/search-field.tsx';
import { useGuideDetailStore } from '../guide-detail-store.ts';
import { storeView } from '../guide-editor-rules.ts';

/** The views of the detail screen (spec section 2): Product Categories on protein, Custom Groups elsewhere too. */
export const GUIDE_VIEWS: readonly { id: OrderGuideCategoryType; label: string; onProtein: boolean }[] = [
  { id: 'cwCategories', label: 'Product Categories', onProtein: true },
  { id: 'customGroups', label: 'Custom Groups', onProtein: false },
];

/** The views shown for an organization: 'Custom Groups' is not shown on the protein view. */
export function viewsFor(isProtein: boolean) {
  return GUIDE_VIEWS.filter((view) => view.onProtein || !isProtein);
}

/** The side filter: search within the guide and the grouping view (remembered); both are off in edit mode. */
export function GuideSideFilter({ isProtein, isEditing }: { isProtein: boolean; isEditing: boolean }) {
  const searchTerm = useGuideDetailStore((state) => state.searchTerm);
  const view = useGuideDetailStore((state) => state.view);
  const views = viewsFor(isProtein);
  return (
    <aside
      className="flex flex-col gap-3 rounded-xl border border-stone-200 bg-white p-3 lg:gap-5 lg:p-4"
      aria-label="Filter the guide"
    >
      <SearchField
        label="Search within this guide"
        placeholder="Search Within Order Guide"
        value={searchTerm}
        maxLength={512}
        isDisabled={isEditing}
        onChange={(value) => useGuideDetailStore.setState({ searchTerm: value })}
      />
      {views.length > 1 && (
        <fieldset className="flex flex-col gap-1" disabled={isEditing}>
          <legend className="mb-1 text-sm font-semibold text-stone-800 max-lg:sr-only">Group by</legend>
          {/* Side by side on phones, so the guide's first item stays on the first screen. */}
          <div className="flex flex-wrap gap-1 lg:flex-col">
            {views.map((option) => (
              <label
                key={option.id}
                className="flex min-h-11 cursor-pointer items-center gap-2 rounded-lg px-2 text-sm hover:bg-stone-50 lg:gap-3 lg:text-base has-[:checked]:bg-brand-50 has-[:checked]:font-semibold"
              >
                <input
                  type="radio"
                  name="guide-view"
                  value={option.id}
                  id={option.id}
                  checked={view === option.id}
                  onChange={() => {
                    useGuideDetailStore.setState({ view: option.id });
                    storeView(window.localStorage, option.id);
                  }}
                  className="size-5 accent-brand-700"
                />
                {option.label}
              </label>
            ))}
          </div>
        </fieldset>
      )}
    </aside>
  );
}
