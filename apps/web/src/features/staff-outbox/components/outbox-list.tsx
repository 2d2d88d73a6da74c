import { useState, type FormEvent } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { MailIcon } from '../../../components/ui/icons.tsx';
import { Link } from '../../../components/ui/link.tsx';
import { Pager } from '../../../components/ui/pager.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { errorMessageOf } from '../../../lib/api-error.ts';
import { formatTimestamp } from '../../../lib/format.ts';
import { useOutbox } from '../api/outbox.ts';

/** Props of OutboxList. */
export interface OutboxListProps {
  q: string;
  page: number;
  onChange: (next: { q: string; page: number }) => void;
  messageHref: (id: number) => string;
}

/** Every e-mail sent, newest first: search by recipient or subject, server-paged; each opens whole. */
export function OutboxList({ q, page, onChange, messageHref }: OutboxListProps) {
  const [search, setSearch] = useState(q);
  const { data, error, isPending } = useOutbox(q, page);
  function apply(event: FormEvent) {
    event.preventDefault();
    onChange({ q: search.trim(), page: 1 });
  }
  return (
    <div className="flex flex-col gap-5">
      <form
        role="search"
        aria-label="Search the outbox"
        onSubmit={apply}
        className="flex flex-col gap-3 rounded-2xl border border-stone-200 bg-white p-4 shadow-sm sm:flex-row sm:items-end"
      >
        <TextField
          label="Recipient or subject"
          placeholder="chef@larder.test or W5000123"
          value={search}
          onChange={setSearch}
          maxLength={100}
          className="flex-1"
        />
        <div className="flex gap-2">
          <Button type="submit">Search</Button>
          {q && (
            <Button
              variant="ghost"
              onPress={() => {
                setSearch('');
                onChange({ q: '', page: 1 });
              }}
            >
              Clear
            </Button>
          )}
        </div>
      </form>
      {isPending ? (
        <Skeleton className="h-48" />
      ) : error ? (
        <Alert tone="error" title="The outbox could not be loaded.">
          {errorMessageOf(error)}
        </Alert>
      ) : data.items.length === 0 ? (
        <EmptyState
          icon={<MailIcon className="size-7" />}
          title={q ? 'No e-mail matches' : 'No e-mail sent yet'}
        >
          {q ? 'Try another address or subject.' : 'E-mails the storefront sends are listed here.'}
        </EmptyState>
      ) : (
        <section aria-label="E-mails">
          <ul className="rounded-2xl border border-stone-200 bg-white shadow-sm">
            {data.items.map((message) => (
              <li
                key={message.id}
                className="grid gap-x-4 gap-y-1 border-b border-stone-200 px-4 py-3 last:border-b-0 sm:grid-cols-[2fr_1.2fr_auto] sm:items-center"
              >
                <Link href={messageHref(message.id)} className="min-w-0 break-words">
                  {message.subject}
                </Link>
                <span className="truncate text-sm text-stone-700">To {message.to}</span>
                <span className="flex items-center gap-2 text-sm text-stone-600">
                  {formatTimestamp(message.at)}
                  <Badge tone="neutral">{message.transport === 'smtp' ? 'Sent' : 'Outbox'}</Badge>
                </span>
              </li>
            ))}
          </ul>
          <Pager
            page={data.page}
            pageSize={data.pageSize}
            total={data.total}
            noun="e-mails"
            onPage={(next) => onChange({ q, page: next })}
          />
        </section>
      )}
    </div>
  );
}
