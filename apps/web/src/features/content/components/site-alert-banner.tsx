import { useState } from 'react';
import { CloseIcon, MegaphoneIcon, WarningIcon } from '../../../components/ui/icons.tsx';
import { Link } from '../../../components/ui/link.tsx';
import { useGlobalSettings } from '../api/get-global-settings.ts';
import { dismissSiteAlert, isSiteAlertDismissed } from '../site-alert-dismissal.ts';

const styles = {
  info: 'bg-sky-900 text-white',
  warning: 'bg-amber-300 text-amber-950',
} as const;

/** Whether an alert's window is open at `now` (the server applies it too; settings may be cached 120 s). */
function isShowingAt(alert: { startsAt?: string | null; endsAt?: string | null }, now: number): boolean {
  return (
    !(alert.startsAt && now < Date.parse(alert.startsAt)) &&
    !(alert.endsAt && now >= Date.parse(alert.endsAt))
  );
}

/** The optional site-wide alert from global settings; closing it hides it for the rest of the session. */
export function SiteAlertBanner() {
  const { data } = useGlobalSettings();
  // Read when the layout mounts: a page load later looks again.
  const [mountedAt] = useState(Date.now);
  const stored = data?.siteAlert ?? null;
  const alert = stored && isShowingAt(stored, mountedAt) ? stored : null;
  const [closedId, setClosedId] = useState<string | null>(null);
  if (!alert || closedId === alert.id || isSiteAlertDismissed(sessionStorage, alert.id)) return null;

  function close() {
    if (!alert) return;
    dismissSiteAlert(sessionStorage, alert.id);
    setClosedId(alert.id);
  }

  const Icon = alert.style === 'warning' ? WarningIcon : MegaphoneIcon;
  return (
    <section aria-label="Site announcement" className={styles[alert.style]}>
      <div className="mx-auto flex max-w-7xl items-center gap-3 py-1 pr-1 pl-4">
        <Icon className="size-5 shrink-0" />
        <p className="min-w-0 flex-1 py-2 text-sm sm:text-base">
          {alert.message}
          {alert.link && (
            <>
              {' '}
              <Link
                href={alert.link.url}
                appearance="plain"
                className="rounded font-semibold whitespace-nowrap underline underline-offset-4 outline-none focus-visible:ring-2 focus-visible:ring-current"
              >
                {alert.link.name}
              </Link>
            </>
          )}
        </p>
        <button
          type="button"
          onClick={close}
          aria-label="Dismiss announcement"
          className="flex size-11 shrink-0 cursor-pointer items-center justify-center rounded-lg outline-none hover:bg-black/10 focus-visible:ring-2 focus-visible:ring-current"
        >
          <CloseIcon />
        </button>
      </div>
    </section>
  );
}
