import { sellByStep } from '@larder/domain';
import { memo, type KeyboardEvent } from 'react';
import { quantityKeyStep } from '../../../lib/quantity-keys.ts';

/** Props of QuantityCell. */
export interface QuantityCellProps {
  productName: string;
  quantity: number;
  sellByMultiple: number;
  /** Grid position, for spreadsheet-like keys. */
  row: number;
  column: number;
  onChange: (quantity: number) => void;
  /** Arrow keys and Enter: the grid moves the focus. */
  onGridKey: (event: KeyboardEvent<HTMLInputElement>, row: number, column: number) => void;
  label?: string;
}

const stepButton =
  'flex size-10 shrink-0 cursor-pointer items-center justify-center text-lg font-bold text-stone-700 ' +
  'hover:bg-stone-100 outline-none [--focus-offset:-3px] disabled:text-stone-300';

/**
 * A quantity typed straight into the guide: digits only; the buttons (reached by Tab), the + / - keys and
 * the up and down arrows step by the item's sell-by multiple; Enter and the left and right arrows move
 * between cells like a spreadsheet.
 */
export const QuantityCell = memo(function QuantityCell({
  productName,
  quantity,
  sellByMultiple,
  row,
  column,
  onChange,
  onGridKey,
  label = 'Quantity',
}: QuantityCellProps) {
  const step = sellByStep(sellByMultiple);
  const stepTo = (direction: 1 | -1) => {
    const next =
      direction === 1 ? Math.floor(quantity / step) * step + step : Math.ceil(quantity / step) * step - step;
    onChange(Math.max(0, next));
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const direction = quantityKeyStep(event.key);
    if (direction !== null) {
      event.preventDefault();
      stepTo(direction);
    } else if (event.key === '+' || event.key === '=') {
      event.preventDefault();
      stepTo(1);
    } else if (event.key === '-') {
      event.preventDefault();
      stepTo(-1);
    } else {
      onGridKey(event, row, column);
    }
  };
  return (
    <div className="inline-flex items-stretch overflow-hidden rounded-lg border border-stone-300 bg-white focus-within:border-brand-600">
      <button
        type="button"
        aria-label={`Decrease quantity of ${productName}`}
        disabled={quantity <= 0}
        onClick={() => stepTo(-1)}
        className={`${stepButton} border-r border-stone-200`}
      >
        −
      </button>
      <input
        type="text"
        role="spinbutton"
        aria-valuenow={quantity}
        aria-valuemin={0}
        inputMode="numeric"
        autoComplete="off"
        aria-label={`${label} of ${productName}`}
        title={step > 1 ? `Sold in multiples of ${step}` : undefined}
        data-grid-row={row}
        data-grid-column={column}
        value={quantity === 0 ? '' : String(quantity)}
        placeholder="0"
        onChange={(event) => onChange(Number(event.target.value.replace(/\D/g, '').slice(0, 4) || '0'))}
        onFocus={(event) => event.target.select()}
        onKeyDown={onKeyDown}
        className="h-10 w-14 min-w-0 bg-white text-center [--focus-offset:-3px] text-base font-semibold text-stone-900 tabular-nums outline-none placeholder:text-stone-400 focus:bg-brand-50"
      />
      <button
        type="button"
        aria-label={`Increase quantity of ${productName}`}
        onClick={() => stepTo(1)}
        className={`${stepButton} border-l border-stone-200`}
      >
        +
      </button>
    </div>
  );
});
