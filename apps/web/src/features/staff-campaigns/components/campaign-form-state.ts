import type { Campaign, CampaignInput, CampaignTargeting } from '@larder/contract';

/** The author form's fields, as the inputs hold them (text for numbers and dates). */
export interface CampaignFormState {
  kind: 'inApp' | 'embedded';
  name: string;
  priorityLevel: string;
  /** datetime-local values (the author's local time), empty for none. */
  startsAt: string;
  expiresAt: string;
  html: string;
  position: 'Center' | 'TopRight' | 'BottomRight' | 'Full';
  overlay: boolean;
  overlayAlpha: string;
  closeButton: boolean;
  closePosition: 'top-left' | 'top-right';
  closeIcon: string;
  closeSize: string;
  closeTopOffset: string;
  closeSideOffset: string;
  saveToInbox: boolean;
  trigger: 'immediate' | 'purchase' | 'abandonedCart';
  delayHours: string;
  placementId: string;
  title: string;
  body: string;
  mediaUrl: string;
  buttonTitle: string;
  buttonUrl: string;
  defaultUrl: string;
  all: boolean;
  organizationTypes: string[];
  regions: string[];
  organizationIds: string;
}

/** A new message's form: a TopRight in-app message for all customers, shown at once. */
export const NEW_CAMPAIGN_FORM: CampaignFormState = {
  kind: 'inApp',
  name: '',
  priorityLevel: '300.5',
  startsAt: '',
  expiresAt: '',
  html: '<div style="font-family:system-ui,sans-serif;padding:16px">\n  <p>Your message</p>\n</div>',
  position: 'TopRight',
  overlay: false,
  overlayAlpha: '0.5',
  closeButton: true,
  closePosition: 'top-right',
  closeIcon: '',
  closeSize: '24',
  closeTopOffset: '',
  closeSideOffset: '',
  saveToInbox: false,
  trigger: 'immediate',
  delayHours: '24',
  placementId: '101',
  title: '',
  body: '',
  mediaUrl: '',
  buttonTitle: '',
  buttonUrl: '',
  defaultUrl: '',
  all: true,
  organizationTypes: [],
  regions: [],
  organizationIds: '',
};

function localInput(iso: string | null): string {
  if (!iso) return '';
  const date = new Date(iso);
  const local = new Date(date.getTime() - date.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 16);
}

function isoOf(local: string): string | null {
  return local ? new Date(local).toISOString() : null;
}

/** The form filled from a stored campaign. */
export function formStateOf(campaign: Campaign): CampaignFormState {
  const common = {
    ...NEW_CAMPAIGN_FORM,
    kind: campaign.kind,
    name: campaign.name,
    priorityLevel: String(campaign.priorityLevel),
    startsAt: localInput(campaign.startsAt),
    expiresAt: localInput(campaign.expiresAt),
    all: campaign.targeting.all === true,
    organizationTypes: [...(campaign.targeting.organizationTypes ?? [])],
    regions: [...(campaign.targeting.regions ?? [])],
    organizationIds: (campaign.targeting.organizationIds ?? []).join(', '),
  };
  if (campaign.kind === 'embedded') {
    const button = campaign.elements.buttons?.[0];
    return {
      ...common,
      placementId: String(campaign.placementId),
      title: campaign.elements.title ?? '',
      body: campaign.elements.body ?? '',
      mediaUrl: campaign.elements.mediaUrl ?? '',
      buttonTitle: button?.title ?? '',
      buttonUrl: button?.action?.data ?? '',
      defaultUrl: campaign.elements.defaultAction?.data ?? '',
    };
  }
  const { content, trigger } = campaign;
  const close = content.closeButton;
  return {
    ...common,
    html: content.html,
    position: content.webInAppDisplaySettings.position,
    overlay: content.inAppDisplaySettings?.bgColor !== undefined,
    overlayAlpha: String(content.inAppDisplaySettings?.bgColor?.alpha ?? 0.5),
    closeButton: close !== undefined,
    closePosition: close?.position ?? 'top-right',
    closeIcon: close?.iconPath ?? '',
    closeSize: String(close?.size ?? 24),
    closeTopOffset: close?.topOffset ?? '',
    closeSideOffset: close?.sideOffset ?? '',
    saveToInbox: campaign.saveToInbox,
    trigger: trigger.type === 'immediate' ? 'immediate' : trigger.eventName,
    delayHours: String(trigger.type === 'event' ? (trigger.delayHours ?? 24) : 24),
  };
}

function targetingOf(state: CampaignFormState): CampaignTargeting {
  if (state.all) return { all: true };
  const ids = state.organizationIds
    .split(/[\s,]+/)
    .map((id) => id.trim())
    .filter(Boolean);
  return {
    ...(state.organizationTypes.length > 0 && {
      organizationTypes: state.organizationTypes as NonNullable<CampaignTargeting['organizationTypes']>,
    }),
    ...(state.regions.length > 0 && { regions: state.regions as NonNullable<CampaignTargeting['regions']> }),
    ...(ids.length > 0 && { organizationIds: ids }),
  };
}

const action = (url: string) => ({ type: 'openUrl', data: url });

/** The request body the form stands for; the server checks it and names any field at fault. */
export function campaignInputOf(state: CampaignFormState): CampaignInput {
  const common = {
    name: state.name,
    priorityLevel: Number(state.priorityLevel),
    startsAt: isoOf(state.startsAt),
    expiresAt: isoOf(state.expiresAt),
    targeting: targetingOf(state),
  };
  if (state.kind === 'embedded') {
    return {
      kind: 'embedded',
      ...common,
      placementId: Number(state.placementId),
      elements: {
        ...(state.title && { title: state.title }),
        ...(state.body && { body: state.body }),
        ...(state.mediaUrl && { mediaUrl: state.mediaUrl }),
        ...(state.buttonTitle && {
          buttons: [
            {
              id: 'button-1',
              title: state.buttonTitle,
              ...(state.buttonUrl && { action: action(state.buttonUrl) }),
            },
          ],
        }),
        ...(state.defaultUrl && { defaultAction: action(state.defaultUrl) }),
      },
    };
  }
  return {
    kind: 'inApp',
    ...common,
    content: {
      html: state.html,
      webInAppDisplaySettings: { position: state.position },
      inAppDisplaySettings: {
        shouldAnimate: true,
        ...(state.overlay && { bgColor: { alpha: Number(state.overlayAlpha), hex: '#000000' } }),
      },
      ...(state.closeButton && {
        closeButton: {
          position: state.closePosition,
          ...(state.closeIcon && { iconPath: state.closeIcon }),
          ...(state.closeSize && { size: Number(state.closeSize) }),
          ...(state.closeTopOffset && { topOffset: state.closeTopOffset }),
          ...(state.closeSideOffset && { sideOffset: state.closeSideOffset }),
        },
      }),
    },
    saveToInbox: state.saveToInbox,
    trigger:
      state.trigger === 'immediate'
        ? { type: 'immediate' }
        : {
            type: 'event',
            eventName: state.trigger,
            ...(state.trigger === 'abandonedCart' && { delayHours: Number(state.delayHours) }),
          },
  };
}

/** Who a targeting reaches, in words. */
export function targetingSummary(targeting: CampaignTargeting): string {
  if (targeting.all) return 'All customers';
  const parts = [
    targeting.organizationTypes?.length ? targeting.organizationTypes.join(' or ') : null,
    targeting.regions?.length ? `in ${targeting.regions.join(' or ')}` : null,
    targeting.organizationIds?.length ? `organizations ${targeting.organizationIds.join(', ')}` : null,
  ].filter(Boolean);
  return parts.join(', ') || 'Nobody';
}
