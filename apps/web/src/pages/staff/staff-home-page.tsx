import { STAFF_SECTIONS } from '@larder/contract';
import {
  StaffConsoleFrame,
  maySeeSection,
} from '../../features/staff-console/components/staff-console-frame.tsx';
import { StaffHomeBoard } from '../../features/staff-console/components/staff-home-board.tsx';
import type { PageProps } from '../../lib/page-props.ts';

/** The staff console's start: what to act on today, then the sections this staff member may open. */
export function StaffHomePage({ model }: PageProps) {
  return (
    <StaffConsoleFrame model={model} section="StaffHomePage">
      {(staff) => (
        <div className="flex flex-col gap-8">
          <StaffHomeBoard />
          <nav aria-label="Sections">
            <ul className="flex flex-wrap gap-2">
              {STAFF_SECTIONS.filter(
                (section) => section.pageType !== 'StaffHomePage' && maySeeSection(staff, section.pageType),
              ).map((section) => (
                <li key={section.pageType}>
                  <a
                    href={section.path}
                    className="inline-flex min-h-11 items-center rounded-full border border-stone-300 bg-white px-4 text-sm font-semibold text-stone-800 outline-none hover:border-brand-600 focus-visible:ring-2 focus-visible:ring-brand-500"
                  >
                    {section.name}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      )}
    </StaffConsoleFrame>
  );
}
