import type { CartLine } from '@larder/contract';
import {
  activeQuantityLimits,
  checkAddToCart,
  maximumAdjustedMessage,
  maximumReachedMessage,
  sellByStep,
  type QuantityMode,
  type QuantityRules,
} from '@larder/domain';

/** Everything a quantity box needs to judge a quantity. */
export interface QuantityContext {
  rules: QuantityRules;
  /** 'add' adds the quantity to the cart's; 'replace' makes it the cart quantity (PPro, and cart lines). */
  mode: QuantityMode;
  /** What the cart holds now of this sku and unit. */
  cartQuantity: number;
  /** The buyer's today, YYYY-MM-DD, for the min/max expiry. */
  today: string;
  /** Units that may still be added beyond the cart quantity (stock less cart, on the sell-by multiple); Infinity when bought to order. */
  addable: number;
}

/** Why a quantity cannot be sent, and the quantity to offer instead (0 when there is none). */
export interface QuantityProblem {
  message: string;
  adjustedQuantity: number;
}

/** The server's words for a quantity off the sell-by multiple. */
function sellByMultipleMessage(multiple: number): string {
  return `This item is sold in multiples of ${multiple}.`;
}

/**
 * What is wrong with a quantity, or null: first the spec's add-to-cart check (its exact messages), then
 * the sell-by multiple, then stock, so the buyer learns of the problem before pressing the button and
 * is offered a quantity that passes.
 */
export function quantityProblem(context: QuantityContext, quantity: number): QuantityProblem | null {
  const { rules, mode, cartQuantity, today, addable } = context;
  const check = checkAddToCart({ rules, cartQuantity, quantity, today, mode });
  if (!check.ok) return { message: check.message, adjustedQuantity: check.adjustedQuantity };
  const current = mode === 'add' ? cartQuantity : 0;
  const total = current + quantity;
  const step = sellByStep(rules.sellByMultiple);
  if (total > 0 && total % step !== 0) {
    const adjustedTotal = Math.max(step, Math.floor(total / step) * step);
    return { message: sellByMultipleMessage(step), adjustedQuantity: Math.max(0, adjustedTotal - current) };
  }
  const maxTotal = cartQuantity + addable;
  if (total > cartQuantity && total > maxTotal) {
    // Stock caps the quantity like a maximum (ADR 020), so the buyer reads the spec's maximum messages.
    return {
      message:
        addable > 0
          ? maximumAdjustedMessage(maxTotal)
          : maxTotal > 0
            ? maximumReachedMessage(maxTotal)
            : 'No more of this item is in stock.',
      adjustedQuantity: mode === 'add' ? addable : maxTotal,
    };
  }
  return null;
}

/** How a quantity stepper moves: by the sell-by multiple, between the lowest and highest useful quantity. */
export interface StepperBounds {
  step: number;
  lowest: number;
  /** Below `lowest` when nothing more may be added. */
  highest: number;
}

/** The range the stepper buttons keep to: the minimum, the maximum and the stock, on the sell-by multiple. */
export function stepperBounds(context: QuantityContext): StepperBounds {
  const { rules, mode, cartQuantity, today, addable } = context;
  const step = sellByStep(rules.sellByMultiple);
  const { min, max } = activeQuantityLimits(rules, today);
  const current = mode === 'add' ? cartQuantity : 0;
  const lowest = Math.max(step, (min ?? 0) - current);
  const byStock = mode === 'add' ? addable : cartQuantity + addable;
  const highest = Math.max(0, Math.min(byStock, max === null ? Infinity : max - current));
  return { step, lowest, highest };
}

/** The quantity one press of a stepper button leads to: the next multiple of the step that way, kept in bounds. */
export function steppedQuantity(quantity: number, direction: 1 | -1, bounds: StepperBounds): number {
  const { step, lowest, highest } = bounds;
  const onStep =
    direction === 1 ? Math.floor(quantity / step) * step + step : Math.ceil(quantity / step) * step - step;
  return Math.min(Math.max(onStep, lowest), Math.max(highest, lowest));
}

// The contract's MAX_LINE_QUANTITY, kept here so the bundle never pulls in zod.
const MAX_QUANTITY = 9_999;

/** A typed quantity as a whole number (capped at what a line may hold), or null while the box holds no number. */
export function parseQuantity(text: string): number | null {
  const digits = text.replace(/\D/g, '');
  if (digits === '') return null;
  return Math.min(Number(digits), MAX_QUANTITY);
}

/** The rules a cart line carries: its limits are already the ones active today, so they never expire here. */
export function lineQuantityContext(line: CartLine, today: string): QuantityContext {
  return {
    rules: {
      minMaxFlag: line.minQuantity !== null || line.maxQuantity !== null,
      minQuantity: line.minQuantity,
      maxQuantity: line.maxQuantity,
      minMaxExpirationDate: null,
      sellByMultiple: line.sellByMultiple,
    },
    mode: 'replace',
    cartQuantity: line.quantity,
    today,
    addable: line.boughtToOrder ? Infinity : line.availableStock,
  };
}

/**
 * The quantity a box should show at once instead of the one typed, when the rules say they adjust it
 * ('Adjusting quantity to maximum allowed (156).'): the message then describes what the box did, and the
 * button stays usable. Null for every other problem, which the buyer resolves (a 'Use N' offer).
 */
export function adjustedOnEntry(context: QuantityContext, quantity: number): QuantityProblem | null {
  const problem = quantityProblem(context, quantity);
  if (!problem || problem.adjustedQuantity <= 0 || problem.adjustedQuantity === quantity) return null;
  const current = context.mode === 'add' ? context.cartQuantity : 0;
  return problem.message === maximumAdjustedMessage(current + problem.adjustedQuantity) ? problem : null;
}
