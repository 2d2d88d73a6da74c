import { CloseIcon } from '../../components/ui/icons.tsx';
import { useToastStore, type ToastStyle } from '../../lib/toast-store.ts';

const styles: Record<ToastStyle, string> = {
  success: 'bg-brand-800 text-white',
  error: 'bg-red-800 text-white',
  info: 'bg-stone-800 text-white',
};

/** The toast area: recent messages at the bottom of the screen, read out politely by screen readers. */
export function ToastRegion() {
  const toasts = useToastStore((state) => state.toasts);
  const dismiss = useToastStore((state) => state.dismiss);
  return (
    <div
      aria-live="polite"
      className="pointer-events-none fixed inset-x-0 bottom-0 z-50 flex flex-col items-center gap-2 p-4 pb-[max(1rem,env(safe-area-inset-bottom))]"
    >
      {toasts.map((toast) => (
        <div
          key={toast.id}
          role={toast.style === 'error' ? 'alert' : 'status'}
          className={`pointer-events-auto flex w-full max-w-md items-center gap-3 rounded-xl py-1 pr-1 pl-4 shadow-lg ${styles[toast.style]}`}
        >
          <p className="flex-1 py-2 text-base">{toast.message}</p>
          <button
            type="button"
            aria-label="Dismiss"
            onClick={() => dismiss(toast.id)}
            className="flex size-11 shrink-0 cursor-pointer items-center justify-center rounded-lg outline-none hover:bg-white/10 focus-visible:ring-2 focus-visible:ring-white"
          >
            <CloseIcon />
          </button>
        </div>
      ))}
    </div>
  );
}
