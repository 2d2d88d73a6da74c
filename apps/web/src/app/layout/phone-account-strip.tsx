import { useId, useState, type ReactNode } from 'react';
import { ChevronDownIcon } from '../../components/ui/icons.tsx';

/** Props of PhoneAccountStrip. */
export interface PhoneAccountStripProps {
  /** The organization switcher, kept on the strip's one line. */
  switcher: ReactNode;
  /** The cut-off and delivery, the sales-rep link and staff tools, shown when the buyer opens them. */
  children: ReactNode;
}

/**
 * The phone's account strip under the header: one line (the organization and a button) instead of a row
 * each for the organization, the cut-off and the sales rep, so a search's first result and a guide's first
 * item fit the first screen. The rest opens below it, one press away.
 */
export function PhoneAccountStrip({ switcher, children }: PhoneAccountStripProps) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return (
    <div className="bg-brand-900 text-brand-50 md:hidden" data-testid="phone-account-strip">
      <div className="flex items-center gap-2 px-4 py-1">
        <div className="min-w-0 flex-1">{switcher}</div>
        <button
          type="button"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((was) => !was)}
          className="ml-auto inline-flex min-h-11 shrink-0 cursor-pointer items-center gap-1 rounded-lg px-2 text-left text-sm leading-tight font-semibold hover:bg-white/10"
        >
          {/* Two short lines on the narrowest phones, so the organization's name keeps the width. */}
          <span className="max-w-20 min-[400px]:max-w-none">Cut-off &amp; sales rep</span>
          <ChevronDownIcon className={`size-4 transition-transform ${open ? 'rotate-180' : ''}`} />
        </button>
      </div>
      <div id={panelId} hidden={!open} className="flex flex-col gap-2 px-4 pb-2">
        {children}
      </div>
    </div>
  );
}
