import { STAFF_FEATURE_FLAGS, type StaffSettingsBlock } from '@larder/contract';
import { Checkbox } from '../../../components/ui/checkbox.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { BlockEditor } from './block-editor.tsx';

function flagName(key: string): string {
  return STAFF_FEATURE_FLAGS.find((flag) => flag.key === key)?.name ?? key;
}

/** Global settings: the store name and the feature flags, toggled, with draft, preview and publish. */
export function SettingsEditor() {
  return (
    <BlockEditor<'settings'>
      blockKey="settings"
      title="Settings and feature flags"
      description="Site-wide switches. A flag that is off, or not set, turns its feature off for every buyer."
      renderFields={(value, onChange, errors) => (
        <>
          <TextField
            label="Store name"
            value={value.storeName}
            maxLength={80}
            isRequired
            onChange={(storeName) => onChange({ ...value, storeName })}
            errorMessage={errors.storeName}
          />
          <fieldset className="flex flex-col gap-1 rounded-xl border border-stone-200 p-4">
            <legend className="px-1 text-sm font-semibold text-stone-800">Feature flags</legend>
            {STAFF_FEATURE_FLAGS.map((flag) => (
              <Checkbox
                key={flag.key}
                isSelected={value.featureFlags[flag.key] === true}
                onChange={(on) =>
                  onChange({ ...value, featureFlags: { ...value.featureFlags, [flag.key]: on } })
                }
                description={`${flag.description} (${flag.key})`}
              >
                {flag.name}
              </Checkbox>
            ))}
          </fieldset>
        </>
      )}
      renderPreview={(draft: StaffSettingsBlock) => (
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
          <dt className="font-semibold">Store name</dt>
          <dd>{draft.storeName}</dd>
          {Object.entries(draft.featureFlags).map(([key, on]) => (
            <div key={key} className="contents">
              <dt className="font-semibold">{flagName(key)}</dt>
              <dd>{on ? 'On' : 'Off'}</dd>
            </div>
          ))}
        </dl>
      )}
    />
  );
}
