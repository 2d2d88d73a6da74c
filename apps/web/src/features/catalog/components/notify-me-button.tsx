import { useEffect, useRef } from 'react';
import { MailIcon } from '../../../components/ui/icons.tsx';
import { useSubscribeNotifyMe } from '../api/subscribe-notify-me.ts';

/** Props of NotifyMeButton. */
export interface NotifyMeButtonProps {
  sku: string;
  unit: string;
  /** Already waiting for this unit (from the product detail). */
  requested?: boolean;
}

/**
 * 'Notify me' on an out-of-stock unit: one e-mail when it is back in stock. The subscription is announced
 * (a status region present before it fills) and focus moves to its confirmation, as the button goes away.
 */
export function NotifyMeButton({ sku, unit, requested = false }: NotifyMeButtonProps) {
  const subscribe = useSubscribeNotifyMe();
  const confirmation = useRef<HTMLParagraphElement>(null);
  const done = requested || subscribe.isSuccess;
  useEffect(() => {
    if (subscribe.isSuccess) confirmation.current?.focus();
  }, [subscribe.isSuccess]);
  return (
    <div className="flex flex-col gap-2">
      <div role="status" className="empty:hidden">
        {done && (
          <p
            ref={confirmation}
            tabIndex={-1}
            className="flex items-center gap-2 rounded-lg bg-emerald-50 p-3 text-sm font-semibold text-emerald-900 outline-none focus-visible:ring-2 focus-visible:ring-brand-500"
          >
            <MailIcon className="size-4" />
            {subscribe.data?.message ?? "You'll get an e-mail when it is back in stock."}
          </p>
        )}
      </div>
      {!done && (
        <button
          type="button"
          disabled={subscribe.isPending}
          onClick={() => subscribe.mutate({ productSku: sku, unitOfMeasure: unit })}
          className="inline-flex min-h-11 cursor-pointer items-center justify-center gap-2 rounded-lg border border-brand-700 bg-white px-4 font-semibold text-brand-800 outline-none hover:bg-brand-50 focus-visible:ring-2 focus-visible:ring-brand-500 disabled:cursor-wait disabled:opacity-70"
        >
          <MailIcon className="size-4" />
          {subscribe.isPending ? 'Saving…' : `Notify me when ${unit} is back`}
        </button>
      )}
      {subscribe.error && (
        <p role="alert" className="text-sm text-red-800">
          {subscribe.error.message}
        </p>
      )}
    </div>
  );
}
