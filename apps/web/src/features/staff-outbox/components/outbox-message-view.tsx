import { useMemo, useState } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Link } from '../../../components/ui/link.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { errorMessageOf } from '../../../lib/api-error.ts';
import { formatTimestamp } from '../../../lib/format.ts';
import { useOutboxMessage } from '../api/outbox.ts';

type Part = 'text' | 'html';

// Style sheets, stylesheet links and `style` attributes (quoted either way) of an e-mail's markup.
const STYLE_ELEMENTS = /<style\b[^>]*>[\s\S]*?<\/style\s*>/gi;
const STYLESHEET_LINKS = /<link\b[^>]*\bstylesheet\b[^>]*>/gi;
const STYLE_ATTRIBUTES = /\sstyle\s*=\s*("[^"]*"|'[^']*')/gi;

/**
 * The e-mail's HTML without its styles: the frame's CSP would block them anyway, and each one blocked is a
 * violation reported to the console. Text, not a parsed document: a document parsed in this page (DOMParser)
 * takes its CSP and reports the same violations. A style this misses is still only blocked.
 */
function withoutStyles(html: string): string {
  return html.replace(STYLE_ELEMENTS, '').replace(STYLESHEET_LINKS, '').replace(STYLE_ATTRIBUTES, '');
}

/**
 * The HTML part, safely: inside an iframe with `srcdoc` and an empty `sandbox` (no scripts, no forms, no
 * same origin, no top navigation), never in this page's DOM. It inherits the page's CSP, so remote images
 * and inline styles stay blocked too (the styles are taken out first): the message reads as its structure,
 * which is what staff check.
 */
export function SandboxedHtml({ html, subject }: { html: string; subject: string }) {
  const unstyled = useMemo(() => withoutStyles(html), [html]);
  return (
    <iframe
      title={`HTML of the e-mail “${subject}”`}
      sandbox=""
      srcDoc={unstyled}
      referrerPolicy="no-referrer"
      className="h-[28rem] w-full rounded-lg border border-stone-200 bg-white"
    />
  );
}

/** Props of OutboxMessageView. */
export interface OutboxMessageViewProps {
  id: number;
  backHref: string;
}

/** One e-mail whole: recipient, subject, when and how it left, and its text or (sandboxed) HTML part. */
export function OutboxMessageView({ id, backHref }: OutboxMessageViewProps) {
  const { data: message, error, isPending } = useOutboxMessage(id);
  const [part, setPart] = useState<Part>('text');
  return (
    <div className="flex flex-col gap-5">
      <Link href={backHref} className="self-start">
        ← All e-mails
      </Link>
      {isPending ? (
        <Skeleton className="h-64" />
      ) : error ? (
        <Alert tone="error" title="This e-mail could not be loaded.">
          {errorMessageOf(error)}
        </Alert>
      ) : (
        <article aria-labelledby="outbox-message-subject" className="flex flex-col gap-4">
          <header className="flex flex-col gap-1 rounded-2xl border border-stone-200 bg-white p-4">
            <h2 id="outbox-message-subject" className="text-xl font-bold break-words text-stone-900">
              {message.subject}
            </h2>
            <p className="text-sm text-stone-700">
              To <span className="font-semibold">{message.to}</span> · {formatTimestamp(message.at)} ·{' '}
              {message.transport === 'smtp' ? 'sent by SMTP' : 'written to the outbox folder'}
            </p>
          </header>
          <div role="group" aria-label="Part to show" className="flex gap-2">
            {(['text', 'html'] as const).map((option) => (
              <button
                key={option}
                type="button"
                aria-pressed={part === option}
                onClick={() => setPart(option)}
                className={`min-h-11 rounded-lg px-4 text-sm font-semibold outline-none focus-visible:ring-2 focus-visible:ring-brand-500 ${
                  part === option
                    ? 'bg-stone-900 text-white'
                    : 'bg-white text-stone-800 ring-1 ring-stone-300 hover:bg-stone-100'
                }`}
              >
                {option === 'text' ? 'Text' : 'HTML (sandboxed)'}
              </button>
            ))}
          </div>
          {part === 'text' ? (
            <pre className="overflow-x-auto rounded-lg border border-stone-200 bg-white p-4 font-sans text-sm whitespace-pre-wrap text-stone-900">
              {message.text}
            </pre>
          ) : (
            <SandboxedHtml html={message.html} subject={message.subject} />
          )}
        </article>
      )}
    </div>
  );
}
