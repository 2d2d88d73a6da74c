import type { ReactNode } from 'react';
import { CheckIcon, InfoIcon, WarningIcon } from './icons.tsx';

/** The meaning of an alert, which sets its colour and icon. */
export type AlertTone = 'error' | 'warning' | 'success' | 'info';

const icons: Record<AlertTone, typeof CheckIcon> = {
  error: WarningIcon,
  warning: WarningIcon,
  success: CheckIcon,
  info: InfoIcon,
};

const tones: Record<AlertTone, string> = {
  error: 'border-red-300 bg-red-50 text-red-900',
  warning: 'border-amber-300 bg-amber-50 text-amber-950',
  success: 'border-brand-300 bg-brand-50 text-brand-900',
  info: 'border-sky-300 bg-sky-50 text-sky-950',
};

/** Props of Alert. */
export interface AlertProps {
  tone: AlertTone;
  title?: ReactNode;
  children: ReactNode;
  /** Announce the alert as soon as it appears (for results of the person's own action). */
  announce?: boolean;
  className?: string;
}

/** A boxed message with an icon; `announce` makes screen readers read it out when it appears. */
export function Alert({ tone, title, children, announce = false, className = '' }: AlertProps) {
  const role = announce ? (tone === 'error' ? 'alert' : 'status') : undefined;
  const Icon = icons[tone];
  return (
    <div role={role} className={`flex gap-3 rounded-lg border px-4 py-3 ${tones[tone]} ${className}`}>
      <Icon className="mt-0.5 size-5" />
      <div className="min-w-0 flex-1 text-base">
        {title && <p className="font-semibold">{title}</p>}
        <div>{children}</div>
      </div>
    </div>
  );
}
