import { Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { whenIdle } from '../../lib/when-idle.ts';

/** Props of DeferredWidget. */
export interface DeferredWidgetProps {
  /** A look-alike button shown until the widget has loaded; calling `activate` loads it now and presses it. */
  placeholder: (activate: () => void) => ReactNode;
  /** The real widget (a lazily loaded component). */
  children: ReactNode;
}

function OnShown({ run }: { run: () => void }) {
  useEffect(run, [run]);
  return null;
}

/**
 * Shows a light placeholder for a heavy interactive widget (a menu button) and swaps in the real one
 * when the page goes idle, or at once when the person presses the placeholder, in which case the real
 * button is pressed for them as soon as it is there.
 */
export function DeferredWidget({ placeholder, children }: DeferredWidgetProps) {
  const [state, setState] = useState<'waiting' | 'idle' | 'pressed'>('waiting');
  const ref = useRef<HTMLSpanElement>(null);
  useEffect(() => whenIdle(() => setState((current) => (current === 'waiting' ? 'idle' : current))), []);
  const [pressShown] = useState(() => () => {
    const button = ref.current?.querySelector('button');
    button?.focus();
    button?.click();
  });
  if (state === 'waiting') return placeholder(() => setState('pressed'));
  return (
    <span ref={ref} className="contents">
      <Suspense fallback={placeholder(() => setState('pressed'))}>
        {children}
        {state === 'pressed' && <OnShown run={pressShown} />}
      </Suspense>
    </span>
  );
}
