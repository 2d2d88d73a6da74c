import type { AnchorHTMLAttributes } from 'react';
import { Link as RouterLink } from 'react-router';
import { buttonClasses, type ButtonVariant } from './button-classes.ts';

/** Props of Link. */
export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  href: string;
  /** Draw the link as a button of this variant, as underlined text, or with only the given classes. */
  appearance?: ButtonVariant | 'text' | 'plain';
}

/** Classes of an underlined text link. */
export const textLinkClasses =
  'rounded font-semibold text-brand-700 underline decoration-brand-300 underline-offset-4 outline-none ' +
  'hover:text-brand-900 hover:decoration-brand-700 focus-visible:ring-2 focus-visible:ring-brand-500';

/** Whether a link leaves the single-page app (another site, mail, phone, a file download). */
export function isExternalHref(href: string): boolean {
  return !href.startsWith('/') || href.startsWith('//');
}

/** A link: in-app paths navigate through the router (and its guard); anything else is a plain link. */
export function Link({ href, appearance = 'text', className = '', ...props }: LinkProps) {
  const classes =
    appearance === 'plain'
      ? className
      : appearance === 'text'
        ? `${textLinkClasses} ${className}`
        : buttonClasses(appearance, className);
  if (isExternalHref(href)) return <a href={href} className={classes} {...props} />;
  return <RouterLink to={href} className={classes} {...props} />;
}
