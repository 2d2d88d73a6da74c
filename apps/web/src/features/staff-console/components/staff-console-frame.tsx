import {
  STAFF_SECTIONS,
  type CurrentUser,
  type PageModelResponse,
  type StaffPageType,
} from '@larder/contract';
import type { ReactNode } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { PageHeading } from '../../../components/ui/page-heading.tsx';
import { useStaffSummary } from '../api/get-staff-summary.ts';

/** Props of StaffConsoleFrame. */
export interface StaffConsoleFrameProps {
  model: PageModelResponse;
  /** Which section this page is, for the navigation and the permission it needs. */
  section: StaffPageType;
  /** The screen, given the staff member really signed in (the staff user while impersonating). */
  children: (staff: CurrentUser) => ReactNode;
}

/** Whether a staff member may open a section. */
export function maySeeSection(staff: CurrentUser, pageType: StaffPageType): boolean {
  const section = STAFF_SECTIONS.find((s) => s.pageType === pageType);
  return (
    section !== undefined &&
    (section.permission === null || staff.staffPermissions.includes(section.permission))
  );
}

function StaffNavigation({ staff, current }: { staff: CurrentUser; current: StaffPageType }) {
  const { data: summary } = useStaffSummary();
  const sections = STAFF_SECTIONS.filter((section) => maySeeSection(staff, section.pageType));
  return (
    <nav aria-label="Staff console" className="md:w-56 md:shrink-0">
      <ul className="flex gap-1 overflow-x-auto pb-2 md:flex-col md:overflow-visible md:pb-0">
        {sections.map((section) => {
          const isCurrent = section.pageType === current;
          const pending =
            section.pageType === 'StaffApplicationsPage' && summary && summary.pendingApplications > 0
              ? summary.pendingApplications
              : null;
          return (
            <li key={section.pageType}>
              <a
                href={section.path}
                aria-current={isCurrent ? 'page' : undefined}
                className={`flex min-h-11 items-center justify-between gap-2 whitespace-nowrap rounded-lg px-3 text-sm font-medium outline-none focus-visible:ring-2 focus-visible:ring-brand-500 ${
                  isCurrent ? 'bg-brand-700 text-white' : 'text-stone-800 hover:bg-stone-100'
                }`}
              >
                {section.name}
                {pending !== null && (
                  <span
                    className={`rounded-full px-2 py-0.5 text-xs font-semibold ${isCurrent ? 'bg-white text-brand-900' : 'bg-amber-100 text-amber-900'}`}
                  >
                    {pending}
                    <span className="sr-only"> pending</span>
                  </span>
                )}
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/**
 * The staff console's frame: its navigation (the sections this staff member may open, with the count of
 * pending applications), the page heading, and the screen; a section the staff member lacks the permission
 * for says so instead (the server refuses its API with 403 in any case).
 */
export function StaffConsoleFrame({ model, section, children }: StaffConsoleFrameProps) {
  const staff = model.originalUser.isStaff ? model.originalUser : model.currentUser;
  const properties = model.content.properties as { heading?: string; intro?: string };
  const allowed = staff.isStaff && maySeeSection(staff, section);
  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-6 px-4 py-6 md:flex-row">
      <StaffNavigation staff={staff} current={section} />
      <div className="min-w-0 flex-1">
        <PageHeading
          title={properties.heading ?? model.content.name}
          intro={properties.intro}
          breadcrumbs={section === 'StaffHomePage' ? [] : [{ name: 'Staff console', url: '/staff/' }]}
        />
        <div className="mt-6">
          {allowed ? (
            children(staff)
          ) : (
            <Alert tone="warning" title="You do not have access to this section">
              Your staff account does not have the permission this section needs. An administrator can grant
              it.
            </Alert>
          )}
        </div>
      </div>
    </div>
  );
}
