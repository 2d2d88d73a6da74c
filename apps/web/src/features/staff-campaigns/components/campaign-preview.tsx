import { useMemo } from 'react';
import type { CampaignFormState } from './campaign-form-state.ts';
import { inertMessageHtml, restoreMessageStyles, type InertMessageHtml } from './inert-message-html.ts';

const FRAME_PLACE: Record<CampaignFormState['position'], string> = {
  Center: 'left-1/4 top-1/2 w-1/2 -translate-y-1/2',
  TopRight: 'right-3 top-3 w-1/3',
  BottomRight: 'bottom-3 right-3 w-1/3',
  Full: 'inset-0 w-full h-full',
};

function showContent(frame: HTMLIFrameElement, message: InertMessageHtml, fit: boolean) {
  // Same-origin without scripts: the page can style and measure the content, and the content can run nothing.
  const doc = frame.contentDocument;
  if (!doc) return;
  restoreMessageStyles(doc, message);
  const height = doc.documentElement.scrollHeight;
  if (fit && height) frame.style.height = `${Math.min(height, 360)}px`;
}

/** An in-app message as a customer would see it on a page: its placement, overlay and close button. */
export function InAppPreview({ state }: { state: CampaignFormState }) {
  const full = state.position === 'Full';
  const size = Number(state.closeSize) || 24;
  const message = useMemo(() => inertMessageHtml(state.html), [state.html]);
  return (
    <div
      className="relative h-96 overflow-hidden rounded-xl border border-stone-300 bg-stone-50"
      aria-label="Preview on a page"
      role="group"
    >
      <div aria-hidden="true" className="flex flex-col gap-3 p-4">
        <div className="h-8 w-2/3 rounded bg-stone-200" />
        <div className="h-4 w-full rounded bg-stone-200" />
        <div className="h-4 w-5/6 rounded bg-stone-200" />
        <div className="grid grid-cols-3 gap-3 pt-2">
          <div className="h-24 rounded bg-stone-200" />
          <div className="h-24 rounded bg-stone-200" />
          <div className="h-24 rounded bg-stone-200" />
        </div>
      </div>
      {state.overlay && (
        <div
          className="absolute inset-0"
          style={{ backgroundColor: `rgba(0,0,0,${Number(state.overlayAlpha) || 0})` }}
        />
      )}
      <div
        className={`absolute ${FRAME_PLACE[state.position]} overflow-hidden rounded-lg bg-white shadow-xl`}
      >
        <iframe
          key={state.html}
          title="Preview of the message"
          sandbox="allow-same-origin"
          srcDoc={message.srcDoc}
          onLoad={(event) => showContent(event.currentTarget, message, !full)}
          className={`block w-full border-0 ${full ? 'h-full' : 'h-40'}`}
        />
        {state.closeButton && (
          <span
            aria-hidden="true"
            className="absolute flex items-center justify-center rounded-full bg-white/90 font-bold text-stone-700 shadow"
            style={{
              width: size,
              height: size,
              fontSize: size * 0.7,
              top: state.closeTopOffset || '4%',
              [state.closePosition === 'top-left' ? 'left' : 'right']: state.closeSideOffset || '4%',
            }}
          >
            {state.closeIcon ? <img src={state.closeIcon} alt="" className="size-full" /> : '×'}
          </span>
        )}
      </div>
    </div>
  );
}

/** An embedded message as its placement would show it; text is shown as text, never as HTML. */
export function EmbeddedPreview({ state }: { state: CampaignFormState }) {
  const empty = !state.title && !state.body && !state.mediaUrl && !state.buttonTitle;
  return (
    <div
      role="group"
      aria-label="Preview in its placement"
      className="rounded-xl border border-stone-300 bg-stone-50 p-4"
    >
      {empty ? (
        <p className="text-sm text-stone-600">
          A message with no title, body, media or button shows nothing.
        </p>
      ) : (
        <div className="flex gap-4 rounded-lg border border-stone-200 bg-white p-4 shadow-sm">
          {state.mediaUrl && <img src={state.mediaUrl} alt="" className="size-20 rounded object-cover" />}
          <div className="flex min-w-0 flex-col gap-1">
            {state.title && <p className="font-semibold text-stone-900">{state.title}</p>}
            {state.body && <p className="text-sm text-stone-700">{state.body}</p>}
            {state.buttonTitle && (
              <span className="mt-2 inline-flex w-fit rounded-lg bg-brand-700 px-3 py-1.5 text-sm font-semibold text-white">
                {state.buttonTitle}
              </span>
            )}
          </div>
        </div>
      )}
    </div>
  );
}
