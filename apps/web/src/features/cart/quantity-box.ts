import { parseQuantity } from './quantity-rules.ts';

/** What a cart line's quantity box shows: the text, and whether it holds a typed quantity not yet settled. */
export interface QuantityBox {
  text: string;
  dirty: boolean;
}

/** What happens to a quantity box. */
export type QuantityBoxEvent =
  /** The buyer typed (or a button set) a new text. */
  | { type: 'typed'; text: string }
  /** The quantity was refused (by the rules in the browser or by the server), or its update failed. */
  | { type: 'refused' }
  /** The cart settled the typed quantity: its answer holds what the box shows. */
  | { type: 'settled' }
  /** The box was left empty. */
  | { type: 'emptied' }
  /** The cart's quantity changed (an answer arrived). */
  | { type: 'cartChanged' };

/**
 * The quantity box rule (issue 19): the box never keeps a quantity the cart does not hold once that
 * quantity is refused: a refusal, a failed update or an emptied box puts the cart's quantity back; a
 * changed cart quantity shows unless the buyer is typing.
 */
export function nextQuantityBox(
  box: QuantityBox,
  event: QuantityBoxEvent,
  cartQuantity: number,
): QuantityBox {
  switch (event.type) {
    case 'typed':
      return { text: event.text, dirty: true };
    case 'refused':
    case 'emptied':
      return { text: String(cartQuantity), dirty: false };
    case 'settled':
      return { ...box, dirty: false };
    case 'cartChanged':
      return box.dirty ? box : { text: String(cartQuantity), dirty: false };
  }
}

/** Whether the box and the cart disagree: submit waits while they do (the box shows another number). */
export function quantityBoxDisagrees(box: QuantityBox, cartQuantity: number): boolean {
  return parseQuantity(box.text) !== cartQuantity;
}
