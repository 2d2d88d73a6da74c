import { StaffConsoleFrame } from '../../features/staff-console/components/staff-console-frame.tsx';
import { DeliveryCalendarScreen } from '../../features/staff-calendar/components/delivery-calendar-screen.tsx';
import type { PageProps } from '../../lib/page-props.ts';

/** Delivery calendar: each warehouse's weekly pattern and dated exceptions (ADR 042). */
export function StaffCalendarPage({ model }: PageProps) {
  return (
    <StaffConsoleFrame model={model} section="StaffCalendarPage">
      {() => <DeliveryCalendarScreen />}
    </StaffConsoleFrame>
  );
}
