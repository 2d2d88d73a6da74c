import { EMBEDDED_PLACEMENTS, ORGANIZATION_TYPES, type Campaign } from '@larder/contract';
import { useState, type FormEvent } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Checkbox } from '../../../components/ui/checkbox.tsx';
import { FormSection } from '../../../components/ui/form-section.tsx';
import { Link } from '../../../components/ui/link.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { ApiError, errorMessageOf } from '../../../lib/api-error.ts';
import { usePublishCampaign, useSaveCampaign } from '../api/campaigns.ts';
import { campaignInputOf, type CampaignFormState } from './campaign-form-state.ts';
import { EmbeddedPreview, InAppPreview } from './campaign-preview.tsx';

/** Props of CampaignForm. */
export interface CampaignFormProps {
  campaign: Campaign | null;
  initial: CampaignFormState;
  backHref: string;
  /** Called after a save; `published` when it was also published. */
  onSaved: (campaign: Campaign, published: boolean) => void;
  /** What the last save did, kept by the page across the form's remount on a new id. */
  notice: string | null;
}

const REGIONS = ['northeast', 'southeast', 'midwest', 'west'] as const;
const POSITIONS = ['Center', 'TopRight', 'BottomRight', 'Full'] as const;

function toggle(list: string[], value: string, on: boolean): string[] {
  return on ? [...new Set([...list, value])] : list.filter((v) => v !== value);
}

/** Authors an in-app or embedded message: content, display, trigger, schedule, targeting, live preview. */
export function CampaignForm({ campaign, initial, backHref, onSaved, notice }: CampaignFormProps) {
  const [state, setState] = useState(initial);
  const save = useSaveCampaign();
  const publish = usePublishCampaign();
  const set =
    <K extends keyof CampaignFormState>(key: K) =>
    (value: CampaignFormState[K]) =>
      setState((s) => ({ ...s, [key]: value }));
  const error = save.error ?? publish.error;
  const fields = error instanceof ApiError ? error.fields : {};
  const isLive = campaign?.status === 'live';

  async function submit(event: FormEvent) {
    event.preventDefault();
    try {
      onSaved(await save.mutateAsync({ id: campaign?.id ?? null, input: campaignInputOf(state) }), false);
    } catch {
      // The alert above shows what went wrong.
    }
  }
  async function saveAndPublish() {
    const saved = await save.mutateAsync({ id: campaign?.id ?? null, input: campaignInputOf(state) });
    onSaved(await publish.mutateAsync(saved.id), true);
  }

  return (
    <form onSubmit={submit} aria-label="Message" className="flex flex-col gap-6">
      <div className="flex flex-wrap items-center gap-3">
        <Link href={backHref}>All messages</Link>
        {campaign && <Badge tone={isLive ? 'positive' : 'neutral'}>{isLive ? 'Live' : 'Draft'}</Badge>}
        {campaign && (
          <span className="text-sm text-stone-600">Reaches {campaign.audienceSize} customers now</span>
        )}
      </div>
      {error && (
        <Alert tone="error" title="The message was not saved." announce>
          {errorMessageOf(error)}
          {Object.keys(fields).length > 1 && (
            <ul className="mt-1 list-disc pl-5 text-sm">
              {Object.entries(fields).map(([field, message]) => (
                <li key={field}>
                  {field}: {message}
                </li>
              ))}
            </ul>
          )}
        </Alert>
      )}
      {notice && !error && !save.isPending && (
        <Alert tone="success" announce>
          {notice}
        </Alert>
      )}
      <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
        <div className="flex flex-col gap-6 rounded-2xl border border-stone-200 bg-white p-5 shadow-sm">
          <FormSection title="Message">
            <Select
              label="Kind"
              value={state.kind}
              onChange={(v) => set('kind')(v as CampaignFormState['kind'])}
              options={[
                { id: 'inApp', label: 'In-app message (a window over the page)' },
                { id: 'embedded', label: 'Embedded message (a card in a page)' },
              ]}
            />
            <TextField
              label="Name (staff only)"
              value={state.name}
              onChange={set('name')}
              isRequired
              maxLength={120}
              errorMessage={fields.name}
            />
            <TextField
              label="Priority"
              description="Lower shows first."
              value={state.priorityLevel}
              onChange={set('priorityLevel')}
              inputMode="decimal"
              errorMessage={fields.priorityLevel}
            />
          </FormSection>
          {state.kind === 'inApp' ? (
            <>
              <FormSection title="Content and display">
                <TextField
                  label="HTML"
                  multiline
                  value={state.html}
                  onChange={set('html')}
                  isRequired
                  errorMessage={fields['content.html']}
                />
                <Select
                  label="Placement"
                  value={state.position}
                  onChange={(v) => set('position')(v as CampaignFormState['position'])}
                  options={POSITIONS.map((p) => ({ id: p, label: p }))}
                />
                <Checkbox isSelected={state.overlay} onChange={set('overlay')}>
                  Dim the page behind the message
                </Checkbox>
                {state.overlay && (
                  <TextField
                    label="Overlay opacity (0 to 1)"
                    value={state.overlayAlpha}
                    onChange={set('overlayAlpha')}
                    inputMode="decimal"
                    errorMessage={fields['content.inAppDisplaySettings.bgColor.alpha']}
                  />
                )}
                <Checkbox isSelected={state.closeButton} onChange={set('closeButton')}>
                  Close button
                </Checkbox>
                {state.closeButton && (
                  <div className="grid gap-4 sm:grid-cols-2">
                    <Select
                      label="Close button position"
                      value={state.closePosition}
                      onChange={(v) => set('closePosition')(v as CampaignFormState['closePosition'])}
                      options={[
                        { id: 'top-right', label: 'Top right' },
                        { id: 'top-left', label: 'Top left' },
                      ]}
                    />
                    <TextField
                      label="Size (px)"
                      value={state.closeSize}
                      onChange={set('closeSize')}
                      inputMode="numeric"
                      errorMessage={fields['content.closeButton.size']}
                    />
                    <TextField
                      label="Image URL (optional)"
                      value={state.closeIcon}
                      onChange={set('closeIcon')}
                      errorMessage={fields['content.closeButton.iconPath']}
                    />
                    <TextField
                      label="Top offset (e.g. 4% or 12px)"
                      value={state.closeTopOffset}
                      onChange={set('closeTopOffset')}
                      errorMessage={fields['content.closeButton.topOffset']}
                    />
                    <TextField
                      label="Side offset (e.g. 4% or 12px)"
                      value={state.closeSideOffset}
                      onChange={set('closeSideOffset')}
                      errorMessage={fields['content.closeButton.sideOffset']}
                    />
                  </div>
                )}
                <Checkbox isSelected={state.saveToInbox} onChange={set('saveToInbox')}>
                  Save to inbox
                </Checkbox>
              </FormSection>
              <FormSection title="Trigger">
                <Select
                  label="Show it"
                  value={state.trigger}
                  onChange={(v) => set('trigger')(v as CampaignFormState['trigger'])}
                  options={[
                    { id: 'immediate', label: 'At once' },
                    { id: 'purchase', label: 'After a purchase' },
                    { id: 'abandonedCart', label: 'When a cart is left untouched' },
                  ]}
                />
                {state.trigger === 'abandonedCart' && (
                  <TextField
                    label="Hours untouched"
                    value={state.delayHours}
                    onChange={set('delayHours')}
                    inputMode="numeric"
                    errorMessage={fields['trigger.delayHours']}
                  />
                )}
              </FormSection>
            </>
          ) : (
            <FormSection title="Content">
              <Select
                label="Placement"
                value={state.placementId}
                onChange={set('placementId')}
                options={EMBEDDED_PLACEMENTS.map((p) => ({
                  id: String(p.placementId),
                  label: `${p.name} (${p.placementId})`,
                }))}
              />
              <TextField
                label="Title"
                value={state.title}
                onChange={set('title')}
                maxLength={200}
                errorMessage={fields['elements.title']}
              />
              <TextField
                label="Body"
                multiline
                value={state.body}
                onChange={set('body')}
                maxLength={2000}
                errorMessage={fields['elements.body']}
              />
              <TextField
                label="Media URL"
                value={state.mediaUrl}
                onChange={set('mediaUrl')}
                errorMessage={fields['elements.mediaUrl']}
              />
              <div className="grid gap-4 sm:grid-cols-2">
                <TextField
                  label="Button text"
                  value={state.buttonTitle}
                  onChange={set('buttonTitle')}
                  maxLength={100}
                />
                <TextField label="Button link" value={state.buttonUrl} onChange={set('buttonUrl')} />
              </div>
              <TextField
                label="Default action link (the whole card)"
                value={state.defaultUrl}
                onChange={set('defaultUrl')}
              />
            </FormSection>
          )}
          <FormSection title="Schedule" description="Leave empty to start now and never expire.">
            <div className="grid gap-4 sm:grid-cols-2">
              <TextField
                label="Start"
                type="datetime-local"
                value={state.startsAt}
                onChange={set('startsAt')}
                errorMessage={fields.startsAt}
              />
              <TextField
                label="Expiry"
                type="datetime-local"
                value={state.expiresAt}
                onChange={set('expiresAt')}
                errorMessage={fields.expiresAt}
              />
            </div>
          </FormSection>
          <FormSection title="Audience" description="Customers whose organization matches every choice made.">
            <Checkbox isSelected={state.all} onChange={set('all')}>
              All customers
            </Checkbox>
            {!state.all && (
              <>
                <div role="group" aria-label="Organization types" className="flex flex-wrap gap-x-6">
                  {ORGANIZATION_TYPES.map((type) => (
                    <Checkbox
                      key={type}
                      isSelected={state.organizationTypes.includes(type)}
                      onChange={(on) => set('organizationTypes')(toggle(state.organizationTypes, type, on))}
                    >
                      {type}
                    </Checkbox>
                  ))}
                </div>
                <div role="group" aria-label="Regions" className="flex flex-wrap gap-x-6">
                  {REGIONS.map((region) => (
                    <Checkbox
                      key={region}
                      isSelected={state.regions.includes(region)}
                      onChange={(on) => set('regions')(toggle(state.regions, region, on))}
                    >
                      {region}
                    </Checkbox>
                  ))}
                </div>
                <TextField
                  label="Organization ids (comma-separated)"
                  value={state.organizationIds}
                  onChange={set('organizationIds')}
                  errorMessage={fields.targeting}
                />
              </>
            )}
          </FormSection>
          <div className="flex flex-wrap gap-3">
            <Button type="submit" isPending={save.isPending && !publish.isPending}>
              {campaign ? 'Save changes' : 'Save draft'}
            </Button>
            <Button
              variant="secondary"
              onPress={() => void saveAndPublish().catch(() => undefined)}
              isPending={publish.isPending}
            >
              {isLive ? 'Save and keep live' : 'Save and publish'}
            </Button>
          </div>
        </div>
        <section aria-label="Preview" className="flex flex-col gap-3 lg:sticky lg:top-4 lg:self-start">
          <h2 className="text-lg font-bold text-stone-900">Preview</h2>
          {state.kind === 'inApp' ? <InAppPreview state={state} /> : <EmbeddedPreview state={state} />}
        </section>
      </div>
    </form>
  );
}
