import { STAFF_SECTIONS } from '@larder/contract';
import {
  StaffConsoleFrame,
  maySeeSection,
} from '../../features/staff-console/components/staff-console-frame.tsx';
import type { PageProps } from '../../lib/page-props.ts';

/** The staff console's start: a card per section this staff member may open. */
export function StaffHomePage({ model }: PageProps) {
  return (
    <StaffConsoleFrame model={model} section="StaffHomePage">
      {(staff) => (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {STAFF_SECTIONS.filter(
            (section) => section.pageType !== 'StaffHomePage' && maySeeSection(staff, section.pageType),
          ).map((section) => (
            <li key={section.pageType}>
              <a
                href={section.path}
                className="block h-full rounded-xl border border-stone-200 bg-white p-5 shadow-sm outline-none hover:border-brand-600 focus-visible:ring-2 focus-visible:ring-brand-500"
              >
                <span className="text-lg font-semibold text-stone-900">{section.name}</span>
              </a>
            </li>
          ))}
        </ul>
      )}
    </StaffConsoleFrame>
  );
}
