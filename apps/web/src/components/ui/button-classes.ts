/** How a button looks. */
export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger' | 'inverse';

// Native pseudo-classes, so plain buttons and links look the same as React Aria buttons.
const base =
  'inline-flex min-h-11 cursor-pointer items-center justify-center gap-2 rounded-lg px-4 text-base font-semibold ' +
  'transition-colors outline-none focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:ring-offset-2 ' +
  'disabled:cursor-not-allowed disabled:opacity-50 data-disabled:cursor-not-allowed data-disabled:opacity-50 ' +
  'data-pending:cursor-wait';

const variants: Record<ButtonVariant, string> = {
  primary: 'bg-brand-700 text-white hover:bg-brand-800 active:bg-brand-900',
  secondary: 'border border-stone-300 bg-white text-stone-900 hover:bg-stone-100 active:bg-stone-200',
  ghost: 'text-brand-800 hover:bg-brand-50 active:bg-brand-100',
  danger: 'bg-red-700 text-white hover:bg-red-800 active:bg-red-900',
  inverse:
    'border border-white/40 text-white hover:bg-white/10 active:bg-white/20 focus-visible:ring-white focus-visible:ring-offset-brand-800',
};

/** Classes of a button of the given variant, for links and plain buttons that look like buttons. */
export function buttonClasses(variant: ButtonVariant = 'primary', extra = ''): string {
  return `${base} ${variants[variant]} ${extra}`;
}
