import { Button as AriaButton, type ButtonProps as AriaButtonProps } from 'react-aria-components';

/** How a button looks. */
export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger' | 'inverse';

const base =
  'inline-flex min-h-11 cursor-pointer items-center justify-center gap-2 rounded-lg px-4 text-base font-semibold ' +
  'transition-colors outline-none data-focus-visible:ring-2 data-focus-visible:ring-brand-500 ' +
  'data-focus-visible:ring-offset-2 data-disabled:cursor-not-allowed data-disabled:opacity-50 ' +
  'data-pending:cursor-wait';

const variants: Record<ButtonVariant, string> = {
  primary: 'bg-brand-700 text-white data-hovered:bg-brand-800 data-pressed:bg-brand-900',
  secondary:
    'border border-stone-300 bg-white text-stone-900 data-hovered:bg-stone-100 data-pressed:bg-stone-200',
  ghost: 'text-brand-800 data-hovered:bg-brand-50 data-pressed:bg-brand-100',
  danger: 'bg-red-700 text-white data-hovered:bg-red-800 data-pressed:bg-red-900',
  inverse: 'border border-white/40 text-white data-hovered:bg-white/10 data-pressed:bg-white/20',
};

/** Classes of a button of the given variant, for links that look like buttons. */
export function buttonClasses(variant: ButtonVariant = 'primary', extra = ''): string {
  return `${base} ${variants[variant]} ${extra}`;
}

/** Props of Button. */
export interface ButtonProps extends Omit<AriaButtonProps, 'className'> {
  variant?: ButtonVariant;
  className?: string;
}

/** An accessible button with a 44 px touch target; `isPending` shows progress and blocks presses. */
export function Button({ variant = 'primary', className = '', children, ...props }: ButtonProps) {
  return (
    <AriaButton {...props} className={buttonClasses(variant, className)}>
      {(renderProps) => (
        <>
          {renderProps.isPending && (
            <span
              className="size-4 animate-spin rounded-full border-2 border-current border-r-transparent"
              aria-hidden="true"
            />
          )}
          {typeof children === 'function' ? children(renderProps) : children}
        </>
      )}
    </AriaButton>
  );
}
