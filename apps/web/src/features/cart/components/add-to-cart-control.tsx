import type { ProductOptions } from '@larder/contract';
import {
  availableStock,
  defaultQuantity,
  isMinMaxActive,
  onHoldMessage,
  type CustomerStatus,
  type QuantityRules,
} from '@larder/domain';
import { useEffect, useId, useRef, useState } from 'react';
import { Label, Radio, RadioGroup } from 'react-aria-components';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { CartIcon, CheckIcon, TruckIcon } from '../../../components/ui/icons.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { ApiError, errorMessageOf } from '../../../lib/api-error.ts';
import { showAddedToCart } from '../../../lib/modal-store.ts';
import { showToast } from '../../../lib/toast-store.ts';
import { retailSearch, track } from '../../../lib/tracker/index.ts';
import { useAddToCart } from '../api/add-to-cart.ts';
import { useDefaultCartLoader } from '../api/get-current-or-new-cart.ts';
import { useProductOptions } from '../api/get-product-options.ts';
import { isQuantityRuleBroken } from '../api/use-cart-update.ts';
import { productAddedProperties } from '../cart-events.ts';
import { priceTextOf } from '../price-text.ts';
import {
  adjustedOnEntry,
  parseQuantity,
  quantityProblem,
  stepperBounds,
  type QuantityContext,
  type QuantityProblem,
} from '../quantity-rules.ts';
import { QuantityStepper } from './quantity-stepper.tsx';
import { SubCartBadges } from './sub-cart-badges.tsx';

type Variant = ProductOptions['variants'][number];

/** Props of AddToCartControl. */
export interface AddToCartControlProps {
  sku: string;
  /** The current user's customer status: an account on hold sees why instead of the control (spec section 6). */
  customerStatus?: CustomerStatus | undefined;
  /**
   * How an add is confirmed: the add to cart modal (what was added, to which delivery), or a toast where the
   * control already sits in a modal (similar items).
   */
  confirmation?: 'modal' | 'toast';
  /** Where the page already shows the price (a result card): not said a second time. */
  showPrice?: boolean;
  /**
   * Opened by an 'Add to cart' press (a result card): the starting quantity of the only unit is added at
   * once, so one press adds; with a choice to make (several units, a quantity rule) the control waits.
   */
  addOnOpen?: boolean;
}

function rulesOf(variant: Variant): QuantityRules {
  return {
    minMaxFlag: variant.minMaxFlag,
    minQuantity: variant.minQuantity,
    maxQuantity: variant.maxQuantity,
    minMaxExpirationDate: variant.minMaxExpirationDate,
    sellByMultiple: variant.sellByMultiple,
  };
}

function isOrderable(variant: Variant): boolean {
  return (variant.inStock || variant.isJIT) && variant.notOrderableReason === null;
}

// The unit shown first: the default one if it can be ordered, else the first that can, else the default.
function firstChoice(variants: readonly Variant[]): Variant | undefined {
  const preferred = variants.find((v) => v.isDefault && isOrderable(v)) ?? variants.find(isOrderable);
  return preferred ?? variants.find((v) => v.isDefault) ?? variants[0];
}

function contextOf(options: ProductOptions, variant: Variant): QuantityContext {
  const rules = rulesOf(variant);
  return {
    rules,
    mode: options.quantityMode,
    cartQuantity: variant.cartQuantity,
    today: options.today,
    // Bought-to-order (JIT) units are not limited by stock (ADR 020).
    addable: variant.isJIT
      ? Infinity
      : availableStock({
          stock: variant.stock,
          cartQuantity: variant.cartQuantity,
          sellByMultiple: variant.sellByMultiple,
          rules,
          today: options.today,
        }),
  };
}

// PPro buyers set the cart quantity, so they start from what the cart holds.
function startingQuantity(context: QuantityContext): number {
  if (context.mode === 'replace' && context.cartQuantity > 0) return context.cartQuantity;
  return defaultQuantity(context.rules, context.mode === 'add' ? context.cartQuantity : 0, context.today);
}

function UnitPicker({
  options,
  selected,
  onSelect,
}: {
  options: ProductOptions;
  selected: Variant;
  onSelect: (text: string) => void;
}) {
  return (
    <RadioGroup value={selected.text} onChange={onSelect} className="flex flex-col gap-2">
      <Label className="text-sm font-semibold text-stone-800">Unit</Label>
      <div className="grid gap-2 sm:grid-cols-2">
        {options.variants.map((variant) => (
          <Radio
            key={variant.text}
            value={variant.text}
            className={
              'group flex min-h-11 cursor-pointer items-start gap-3 rounded-xl border border-stone-300 bg-white p-3 outline-none ' +
              'data-focus-visible:ring-2 data-focus-visible:ring-brand-500 data-selected:border-brand-700 ' +
              'data-selected:bg-brand-50 data-selected:ring-1 data-selected:ring-brand-700'
            }
          >
            <span
              aria-hidden="true"
              className="mt-0.5 flex size-5 shrink-0 items-center justify-center rounded-full border-2 border-stone-400 group-data-selected:border-brand-700 group-data-selected:bg-brand-700 text-white"
            >
              <CheckIcon className="size-3" strokeWidth={3} />
            </span>
            <span className="flex min-w-0 flex-1 flex-col">
              <span className="flex flex-wrap items-baseline justify-between gap-x-2">
                <span className="font-bold text-stone-900">{variant.text}</span>
                <span className="font-semibold text-stone-900">{priceTextOf(variant.priceInfo)}</span>
              </span>
              <span className="text-sm text-stone-600">{variant.weight}</span>
              {!isOrderable(variant) && (
                <span className="text-sm font-semibold text-red-800">
                  {variant.notOrderableReason ? 'Not orderable online' : 'Out of stock'}
                </span>
              )}
            </span>
          </Radio>
        ))}
      </div>
    </RadioGroup>
  );
}

function OrderForm({
  options,
  variant,
  confirmation,
  addOnOpen,
  onAddedOnOpen,
}: {
  options: ProductOptions;
  variant: Variant;
  confirmation: 'modal' | 'toast';
  addOnOpen: boolean;
  /** Called as the add on open is sent: the form comes back after the add (a new cart quantity) and must not add again. */
  onAddedOnOpen: () => void;
}) {
  const context = contextOf(options, variant);
  const [text, setText] = useState(() => String(startingQuantity(context)));
  const [refusal, setRefusal] = useState<QuantityProblem | null>(null);
  // Said when the box itself changed what was typed (over the maximum: the maximum is put in its place).
  const [adjustment, setAdjustment] = useState<string | null>(null);
  const addToCart = useAddToCart();
  const messageId = useId();
  const replace = options.quantityMode === 'replace';
  const quantity = parseQuantity(text);
  const problem = refusal ?? (quantity === null ? null : quantityProblem(context, quantity));
  const bounds = stepperBounds(context);
  const minMax = isMinMaxActive(context.rules, options.today);
  const nothingToDo = quantity === null || (replace ? quantity === variant.cartQuantity : quantity === 0);

  function changeText(next: string) {
    const typed = parseQuantity(next);
    const adjusted = typed === null ? null : adjustedOnEntry(context, typed);
    setText(adjusted ? String(adjusted.adjustedQuantity) : next);
    setAdjustment(adjusted?.message ?? null);
    setRefusal(null);
  }

  function submit() {
    if (quantity === null) return;
    // Answered through the promise, not mutate's own callbacks: those are dropped when this form is made anew
    // before the answer (a unit's cart quantity is its key, and another device or a refetch can move it), and
    // the buyer would get no confirmation of an add that happened, and press again.
    addToCart.mutateAsync({ productSku: options.sku, unitOfMeasure: variant.text, quantity }).then(
      (response) => {
        const message = replace
          ? quantity === 0
            ? `Removed ${options.name} from your cart.`
            : `${options.name}: ${quantity} ${variant.text} now in your cart.`
          : `Added ${quantity} ${variant.text} of ${options.name} to your cart.`;
        if (confirmation === 'modal' && quantity > 0) {
          const item = {
            productSku: options.sku,
            unitOfMeasure: variant.text,
            quantity,
            name: options.name,
          };
          showAddedToCart([item], message);
        } else showToast(message);
        track(
          'Product Added',
          productAddedProperties({
            options,
            variant,
            quantity,
            cartId: response.id,
            cartQuantity: response.cartQuantity,
          }),
        );
        if (quantity > 0) retailSearch('add-to-cart', { products: [{ id: options.sku, quantity }] });
      },
      (error: unknown) => {
        const adjusted = isQuantityRuleBroken(error) ? Number(error.fields.adjustedQuantity) : 0;
        setRefusal({ message: errorMessageOf(error), adjustedQuantity: adjusted });
      },
    );
  }

  const addedOnOpen = useRef(false);
  const formRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!addOnOpen || addedOnOpen.current) return;
    addedOnOpen.current = true;
    onAddedOnOpen();
    // The button pressed is gone (the control took its place): focus goes to the quantity it added, which
    // the add to cart modal gives focus back to when it closes.
    formRef.current?.querySelector('input')?.focus();
    if (nothingToDo || problem !== null) return;
    submit();
    // Once, when the form first shows: a later change is the buyer's to send.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <div ref={formRef} className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end gap-x-6 gap-y-3">
        <QuantityStepper
          productName={options.name}
          label={replace ? 'Quantity in cart' : 'Quantity'}
          text={text}
          onTextChange={changeText}
          bounds={bounds}
          describedBy={messageId}
        />
        <ul className="flex flex-col gap-0.5 pb-1 text-sm text-stone-700">
          {variant.cartQuantity > 0 && (
            <li className="font-semibold text-brand-800">
              In cart: {variant.cartQuantity} {variant.text}
            </li>
          )}
          <li>
            {variant.isJIT
              ? 'Bought to order from the supplier'
              : context.addable > 10
                ? 'In stock'
                : context.addable > 0
                  ? `Only ${context.addable} more available`
                  : 'No more available to add'}
          </li>
          {context.rules.sellByMultiple > 1 && <li>Sold in multiples of {context.rules.sellByMultiple}</li>}
          {minMax && (variant.minQuantity !== null || variant.maxQuantity !== null) && (
            <li>
              {[
                variant.minQuantity !== null && `Minimum ${variant.minQuantity}`,
                variant.maxQuantity !== null && `Maximum ${variant.maxQuantity}`,
              ]
                .filter(Boolean)
                .join(' · ')}
            </li>
          )}
        </ul>
      </div>
      <div id={messageId} aria-live="polite" className="empty:hidden">
        {adjustment && !problem && (
          <p className="rounded-lg border border-sky-300 bg-sky-50 px-3 py-2 font-medium text-sky-950">
            {adjustment}
          </p>
        )}
        {problem && (
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-amber-950">
            <p className="font-medium">{problem.message}</p>
            {problem.adjustedQuantity > 0 && problem.adjustedQuantity !== quantity && (
              <button
                type="button"
                onClick={() => changeText(String(problem.adjustedQuantity))}
                className="min-h-11 cursor-pointer rounded-md px-2 font-semibold text-brand-800 underline underline-offset-4 outline-none hover:text-brand-950 focus-visible:ring-2 focus-visible:ring-brand-500"
              >
                Use {problem.adjustedQuantity}
              </button>
            )}
          </div>
        )}
      </div>
      <Button
        data-add-to-cart
        onPress={submit}
        isPending={addToCart.isPending}
        isDisabled={nothingToDo || problem !== null}
        className="w-full sm:w-auto sm:self-start sm:px-8"
      >
        <CartIcon />
        {replace ? 'Set quantity in cart' : 'Add to cart'}
      </Button>
    </div>
  );
}

function VariantStatus({ variant }: { variant: Variant }) {
  if (variant.notOrderableReason) {
    return <Alert tone="info">{variant.notOrderableReason}</Alert>;
  }
  return (
    <Alert tone="warning" title="Out of stock">
      {variant.text} is out of stock at {variant.businessUnitName}. Choose another unit, or ask your sales rep
      when it is due back.
    </Alert>
  );
}

function ControlSkeleton() {
  return (
    <div className="flex flex-col gap-3" role="status" aria-label="Loading prices and stock">
      <Skeleton className="h-16 w-full" />
      <Skeleton className="h-11 w-40" />
      <Skeleton className="h-11 w-full sm:w-40" />
    </div>
  );
}

/**
 * Adds a product to the cart from any page given its sku: the unit picker (pack size and the buyer's
 * price), a quantity stepper that starts at the default quantity and keeps to the sell-by multiple,
 * min/max and stock, the spec's quantity messages as the buyer types (and the server's if it refuses),
 * and the PPro rule, where the quantity entered becomes the cart quantity.
 */
export function AddToCartControl({
  sku,
  customerStatus,
  confirmation = 'modal',
  showPrice = true,
  addOnOpen = false,
}: AddToCartControlProps) {
  useDefaultCartLoader();
  const { data: options, isPending, error, refetch } = useProductOptions(sku);
  const [chosenText, setChosenText] = useState<string | null>(null);
  const [addPending, setAddPending] = useState(addOnOpen);

  if (isPending) return <ControlSkeleton />;
  if (error) {
    if (error instanceof ApiError && error.status === 404) {
      return <Alert tone="info">This product cannot be ordered online. Please contact your Sales Rep.</Alert>;
    }
    if (error instanceof ApiError && error.status >= 400 && error.status < 500) {
      return <Alert tone="info">{error.message}</Alert>;
    }
    return (
      <Alert tone="error" title="Prices and stock could not be loaded.">
        <button
          type="button"
          onClick={() => void refetch()}
          className="min-h-11 cursor-pointer font-semibold underline underline-offset-4"
        >
          Try again
        </button>
      </Alert>
    );
  }
  const variant = options.variants.find((v) => v.text === chosenText) ?? firstChoice(options.variants);
  if (!variant) return <Alert tone="info">Could not add product to cart.</Alert>;
  if (!options.canOrder || customerStatus?.canOrder === false) {
    return (
      <Alert tone="warning" title="Ordering is paused for this account.">
        {onHoldMessage(customerStatus ?? { canOrder: false, errors: [] })}
      </Alert>
    );
  }

  return (
    <div className="flex flex-col gap-4">
      {options.variants.length > 1 ? (
        <UnitPicker options={options} selected={variant} onSelect={setChosenText} />
      ) : !showPrice ? (
        <p className="text-stone-700">
          {variant.text} · {variant.weight}
        </p>
      ) : (
        <p className="flex flex-wrap items-baseline gap-x-3">
          <span className="text-2xl font-extrabold text-stone-900">{priceTextOf(variant.priceInfo)}</span>
          <span className="text-stone-700">
            {variant.text} · {variant.weight}
          </span>
        </p>
      )}
      <p className="flex flex-wrap items-center gap-2 text-sm text-stone-700">
        <TruckIcon className="size-4" />
        {variant.isDropShip && variant.vendorName
          ? `Ships direct from ${variant.vendorName}`
          : `Ships from ${variant.businessUnitName}`}
        <SubCartBadges
          isDropShip={variant.isDropShip}
          isJIT={variant.isJIT}
          isPreOrder={variant.isPreOrder}
        />
      </p>
      {isOrderable(variant) ? (
        <OrderForm
          key={`${variant.text}:${variant.cartQuantity}`}
          options={options}
          variant={variant}
          confirmation={confirmation}
          addOnOpen={addPending && options.variants.length === 1}
          onAddedOnOpen={() => setAddPending(false)}
        />
      ) : (
        <VariantStatus variant={variant} />
      )}
    </div>
  );
}
