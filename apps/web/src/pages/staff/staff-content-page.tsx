import { StaffConsoleFrame } from '../../features/staff-console/components/staff-console-frame.tsx';
import { StaffContentScreen } from '../../features/staff-content/components/staff-content-screen.tsx';
import { FacetOrderEditor } from '../../features/staff-search/components/facet-order-editor.tsx';
import { SynonymsEditor } from '../../features/staff-search/components/synonyms-editor.tsx';
import type { PageProps } from '../../lib/page-props.ts';

/**
 * The staff console's Content screen: pages, menus, the site alert and feature flags, with draft, preview
 * and publish; below them the search's synonyms and filter order, which the same staff (edit-content) keep.
 */
export function StaffContentPage({ model }: PageProps) {
  return (
    <StaffConsoleFrame model={model} section="StaffContentPage">
      {() => (
        <div className="flex flex-col gap-10">
          <StaffContentScreen />
          <SynonymsEditor />
          <FacetOrderEditor />
        </div>
      )}
    </StaffConsoleFrame>
  );
}
