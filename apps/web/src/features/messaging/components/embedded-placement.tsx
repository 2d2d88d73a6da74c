import { useEffect } from 'react';
import { actionUrl, hasContent, isSafeTarget } from '../embedded-content.ts';
import { useEmbeddedStore } from '../embedded-store.ts';
import type { EmbeddedMessage } from '../runtime/types.ts';

function EmbeddedCard({ message }: { message: EmbeddedMessage }) {
  const actions = useEmbeddedStore((state) => state.actions);
  const { title, body, mediaUrl, mediaUrlCaption, buttons = [], defaultAction } = message.elements ?? {};
  const defaultUrl = actionUrl(defaultAction);
  const follow = (buttonId: string | null, url: string | null) => {
    if (url && isSafeTarget(url)) actions?.click(message, buttonId, url);
  };

  useEffect(() => {
    actions?.startImpression(message);
    return () => actions?.pauseImpression(message);
  }, [actions, message]);

  return (
    <article
      data-embedded-message={message.metadata.messageId}
      className="relative flex flex-col gap-4 overflow-hidden rounded-2xl border border-brand-200 bg-brand-50 p-5 sm:flex-row sm:items-center"
    >
      {mediaUrl && isSafeTarget(mediaUrl) && (
        <img
          src={mediaUrl}
          alt={mediaUrlCaption ?? ''}
          className="h-28 w-full shrink-0 rounded-xl object-cover sm:w-44"
          loading="lazy"
        />
      )}
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        {title && (
          <h2 className="text-lg font-bold text-stone-900">
            {defaultUrl && isSafeTarget(defaultUrl) ? (
              <a
                href={defaultUrl.startsWith('action://') ? '#' : defaultUrl}
                className="hover:underline focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none"
                onClick={(event) => {
                  event.preventDefault();
                  follow(null, defaultUrl);
                }}
              >
                {title}
              </a>
            ) : (
              title
            )}
          </h2>
        )}
        {body && <p className="text-stone-700">{body}</p>}
        {buttons.length > 0 && (
          <div className="mt-2 flex flex-wrap gap-2">
            {buttons.map((button, index) => (
              <button
                key={button.id}
                type="button"
                className={
                  index === 0
                    ? 'rounded-lg bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800 focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:ring-offset-2 focus-visible:outline-none'
                    : 'rounded-lg border border-brand-700 px-4 py-2 font-semibold text-brand-800 hover:bg-brand-100 focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none'
                }
                onClick={() => follow(button.id, actionUrl(button.action))}
              >
                {button.title ?? button.id}
              </button>
            ))}
          </div>
        )}
      </div>
      <button
        type="button"
        aria-label={title ? `Dismiss ${title}` : 'Dismiss message'}
        className="absolute top-2 right-2 rounded-full p-1 text-stone-500 hover:bg-brand-100 hover:text-stone-800 focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none"
        onClick={() => actions?.dismiss(message)}
      >
        <svg viewBox="0 0 24 24" className="size-4" aria-hidden="true" focusable="false">
          <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
        </svg>
      </button>
    </article>
  );
}

/**
 * The embedded messages of one placement (spec sections 3 and 5): title, body, media, buttons and default
 * action, text escaped by React; messages with none of these render nothing, and so does a disabled client.
 */
export function EmbeddedPlacement({ placementId, label }: { placementId: number; label: string }) {
  const messages = useEmbeddedStore((state) => (state.disabled ? undefined : state.byPlacement[placementId]));
  const shown = (messages ?? []).filter(hasContent);
  if (shown.length === 0) return null;
  return (
    <section aria-label={label} data-embedded-placement={placementId} className="flex flex-col gap-3">
      {shown.map((message) => (
        <EmbeddedCard key={message.metadata.messageId} message={message} />
      ))}
    </section>
  );
}
