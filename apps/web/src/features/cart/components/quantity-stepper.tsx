import { useId } from 'react';
import { Button } from 'react-aria-components';
import { quantityKeyStep } from '../../../lib/quantity-keys.ts';
import { parseQuantity, steppedQuantity, type StepperBounds } from '../quantity-rules.ts';
import { MinusIcon, PlusIcon } from './cart-icons.tsx';

/** Props of QuantityStepper. */
export interface QuantityStepperProps {
  /** The product the quantity is of, so each stepper on a page has its own name. */
  productName: string;
  /** The visible label. */
  label: string;
  /** Whether screen readers hear the product in the label too, where a page has a stepper per product. */
  namesProduct?: boolean;
  /** What the box holds, exactly as typed. */
  text: string;
  onTextChange: (text: string) => void;
  bounds: StepperBounds;
  isDisabled?: boolean;
  /** The id of the message that describes the box (its quantity problem). */
  describedBy?: string | undefined;
  /** Called when the box loses focus, e.g. to send what was typed at once. */
  onBlur?: () => void;
}

const stepButton =
  'flex size-11 shrink-0 cursor-pointer items-center justify-center text-stone-800 outline-none ' +
  'hover:bg-stone-100 active:bg-stone-200 [--focus-offset:-3px] ' +
  'data-disabled:cursor-not-allowed data-disabled:text-stone-300 data-disabled:hover:bg-transparent';

/**
 * A quantity box between minus and plus buttons (44 px each); the up and down arrows step it too. The buttons move by the sell-by multiple
 * within the bounds; typing is free and kept exactly as typed, so the rules can explain what is wrong
 * instead of silently changing the number.
 */
export function QuantityStepper({
  productName,
  label,
  namesProduct = false,
  text,
  onTextChange,
  bounds,
  isDisabled = false,
  describedBy,
  onBlur,
}: QuantityStepperProps) {
  const id = useId();
  const current = parseQuantity(text) ?? 0;
  const canLower = current > bounds.lowest;
  const canRaise = current < bounds.highest;
  const step = (direction: 1 | -1) => onTextChange(String(steppedQuantity(current, direction, bounds)));
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-semibold text-stone-800">
        {label}
        {namesProduct && <span className="sr-only"> of {productName}</span>}
      </label>
      <div className="inline-flex w-max items-stretch overflow-hidden rounded-lg border border-stone-300 bg-white focus-within:border-brand-600">
        <Button
          aria-label={`Decrease quantity of ${productName}`}
          isDisabled={isDisabled || !canLower}
          onPress={() => step(-1)}
          className={`${stepButton} border-r border-stone-200`}
        >
          <MinusIcon />
        </Button>
        <input
          id={id}
          type="text"
          inputMode="numeric"
          pattern="[0-9]*"
          autoComplete="off"
          enterKeyHint="done"
          value={text}
          disabled={isDisabled}
          aria-describedby={describedBy}
          onChange={(event) => onTextChange(event.target.value.replace(/\D/g, '').slice(0, 4))}
          onFocus={(event) => event.target.select()}
          onKeyDown={(event) => {
            // The up and down arrows step like the buttons, within the same bounds.
            const direction = quantityKeyStep(event.key);
            if (direction === null) return;
            event.preventDefault();
            if (direction === 1 ? canRaise : canLower) step(direction);
          }}
          onBlur={onBlur}
          className="h-11 w-16 min-w-0 bg-white text-center [--focus-offset:-3px] text-lg font-semibold text-stone-900 tabular-nums outline-none focus:bg-brand-50 disabled:bg-stone-100"
        />
        <Button
          aria-label={`Increase quantity of ${productName}`}
          isDisabled={isDisabled || !canRaise}
          onPress={() => step(1)}
          className={`${stepButton} border-l border-stone-200`}
        >
          <PlusIcon />
        </Button>
      </div>
    </div>
  );
}
