import { useEffect, useId, useRef, useState } from 'react';
import { setPendingEdit } from './cart-ui-store.ts';

/** Where an auto-saved value stands. */
export type SaveStatus = 'idle' | 'saving' | 'saved' | 'failed';

/** Options of useAutoSave. */
export interface AutoSaveOptions<T> {
  /** The value the server holds. */
  serverValue: T;
  /** Sends a value; the promise settles when the server has answered. */
  save: (value: T) => Promise<unknown>;
  /** Quiet time after the last change before the value is sent. */
  delayMs?: number;
  equals?: (a: T, b: T) => boolean;
}

/**
 * Keeps an edited value and saves it once the buyer pauses (or leaves the field), so nothing typed is
 * ever lost: the server's value replaces the edited one only while the buyer has nothing unsaved, the
 * submit button waits while an edit is pending, and an edit still pending when the field goes away is
 * sent at once.
 */
export function useAutoSave<T>({ serverValue, save, delayMs = 800, equals = Object.is }: AutoSaveOptions<T>) {
  const editorId = useId();
  const [value, setValue] = useState(serverValue);
  const [syncedFrom, setSyncedFrom] = useState(serverValue);
  const [status, setStatus] = useState<SaveStatus>('idle');
  const [dirty, setDirty] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const latest = useRef({ value, serverValue, save, equals });

  if (!equals(serverValue, syncedFrom)) {
    setSyncedFrom(serverValue);
    if (!dirty) setValue(serverValue);
  }

  useEffect(() => {
    latest.current = { ...latest.current, serverValue, save, equals };
  });

  function send(next: T): void {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    setPendingEdit(editorId, false);
    const { serverValue: held, save: saveNow, equals: same } = latest.current;
    if (same(next, held)) {
      setDirty(false);
      return;
    }
    setStatus('saving');
    saveNow(next).then(
      () => {
        setStatus('saved');
        if (same(latest.current.value, next)) setDirty(false);
      },
      () => setStatus('failed'),
    );
  }

  function change(next: T, { immediately = false } = {}): void {
    setValue(next);
    setDirty(true);
    latest.current.value = next;
    if (timer.current) clearTimeout(timer.current);
    if (immediately) {
      send(next);
      return;
    }
    setPendingEdit(editorId, true);
    timer.current = setTimeout(() => send(next), delayMs);
  }

  function flush(): void {
    if (timer.current) send(latest.current.value);
  }

  // A field that goes away mid-edit (its line removed, the page left) still sends what was typed.
  useEffect(
    () => () => {
      if (!timer.current) return;
      clearTimeout(timer.current);
      setPendingEdit(editorId, false);
      const { value: unsaved, serverValue: held, save: saveNow, equals: same } = latest.current;
      if (!same(unsaved, held)) void saveNow(unsaved).catch(() => undefined);
    },
    [editorId],
  );

  return { value, change, flush, status };
}
