import { TextField } from '../../../components/ui/text-field.tsx';
import { useAutoSave, type SaveStatus } from '../use-auto-save.ts';

/** Props of AutoSaveTextField. */
export interface AutoSaveTextFieldProps {
  label: string;
  /** The value the server holds. */
  value: string;
  /** Sends a new value; settles when the server has answered. */
  onSave: (value: string) => Promise<unknown>;
  description?: string;
  placeholder?: string;
  multiline?: boolean;
  maxLength?: number;
  className?: string;
}

const statusText: Record<SaveStatus, string> = {
  idle: '',
  saving: 'Saving…',
  saved: 'Saved',
  failed: 'Not saved',
};

/** A text field that saves itself a moment after the buyer stops typing, and at once when they leave it. */
export function AutoSaveTextField({
  label,
  value,
  onSave,
  description,
  placeholder,
  multiline = false,
  maxLength,
  className = '',
}: AutoSaveTextFieldProps) {
  const field = useAutoSave({ serverValue: value, save: onSave });
  const status = statusText[field.status];
  return (
    <div className={`relative ${className}`}>
      <TextField
        label={label}
        value={field.value}
        onChange={(next) => field.change(next)}
        onBlur={field.flush}
        description={description}
        placeholder={placeholder}
        multiline={multiline}
        maxLength={maxLength}
      />
      <p aria-live="polite" className="absolute top-0 right-0 text-xs font-medium text-stone-500">
        {status}
      </p>
    </div>
  );
}
