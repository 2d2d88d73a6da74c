import { useSearchParams } from 'react-router';
import { StaffConsoleFrame } from '../../features/staff-console/components/staff-console-frame.tsx';
import { ImpersonationSessionList } from '../../features/staff-impersonation-audit/components/impersonation-session-list.tsx';
import type { PageProps } from '../../lib/page-props.ts';

/** The impersonation audit: every session, who acted as whom, for how long and what they changed. */
export function StaffImpersonationAuditPage({ model }: PageProps) {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Math.min(100_000, Number(params.get('page')) || 1));
  return (
    <StaffConsoleFrame model={model} section="StaffImpersonationAuditPage">
      {() => (
        <ImpersonationSessionList
          page={page}
          onPage={(next) => {
            setParams(next > 1 ? { page: String(next) } : {});
            window.scrollTo({ top: 0 });
          }}
          orderHref={(orderNumber) => `/staff/orders/?order=${encodeURIComponent(orderNumber)}`}
        />
      )}
    </StaffConsoleFrame>
  );
}
