import { StaffConsoleFrame } from '../../features/staff-console/components/staff-console-frame.tsx';
import { StaffCatalog } from '../../features/staff-catalog/components/staff-catalog.tsx';
import type { PageProps } from '../../lib/page-props.ts';

/** Catalog: every item as the storefront shows it, its editing, and the category tree (issue 29). */
export function StaffCatalogPage({ model }: PageProps) {
  return (
    <StaffConsoleFrame model={model} section="StaffCatalogPage">
      {() => <StaffCatalog />}
    </StaffConsoleFrame>
  );
}
