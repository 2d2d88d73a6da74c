import type { RichTextBlock } from '@larder/contract';
import { Button } from '../../../components/ui/button.tsx';
import { Checkbox } from '../../../components/ui/checkbox.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { emptyValueOf, groupValueOf, type Field } from '../schema-form.ts';
import { ItemControls, moved } from './list-controls.tsx';
import { RichTextEditor } from './rich-text-editor.tsx';

/** Field messages from the server, keyed by dotted path ('properties.hero.heading'). */
export type FieldErrors = Readonly<Record<string, string>>;

interface FieldsProps {
  fields: readonly Field[];
  value: Record<string, unknown>;
  onChange: (value: Record<string, unknown>) => void;
  /** The dotted path of `value` in the server's field messages. */
  path: string;
  errors: FieldErrors;
}

function errorUnder(errors: FieldErrors, path: string): string | undefined {
  if (errors[path]) return errors[path];
  const nested = Object.keys(errors).find((key) => key.startsWith(`${path}.`));
  return nested ? `${nested.slice(path.length + 1)}: ${errors[nested]}` : undefined;
}

function ListField({
  field,
  value,
  onChange,
  path,
  errors,
}: {
  field: Extract<Field, { kind: 'list' }>;
  value: unknown;
  onChange: (value: unknown) => void;
  path: string;
  errors: FieldErrors;
}) {
  const items = Array.isArray(value) ? (value as Record<string, unknown>[]) : [];
  const full = field.maxItems !== undefined && items.length >= field.maxItems;
  const noun = field.label.replace(/s$/, '');
  return (
    <fieldset className="flex flex-col gap-3 rounded-xl border border-stone-200 p-4">
      <legend className="px-1 text-sm font-semibold text-stone-800">{field.label}</legend>
      {items.length === 0 && <p className="text-sm text-stone-600">None yet.</p>}
      <ol className="flex flex-col gap-3">
        {items.map((item, index) => (
          <li key={index} className="flex flex-col gap-3 rounded-lg bg-stone-50 p-3">
            <Fields
              fields={field.item}
              value={item}
              onChange={(next) => onChange(items.map((old, i) => (i === index ? next : old)))}
              path={`${path}.${index}`}
              errors={errors}
            />
            <ItemControls
              index={index}
              count={items.length}
              noun={noun}
              onMove={(by) => onChange(moved(items, index, by))}
              onRemove={() => onChange(items.filter((_, i) => i !== index))}
            />
          </li>
        ))}
      </ol>
      <div>
        <Button
          variant="secondary"
          isDisabled={full}
          onPress={() => onChange([...items, groupValueOf(field.item)])}
        >
          Add {noun.toLowerCase()}
        </Button>
      </div>
    </fieldset>
  );
}

function OneField({
  field,
  value,
  onChange,
  path,
  errors,
}: {
  field: Field;
  value: unknown;
  onChange: (value: unknown) => void;
  path: string;
  errors: FieldErrors;
}) {
  switch (field.kind) {
    case 'text':
      return (
        <TextField
          label={field.label}
          value={typeof value === 'string' ? value : ''}
          onChange={(text) => onChange(field.nullable && text === '' ? null : text)}
          multiline={field.multiline}
          maxLength={field.maxLength}
          isRequired={field.required}
          errorMessage={errors[path]}
          description={field.nullable ? 'Leave empty for none.' : undefined}
        />
      );
    case 'boolean':
      return (
        <Checkbox isSelected={value === true} onChange={onChange}>
          {field.label}
        </Checkbox>
      );
    case 'strings':
      return (
        <TextField
          label={field.label}
          description={`One per line${field.maxItems ? `, at most ${field.maxItems}` : ''}.`}
          multiline
          value={Array.isArray(value) ? value.join('\n') : ''}
          onChange={(text) =>
            onChange(text.split('\n').filter((line, i, all) => line !== '' || i === all.length - 1))
          }
          errorMessage={errorUnder(errors, path)}
        />
      );
    case 'richText':
      return (
        <RichTextEditor
          label={field.label}
          blocks={Array.isArray(value) ? (value as RichTextBlock[]) : []}
          onChange={onChange}
          error={errorUnder(errors, path)}
        />
      );
    case 'group':
      return (
        <fieldset className="flex flex-col gap-3 rounded-xl border border-stone-200 p-4">
          <legend className="px-1 text-sm font-semibold text-stone-800">{field.label}</legend>
          <Fields
            fields={field.fields}
            value={(value ?? {}) as Record<string, unknown>}
            onChange={onChange}
            path={path}
            errors={errors}
          />
        </fieldset>
      );
    case 'optionalGroup':
      return (
        <fieldset className="flex flex-col gap-3 rounded-xl border border-stone-200 p-4">
          <legend className="px-1 text-sm font-semibold text-stone-800">{field.label}</legend>
          <Checkbox
            isSelected={value !== null && value !== undefined}
            onChange={(on) => onChange(on ? groupValueOf(field.fields) : null)}
          >
            Include {field.label.toLowerCase()}
          </Checkbox>
          {value !== null && value !== undefined && (
            <Fields
              fields={field.fields}
              value={value as Record<string, unknown>}
              onChange={onChange}
              path={path}
              errors={errors}
            />
          )}
        </fieldset>
      );
    case 'list':
      return <ListField field={field} value={value} onChange={onChange} path={path} errors={errors} />;
    case 'json':
      return (
        <TextField
          label={`${field.label} (JSON)`}
          multiline
          defaultValue={JSON.stringify(value ?? emptyValueOf(field))}
          onChange={(text) => {
            try {
              onChange(JSON.parse(text));
            } catch {
              // Kept as it was until the text is valid JSON again.
            }
          }}
          errorMessage={errorUnder(errors, path)}
        />
      );
  }
}

/** Form fields generated from a schema's fields: every property of `value`, each edited by its kind. */
export function Fields({ fields, value, onChange, path, errors }: FieldsProps) {
  return (
    <>
      {fields.map((field) => (
        <div key={field.key} data-field={field.key} className="flex flex-col">
          <OneField
            field={field}
            value={value[field.key]}
            onChange={(next) => onChange({ ...value, [field.key]: next })}
            path={`${path}.${field.key}`}
            errors={errors}
          />
        </div>
      ))}
    </>
  );
}
