import { StaffConsoleFrame } from '../../features/staff-console/components/staff-console-frame.tsx';
import { IntegrationKeys } from '../../features/staff-integrations/components/integration-keys.tsx';
import type { PageProps } from '../../lib/page-props.ts';

/** Integrations: the API keys the distributor's ERP calls `/integration/v1/` with (ADR 021). */
export function StaffIntegrationsPage({ model }: PageProps) {
  return (
    <StaffConsoleFrame model={model} section="StaffIntegrationsPage">
      {() => <IntegrationKeys />}
    </StaffConsoleFrame>
  );
}
