import type { ReactNode } from 'react';
import {
  Input,
  TextArea,
  TextField as AriaTextField,
  type TextFieldProps as AriaTextFieldProps,
} from 'react-aria-components';
import { controlClasses, FieldHelp, FieldLabel } from './field-parts.tsx';

/** Props of TextField. */
export interface TextFieldProps extends Omit<AriaTextFieldProps, 'className' | 'isInvalid' | 'children'> {
  label: ReactNode;
  description?: ReactNode;
  /** The message to show under the field; the field is invalid while it is set. */
  errorMessage?: string;
  placeholder?: string;
  /** A multi-line text area instead of a one-line input. */
  multiline?: boolean;
  /** The latest value a date input's picker offers (`type="date"`), e.g. today. */
  max?: string;
  className?: string;
}

/** A labelled text input with help text and an error message under it. */
export function TextField({
  label,
  description,
  errorMessage,
  placeholder,
  multiline = false,
  className = '',
  max,
  ...props
}: TextFieldProps) {
  return (
    <AriaTextField
      {...props}
      isInvalid={Boolean(errorMessage)}
      validationBehavior="aria"
      className={`flex flex-col gap-1.5 ${className}`}
    >
      <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel>
      {multiline ? (
        <TextArea placeholder={placeholder} rows={3} className={`${controlClasses} py-2.5`} />
      ) : (
        <Input placeholder={placeholder} max={max} className={controlClasses} />
      )}
      <FieldHelp description={description} errorMessage={errorMessage} />
    </AriaTextField>
  );
}
