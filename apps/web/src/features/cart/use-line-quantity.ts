import type { CartLine } from '@larder/contract';
import { todayIn } from '@larder/domain';
import { useEffect, useId, useRef, useState } from 'react';
import { errorMessageOf } from '../../lib/api-error.ts';
import { userTimeZone } from '../../lib/user-time-zone.ts';
import { useUpdateItem } from './api/update-item.ts';
import { isQuantityRuleBroken } from './api/use-cart-update.ts';
import { setPendingEdit } from './cart-ui-store.ts';
import { cartCallQuery } from './cart-edit-store.ts';
import { isOnline } from '../../lib/offline/offline-store.ts';
import { parsePrice } from '@larder/domain';
import {
  nextQuantityBox,
  quantityBoxDisagrees,
  type QuantityBox,
  type QuantityBoxEvent,
} from './quantity-box.ts';
import {
  lineQuantityContext,
  parseQuantity,
  quantityProblem,
  stepperBounds,
  type QuantityProblem,
} from './quantity-rules.ts';

/** Quiet time after the last keystroke or press before a line's quantity is sent. */
const QUANTITY_DEBOUNCE_MS = 400;

/** Queues a cart line's quantity typed offline, with its own Idempotency-Key (0 removes the line). */
export function queueOffline(line: CartLine, quantity: number): Promise<void> {
  const seen = line.priceInfo.isPricePending ? 0 : parsePrice(line.unitPrice);
  return import('../../lib/offline/offline-queue.ts').then(({ queueCartChange }) =>
    queueCartChange({
      productSku: line.productSku,
      unitOfMeasure: line.unitOfMeasure,
      quantity,
      seenPrice: seen > 0 ? seen : null,
      name: `${line.productTitle} (${line.unitOfMeasure})`,
    }),
  );
}

/**
 * The quantity box of a cart line: what the buyer typed stays in the box exactly as typed while it waits
 * out the debounce and while it is sent; a refused quantity (or a failed update) snaps back to the cart's,
 * the refusal shown beside it with a quantity to use instead (quantity-box.ts). While the box and the cart
 * disagree the edit counts as pending, so submit waits. Only one request per line is in flight; a newer
 * quantity typed meanwhile is sent when it is answered. Quantity 0 removes the line.
 */
export function useLineQuantity(line: CartLine) {
  const editorId = useId();
  const updateItem = useUpdateItem();
  const [box, setBox] = useState<QuantityBox>({ text: String(line.quantity), dirty: false });
  const [syncedFrom, setSyncedFrom] = useState(line.quantity);
  const text = box.text;
  const [problem, setProblem] = useState<QuantityProblem | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const inFlight = useRef(false);
  const queued = useRef<number | null>(null);
  const latest = useRef({ text, line, mutate: updateItem.mutateAsync });
  const context = lineQuantityContext(line, todayIn(userTimeZone(), new Date()));

  if (line.quantity !== syncedFrom) {
    setSyncedFrom(line.quantity);
    setBox(nextQuantityBox(box, { type: 'cartChanged' }, line.quantity));
  }

  useEffect(() => {
    // A box that follows the cart (not being typed in) holds the cart's quantity.
    const shown = box.dirty ? latest.current.text : box.text;
    latest.current = { text: shown, line, mutate: updateItem.mutateAsync };
  });

  // Submit waits while the box shows a number the cart does not hold.
  const disagrees = quantityBoxDisagrees(box, line.quantity);
  useEffect(() => setPendingEdit(editorId, disagrees), [editorId, disagrees]);

  function apply(event: QuantityBoxEvent): void {
    const next = nextQuantityBox(
      { text: latest.current.text, dirty: true },
      event,
      latest.current.line.quantity,
    );
    latest.current.text = next.text;
    setBox(next);
  }

  function send(quantity: number): void {
    // Without a connection the default cart's change waits in the queue (ADR 047); the line then shows it.
    if (!isOnline() && !cartCallQuery().orderNumber) {
      void queueOffline(latest.current.line, quantity).then(() => apply({ type: 'settled' }));
      return;
    }
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
        // Unless the buyer typed again meanwhile, the refused quantity leaves the box.
        if (queued.current === null && parseQuantity(latest.current.text) === quantity)
          apply({ type: 'refused' });
      })
      .finally(() => {
        inFlight.current = false;
        const next = queued.current;
        queued.current = null;
        if (next !== null && next !== quantity) send(next);
        else if (parseQuantity(latest.current.text) === quantity) apply({ type: 'settled' });
      });
  }

  function commit(): void {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    const quantity = parseQuantity(latest.current.text);
    if (quantity === null) return;
    const found = quantityProblem(lineQuantityContext(latest.current.line, context.today), quantity);
    if (found) {
      setProblem(found);
      apply({ type: 'refused' });
      return;
    }
    if (quantity === latest.current.line.quantity && !inFlight.current) {
      apply({ type: 'settled' });
      return;
    }
    send(quantity);
  }

  function change(next: string): void {
    apply({ type: 'typed', text: next });
    setProblem(null);
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(commit, QUANTITY_DEBOUNCE_MS);
  }

  /** Leaving the box sends at once; an emptied box goes back to the cart's quantity. */
  function blur(): void {
    if (parseQuantity(latest.current.text) === null) {
      if (timer.current) clearTimeout(timer.current);
      timer.current = null;
      apply({ type: 'emptied' });
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
