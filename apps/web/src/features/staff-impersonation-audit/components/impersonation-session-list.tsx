import type { ImpersonationSession } from '@larder/contract';
import { Alert } from '../../../components/ui/alert.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { UsersIcon } from '../../../components/ui/icons.tsx';
import { Link } from '../../../components/ui/link.tsx';
import { Pager } from '../../../components/ui/pager.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { errorMessageOf } from '../../../lib/api-error.ts';
import { formatTimestamp } from '../../../lib/format.ts';
import {
  useImpersonationSessions,
  type ImpersonationAuditQuery,
} from '../api/list-impersonation-sessions.ts';

/** A duration in words: "45 s", "12 min 5 s", "2 h 3 min". */
export function formatDuration(seconds: number): string {
  if (seconds < 60) return `${seconds} s`;
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return `${minutes} min ${seconds % 60} s`;
  return `${Math.floor(minutes / 60)} h ${minutes % 60} min`;
}

function Session({
  session,
  orderHref,
}: {
  session: ImpersonationSession;
  orderHref: (n: string) => string;
}) {
  const headingId = `impersonation-session-${session.id}`;
  return (
    <article
      aria-labelledby={headingId}
      className="flex flex-col gap-3 rounded-2xl border border-stone-200 bg-white p-4 shadow-sm"
    >
      <header className="flex flex-wrap items-start justify-between gap-2">
        <h2 id={headingId} className="text-base font-semibold text-stone-900">
          {session.staffEmail} <span className="font-normal text-stone-600">as</span> {session.customerEmail}
          {session.organizationName && (
            <span className="block text-sm font-normal text-stone-600">
              {session.organizationName} ({session.organizationId})
            </span>
          )}
        </h2>
        {session.active ? (
          <Badge tone="caution">Still active</Badge>
        ) : session.durationSeconds !== null ? (
          <Badge tone="neutral">{formatDuration(session.durationSeconds)}</Badge>
        ) : (
          <Badge tone="neutral">No stop recorded</Badge>
        )}
      </header>
      <p className="text-sm text-stone-800">
        <span className="font-semibold">Reason:</span>{' '}
        {session.reason ?? <span className="text-stone-600">Not asked (before reasons were recorded)</span>}
      </p>
      <dl className="grid gap-2 text-sm sm:grid-cols-2">
        <div>
          <dt className="text-stone-600">Started</dt>
          <dd className="text-stone-900">{formatTimestamp(session.startedAt)}</dd>
        </div>
        <div>
          <dt className="text-stone-600">Stopped</dt>
          <dd className="text-stone-900">
            {session.stoppedAt ? formatTimestamp(session.stoppedAt) : session.active ? 'Not yet' : '—'}
          </dd>
        </div>
      </dl>
      {session.orders.length > 0 && (
        <div className="flex flex-wrap items-center gap-2 text-sm">
          <span className="font-semibold text-stone-800">Orders:</span>
          {session.orders.map((order) => (
            <span key={`${order.change}-${order.webOrderNumber}`} className="inline-flex items-center gap-1">
              <Link href={orderHref(order.webOrderNumber)} className="font-mono">
                {order.webOrderNumber}
              </Link>
              <Badge tone={order.change === 'placed' ? 'accent' : 'caution'}>{order.change}</Badge>
            </span>
          ))}
        </div>
      )}
      {session.requests.length === 0 ? (
        <p className="text-sm text-stone-600">No changes made.</p>
      ) : (
        <section aria-label="What was done" className="text-sm">
          <h3 className="font-semibold text-stone-800">What was done</h3>
          <ol className="mt-1 flex flex-col gap-1">
            {session.requests.map((request, index) => {
              const refused = request.statusCode !== null && request.statusCode >= 400;
              return (
                <li key={index} className="flex flex-col gap-x-3 sm:flex-row">
                  <span className="shrink-0 text-stone-600 tabular-nums">{formatTimestamp(request.at)}</span>
                  <span className={refused ? 'text-red-800' : 'text-stone-900'}>
                    {request.summary ?? (
                      <span className="font-mono text-xs">
                        {request.method} {request.path} {request.statusCode ?? '—'}
                      </span>
                    )}
                  </span>
                </li>
              );
            })}
          </ol>
        </section>
      )}
    </article>
  );
}

/** Props of ImpersonationSessionList. */
export interface ImpersonationSessionListProps {
  page: number;
  filters: ImpersonationAuditQuery;
  onPage: (page: number) => void;
  /** Where an order placed or edited during a session opens. */
  orderHref: (orderNumber: string) => string;
}

/** Who impersonated whom, why, when, for how long and what they did in words; newest first, paged by the server. */
export function ImpersonationSessionList({
  page,
  filters,
  onPage,
  orderHref,
}: ImpersonationSessionListProps) {
  const { data, error, isPending } = useImpersonationSessions(page, filters);
  const filtered = Object.values(filters).some((value) => value !== '');
  if (isPending) return <Skeleton className="h-48" />;
  if (error)
    return (
      <Alert tone="error" title="The impersonation audit could not be loaded.">
        {errorMessageOf(error)}
      </Alert>
    );
  if (data.items.length === 0 && filtered)
    return <p className="text-stone-700">No impersonation session matches these filters.</p>;
  if (data.items.length === 0)
    return (
      <EmptyState icon={<UsersIcon className="size-7" />} title="Nobody has impersonated a customer yet">
        Each time a staff member acts as a customer, the session is listed here.
      </EmptyState>
    );
  return (
    <section aria-label="Impersonation sessions" className="flex flex-col gap-3">
      {data.items.map((session) => (
        <Session key={session.id} session={session} orderHref={orderHref} />
      ))}
      <Pager page={data.page} pageSize={data.pageSize} total={data.total} noun="sessions" onPage={onPage} />
    </section>
  );
}
