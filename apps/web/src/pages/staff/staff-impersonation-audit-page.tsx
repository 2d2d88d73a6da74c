import { useSearchParams } from 'react-router';
import { StaffConsoleFrame } from '../../features/staff-console/components/staff-console-frame.tsx';
import {
  ImpersonationAuditFilters,
  type ImpersonationAuditFilterValues,
} from '../../features/staff-impersonation-audit/components/impersonation-audit-filters.tsx';
import { ImpersonationSessionList } from '../../features/staff-impersonation-audit/components/impersonation-session-list.tsx';
import type { PageProps } from '../../lib/page-props.ts';

const FILTER_KEYS = ['staff', 'customer', 'from', 'to'] as const;

/** The impersonation audit: every session, who acted as whom and why, for how long and what they did. */
export function StaffImpersonationAuditPage({ model }: PageProps) {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Math.min(100_000, Number(params.get('page')) || 1));
  const filters = Object.fromEntries(
    FILTER_KEYS.map((key) => [key, params.get(key) ?? '']),
  ) as unknown as ImpersonationAuditFilterValues;

  function show(next: ImpersonationAuditFilterValues, nextPage: number) {
    const entries = Object.entries(next).filter(([, value]) => value.trim() !== '');
    if (nextPage > 1) entries.push(['page', String(nextPage)]);
    setParams(Object.fromEntries(entries));
  }

  return (
    <StaffConsoleFrame model={model} section="StaffImpersonationAuditPage">
      {() => (
        <div className="flex flex-col gap-4">
          <ImpersonationAuditFilters
            key={params.toString()}
            value={filters}
            onChange={(next) => show(next, 1)}
          />
          <ImpersonationSessionList
            page={page}
            filters={filters}
            onPage={(next) => {
              show(filters, next);
              window.scrollTo({ top: 0 });
            }}
            orderHref={(orderNumber) => `/staff/orders/?order=${encodeURIComponent(orderNumber)}`}
          />
        </div>
      )}
    </StaffConsoleFrame>
  );
}
