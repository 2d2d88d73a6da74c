import { StaffApplicationsScreen } from '../../features/staff-applications/components/staff-applications-screen.tsx';
import { StaffConsoleFrame } from '../../features/staff-console/components/staff-console-frame.tsx';
import type { PageProps } from '../../lib/page-props.ts';

/** The console's Applications: review sign-up applications, approve them into an organization or reject them. */
export function StaffApplicationsPage({ model }: PageProps) {
  return (
    <StaffConsoleFrame model={model} section="StaffApplicationsPage">
      {() => <StaffApplicationsScreen />}
    </StaffConsoleFrame>
  );
}
