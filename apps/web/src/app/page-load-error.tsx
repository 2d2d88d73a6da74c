import { WarningIcon } from '../components/ui/icons.tsx';
import { openWebIssue } from '../lib/issue-report-store.ts';
import { useOfflineStore } from '../lib/offline/offline-store.ts';
import { retryPageModel } from './page-model/use-page-model-for-location.ts';

/** What shows when a page's content could not be loaded: the reason (offline: it needs a connection) and a way to try again. */
export function PageLoadError({ message }: { message: string }) {
  // Offline, a page never opened on this device says it needs a connection (issue 34), not that it broke.
  const offline = useOfflineStore((state) => !state.online);
  return (
    <div className="mx-auto w-full max-w-2xl px-4 py-16 text-center">
      <span className="mx-auto flex size-14 items-center justify-center rounded-full bg-red-50 text-red-700">
        <WarningIcon className="size-7" />
      </span>
      {offline ? (
        <>
          <h1 className="mt-4 text-2xl font-bold text-stone-900">This page needs a connection</h1>
          <p className="mt-2 text-stone-600">
            It was not opened on this device before, so it is not kept for offline use. It works again when
            you are back online; your order guides and your cart are kept.
          </p>
        </>
      ) : (
        <>
          <h1 className="mt-4 text-2xl font-bold text-stone-900">We could not load this page</h1>
          <p className="mt-2 text-stone-600">{message}. Check your connection and try again.</p>
        </>
      )}
      <button
        type="button"
        onClick={retryPageModel}
        className="mt-6 inline-flex min-h-11 cursor-pointer items-center rounded-lg bg-brand-700 px-5 font-semibold text-white outline-none hover:bg-brand-800 focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:ring-offset-2"
      >
        Try again
      </button>
      <p className="mt-6 text-stone-600">
        Still broken?{' '}
        <button
          type="button"
          onClick={openWebIssue}
          className="cursor-pointer rounded font-semibold text-brand-700 underline outline-none hover:text-brand-800 focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:ring-offset-2"
        >
          Report a problem
        </button>
      </p>
    </div>
  );
}
