import { Link as AriaLink, type LinkProps as AriaLinkProps } from 'react-aria-components';
import { buttonClasses, type ButtonVariant } from './button.tsx';

/** Props of Link. */
export interface LinkProps extends Omit<AriaLinkProps, 'className'> {
  /** Draw the link as a button of this variant instead of underlined text. */
  appearance?: ButtonVariant | 'text';
  className?: string;
}

const textClasses =
  'rounded font-semibold text-brand-700 underline decoration-brand-300 underline-offset-4 outline-none ' +
  'data-hovered:text-brand-900 data-hovered:decoration-brand-700 data-focus-visible:ring-2 data-focus-visible:ring-brand-500';

/** A link that navigates within the app (via the router) or to another page. */
export function Link({ appearance = 'text', className = '', ...props }: LinkProps) {
  const classes =
    appearance === 'text' ? `${textClasses} ${className}` : buttonClasses(appearance, className);
  return <AriaLink {...props} className={classes} />;
}
