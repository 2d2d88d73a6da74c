import { useSearchParams } from 'react-router';
import { StaffConsoleFrame } from '../../features/staff-console/components/staff-console-frame.tsx';
import { OutboxList } from '../../features/staff-outbox/components/outbox-list.tsx';
import { OutboxMessageView } from '../../features/staff-outbox/components/outbox-message-view.tsx';
import type { PageProps } from '../../lib/page-props.ts';

const PATH = '/staff/outbox/';

function hrefOf(params: Record<string, string>): string {
  const search = new URLSearchParams(params).toString();
  return search ? `${PATH}?${search}` : PATH;
}

/** The outbox: every e-mail sent, searchable, each readable whole; `?id=` opens one. */
export function StaffOutboxPage({ model }: PageProps) {
  const [params, setParams] = useSearchParams();
  const q = params.get('q')?.slice(0, 100) ?? '';
  const page = Math.max(1, Math.min(100_000, Number(params.get('page')) || 1));
  const id = Number(params.get('id'));
  const listParams = (next: { q: string; page: number }): Record<string, string> => ({
    ...(next.q && { q: next.q }),
    ...(next.page > 1 && { page: String(next.page) }),
  });
  return (
    <StaffConsoleFrame model={model} section="StaffOutboxPage">
      {() =>
        Number.isSafeInteger(id) && id > 0 ? (
          <OutboxMessageView key={id} id={id} backHref={hrefOf(listParams({ q, page }))} />
        ) : (
          <OutboxList
            key={q}
            q={q}
            page={page}
            onChange={(next) => {
              setParams(listParams(next));
              window.scrollTo({ top: 0 });
            }}
            messageHref={(messageId) => hrefOf({ ...listParams({ q, page }), id: String(messageId) })}
          />
        )
      }
    </StaffConsoleFrame>
  );
}
