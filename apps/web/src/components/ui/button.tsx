import { Button as AriaButton, type ButtonProps as AriaButtonProps } from 'react-aria-components';
import { buttonClasses, type ButtonVariant } from './button-classes.ts';

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
