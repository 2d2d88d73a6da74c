import { offlineBannerText, pendingChangesText } from '@larder/domain';
import { useEffect, useState } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { zonedTime } from '../../../lib/date-time.ts';
import { dismissNotices, useOfflineStore } from '../../../lib/offline/offline-store.ts';
import { userTimeZone } from '../../../lib/user-time-zone.ts';

const INSTALL_OFFERED_KEY = 'larder-install-offered';

/**
 * The install offer: once, on a phone, from the guide page (issue 34); shown below the guide's items, so it
 * never pushes the first item off a phone's first screen.
 */
export function GuideInstallOffer() {
  const prompt = useOfflineStore((state) => state.installPrompt);
  // Decided once per visit: a phone that was never offered the install.
  const [mayOffer] = useState(
    () => !localStorage.getItem(INSTALL_OFFERED_KEY) && window.matchMedia('(max-width: 767px)').matches,
  );
  const [closed, setClosed] = useState(false);
  useEffect(() => {
    if (mayOffer && prompt) localStorage.setItem(INSTALL_OFFERED_KEY, new Date().toISOString());
  }, [mayOffer, prompt]);
  if (!mayOffer || !prompt || closed) return null;
  return (
    <Alert tone="info" title="Keep Larder on this phone">
      <p>Install it to open your order guide from the home screen and count in the walk-in without signal.</p>
      <div className="mt-2 flex gap-2">
        <Button
          onPress={() => {
            setClosed(true);
            void prompt.prompt().catch(() => undefined);
            useOfflineStore.setState({ installPrompt: null });
          }}
        >
          Install
        </Button>
        <Button variant="secondary" onPress={() => setClosed(true)}>
          Not now
        </Button>
      </div>
    </Alert>
  );
}

/**
 * The guide's offline state (issue 34, ADR 047): the banner over a guide shown from storage ('Offline -
 * showing prices from 2:14 PM'), the changes waiting for a connection, what the server refused or another
 * device changed on reconnect, and an app update that takes effect on the next open.
 */
export function GuideOfflineStatus({ guideId }: { guideId: number }) {
  const online = useOfflineStore((state) => state.online);
  const savedAt = useOfflineStore((state) => state.fromStorage[guideId]);
  const pendingCount = useOfflineStore((state) => state.pendingCount);
  const notices = useOfflineStore((state) => state.notices);
  const updateReady = useOfflineStore((state) => state.updateReady);
  const pendingText = pendingChangesText(pendingCount);
  return (
    <>
      {savedAt !== undefined && (!online || savedAt > 0) && (
        <p
          role="status"
          className="rounded-lg bg-stone-800 px-4 py-2 font-semibold text-white"
          data-offline-banner
        >
          {online
            ? `Showing prices from ${zonedTime(new Date(savedAt).toISOString(), userTimeZone())}: reconnecting…`
            : offlineBannerText(zonedTime(new Date(savedAt).toISOString(), userTimeZone()))}
        </p>
      )}
      {savedAt === undefined && !online && (
        <p
          role="status"
          className="rounded-lg bg-stone-800 px-4 py-2 font-semibold text-white"
          data-offline-banner
        >
          Offline - quantities you type are kept on this device until you are back online.
        </p>
      )}
      {pendingText && (
        <p
          role="status"
          className="rounded-lg bg-amber-50 px-4 py-2 font-semibold text-amber-900"
          data-pending-count
        >
          {pendingText}
        </p>
      )}
      {notices.length > 0 && (
        <Alert tone="warning" title="Some changes made offline were not applied as typed" announce>
          <ul className="list-disc pl-5">
            {notices.map((notice) => (
              <li key={notice.lineKey}>
                {notice.name}: {notice.message}
              </li>
            ))}
          </ul>
          <button type="button" className="mt-2 font-semibold underline" onClick={() => dismissNotices()}>
            Dismiss
          </button>
        </Alert>
      )}
      {updateReady && (
        <Alert tone="info" title="Larder was updated">
          The update takes effect the next time you open Larder; nothing you are entering now is interrupted.
        </Alert>
      )}
    </>
  );
}
