import { AnalyticsDashboard } from '../../features/staff-analytics/components/analytics-dashboard.tsx';
import { StaffConsoleFrame } from '../../features/staff-console/components/staff-console-frame.tsx';
import type { PageProps } from '../../lib/page-props.ts';

/**
 * The staff console's analytics dashboard (permission view-analytics). Its charting library loads with this
 * page's own chunk, never with the storefront's first script.
 */
export function StaffAnalyticsPage({ model }: PageProps) {
  return (
    <StaffConsoleFrame model={model} section="StaffAnalyticsPage">
      {() => <AnalyticsDashboard />}
    </StaffConsoleFrame>
  );
}
