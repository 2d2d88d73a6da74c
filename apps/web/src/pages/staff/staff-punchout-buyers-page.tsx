import { StaffConsoleFrame } from '../../features/staff-console/components/staff-console-frame.tsx';
import { PunchoutBuyerForm } from '../../features/staff-punchout/components/punchout-buyer-form.tsx';
import { PunchoutBuyerList } from '../../features/staff-punchout/components/punchout-buyer-list.tsx';
import type { PageProps } from '../../lib/page-props.ts';

/** Punchout buyers: the procurement systems that buy for an organization, added and changed by staff. */
export function StaffPunchoutBuyersPage({ model }: PageProps) {
  return (
    <StaffConsoleFrame model={model} section="StaffPunchoutBuyersPage">
      {() => (
        <div className="flex flex-col gap-6">
          <PunchoutBuyerList />
          <PunchoutBuyerForm />
        </div>
      )}
    </StaffConsoleFrame>
  );
}
