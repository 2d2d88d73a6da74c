import { useEffect, useState } from 'react';
import { ClockIcon, TruckIcon } from '../../../components/ui/icons.tsx';
import { useHeader } from '../api/get-header.ts';
import { COUNTDOWN_THRESHOLD_MS, cutOffText } from '../cut-off-text.ts';

// Near the cut-off the countdown moves every 15 s; otherwise once a minute is enough to flip to it in time.
function refreshEvery(cutOffIso: string): number {
  return new Date(cutOffIso).getTime() - Date.now() < COUNTDOWN_THRESHOLD_MS + 60_000 ? 15_000 : 60_000;
}

/** The nearest order cut-off and the delivery it leads to, in the user's time zone, with a live countdown when near. */
export function DeliveryCutOff({ className = '' }: { className?: string }) {
  const { data: header } = useHeader();
  const [now, setNow] = useState(() => new Date());
  const cutOffIso = header?.cutOffTime ?? null;
  useEffect(() => {
    if (!cutOffIso) return;
    const timer = setInterval(() => setNow(new Date()), refreshEvery(cutOffIso));
    return () => clearInterval(timer);
  }, [cutOffIso, now]);
  if (!header || !cutOffIso) return null;

  const text = cutOffText(cutOffIso, header.nextDeliveryDate, header.timeZone, now);
  return (
    <p className={`flex flex-wrap items-center gap-x-4 gap-y-1 text-sm ${className}`}>
      <span className="inline-flex items-center gap-1.5">
        <ClockIcon className="size-4" />
        <span>{text.cutOff}</span>
        {text.countdown && (
          <span
            role="timer"
            aria-live="off"
            className="rounded-full bg-amber-300 px-2 py-0.5 text-xs font-bold text-amber-950"
          >
            {text.countdown}
          </span>
        )}
      </span>
      {text.delivery && (
        <span className="inline-flex items-center gap-1.5">
          <TruckIcon className="size-4" />
          {text.delivery}
        </span>
      )}
    </p>
  );
}
