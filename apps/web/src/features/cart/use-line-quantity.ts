import type { CartLine } from '@larder/contract';
import { todayIn } from '@larder/domain';
import { useEffect, useId, useRef, useState } from 'react';
import { errorMessageOf } from '../../lib/api-error.ts';
import { userTimeZone } from '../../lib/user-time-zone.ts';
import { useUpdateItem } from './api/update-item.ts';
import { isQuantityRuleBroken } from './api/use-cart-update.ts';
import { setPendingEdit } from './cart-ui-store.ts';
import {
  lineQuantityContext,
  parseQuantity,
  quantityProblem,
  stepperBounds,
  type QuantityProblem,
} from './quantity-rules.ts';

/** Quiet time after the last keystroke or press before a line's quantity is sent. */
const QUANTITY_DEBOUNCE_MS = 400;

/**
 * The quantity box of a cart line: what the buyer typed stays in the box exactly as typed while it waits
 * out the debounce, while it is sent, and if the server refuses it (the refusal shows beside it with a
 * quantity to use instead). Only one request per line is in flight; a newer quantity typed meanwhile is
 * sent when it is answered. Quantity 0 removes the line.
 */
export function useLineQuantity(line: CartLine) {
  const editorId = useId();
  const updateItem = useUpdateItem();
  const [text, setText] = useState(String(line.quantity));
  const [syncedFrom, setSyncedFrom] = useState(line.quantity);
  const [dirty, setDirty] = useState(false);
  const [problem, setProblem] = useState<QuantityProblem | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const inFlight = useRef(false);
  const queued = useRef<number | null>(null);
  const latest = useRef({ text, line, mutate: updateItem.mutateAsync });
  const context = lineQuantityContext(line, todayIn(userTimeZone(), new Date()));

  if (line.quantity !== syncedFrom) {
    setSyncedFrom(line.quantity);
    if (!dirty) setText(String(line.quantity));
  }

  useEffect(() => {
    latest.current = { ...latest.current, line, mutate: updateItem.mutateAsync };
  });

  function send(quantity: number): void {
    if (inFlight.current) {
      queued.current = quantity;
      return;
    }
    inFlight.current = true;
    const { line: current, mutate } = latest.current;
    mutate({ id: current.id, quantity })
      .catch((error: unknown) => {
        if (isQuantityRuleBroken(error)) {
          setProblem({
            message: errorMessageOf(error),
            adjustedQuantity: Number(error.fields.adjustedQuantity),
          });
        }
      })
      .finally(() => {
        inFlight.current = false;
        const next = queued.current;
        queued.current = null;
        if (next !== null && next !== quantity) send(next);
        else if (parseQuantity(latest.current.text) === quantity) setDirty(false);
      });
  }

  function commit(): void {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    setPendingEdit(editorId, false);
    const quantity = parseQuantity(latest.current.text);
    if (quantity === null) return;
    const found = quantityProblem(lineQuantityContext(latest.current.line, context.today), quantity);
    if (found) {
      setProblem(found);
      return;
    }
    if (quantity === latest.current.line.quantity && !inFlight.current) {
      setDirty(false);
      return;
    }
    send(quantity);
  }

  function change(next: string): void {
    setText(next);
    setDirty(true);
    setProblem(null);
    latest.current.text = next;
    if (timer.current) clearTimeout(timer.current);
    setPendingEdit(editorId, true);
    timer.current = setTimeout(commit, QUANTITY_DEBOUNCE_MS);
  }

  /** Leaving the box sends at once; an emptied box goes back to the cart's quantity. */
  function blur(): void {
    if (parseQuantity(latest.current.text) === null) {
      if (timer.current) clearTimeout(timer.current);
      timer.current = null;
      setPendingEdit(editorId, false);
      setText(String(latest.current.line.quantity));
      latest.current.text = String(latest.current.line.quantity);
      setDirty(false);
      return;
    }
    if (timer.current) commit();
  }

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
      setPendingEdit(editorId, false);
    },
    [editorId],
  );

  return { text, change, blur, problem, bounds: stepperBounds(context), isSending: updateItem.isPending };
}
