import type { OrderGuideListItem } from '@larder/contract';
import { MenuTrigger, Button as AriaButton } from 'react-aria-components';
import { Menu, MenuItem } from '../../../components/ui/menu.tsx';
import { Link } from '../../../components/ui/link.tsx';
import { guideDetailUrl } from '../api/guide-keys.ts';
import { prefetchGuide } from '../prefetch-guide.ts';
import { useQueryClient } from '@tanstack/react-query';
import { Badge } from '../../../components/ui/badge.tsx';
import { zonedDate } from '../../../lib/date-time.ts';
import { userTimeZone } from '../../../lib/user-time-zone.ts';

/** What the buyer picked in a guide's action menu. */
export type GuideCardChoice =
  'makeDefault' | 'hide' | 'unhide' | 'duplicate' | 'share' | 'transfer' | 'delete';

/** Props of GuideCard. */
export interface GuideCardProps {
  guide: OrderGuideListItem;
  /** An action on this guide is under way. */
  isActive: boolean;
  onChoose: (guide: OrderGuideListItem, choice: GuideCardChoice) => void;
}

function dateText(iso: string | null): string {
  if (!iso) return 'Not opened yet';
  return `Opened ${zonedDate(iso, userTimeZone())}`;
}

/** One guide in the list: its name, badges and counts, and the actions its permissions allow. */
export function GuideCard({ guide, isActive, onChoose }: GuideCardProps) {
  const queryClient = useQueryClient();
  const p = guide.permissions;
  const choices: { id: GuideCardChoice; label: string; show: boolean }[] = [
    { id: 'makeDefault', label: 'Make default', show: !guide.isDefault },
    { id: 'hide', label: 'Hide', show: !guide.isHidden },
    { id: 'unhide', label: 'Unhide', show: guide.isHidden },
    { id: 'duplicate', label: 'Duplicate', show: p.canCopy },
    { id: 'share', label: 'Share…', show: p.canShare },
    { id: 'transfer', label: 'Transfer ownership…', show: p.canTransfer },
    { id: 'delete', label: 'Delete…', show: p.canDelete },
  ];
  return (
    <li
      aria-busy={isActive}
      data-guide-id={guide.id}
      className={`flex items-center gap-3 rounded-xl border bg-white p-4 transition-opacity ${guide.isHidden ? 'border-dashed border-stone-300' : 'border-stone-200'} ${isActive ? 'opacity-60' : ''}`}
    >
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-2">
          <Link
            href={guideDetailUrl(guide.id)}
            onMouseEnter={() => prefetchGuide(queryClient, guide.id)}
            onFocus={() => prefetchGuide(queryClient, guide.id)}
            appearance="plain"
            className="text-lg font-bold text-stone-900 hover:text-brand-800 hover:underline"
          >
            {guide.name}
          </Link>
          {guide.isDefault && <Badge tone="brand">Default</Badge>}
          {guide.isHidden && <Badge>Hidden</Badge>}
          {guide.kind === 'purchaseHistory' && <Badge tone="caution">Purchase history</Badge>}
          {guide.isSharedWithMe && <Badge tone="accent">{`Shared by ${guide.organizationName}`}</Badge>}
        </div>
        <p className="mt-1 text-sm text-stone-600">
          {guide.itemCount.toLocaleString('en-US')} {guide.itemCount === 1 ? 'item' : 'items'} ·{' '}
          {dateText(guide.lastViewedDate)}
          {guide.isCreatedByMe ? ' · created by you' : ` · created by ${guide.createdBy.name}`}
          {guide.sharedWith.length > 0 &&
            ` · shared with ${guide.sharedWith.map((s) => s.organizationName).join(', ')}`}
        </p>
      </div>
      {isActive && (
        <span
          className="size-5 animate-spin rounded-full border-2 border-brand-700 border-r-transparent"
          role="status"
          aria-label="Working…"
        />
      )}
      <MenuTrigger>
        <AriaButton
          aria-label={`Actions for ${guide.name}`}
          isDisabled={isActive}
          className="flex min-h-11 cursor-pointer items-center rounded-lg border border-stone-300 px-3 font-semibold text-stone-800 outline-none hover:bg-stone-100 data-disabled:opacity-50 data-focus-visible:ring-2 data-focus-visible:ring-brand-500"
        >
          Actions
        </AriaButton>
        <Menu onAction={(key) => onChoose(guide, key as GuideCardChoice)}>
          {choices
            .filter((c) => c.show)
            .map((c) => (
              <MenuItem key={c.id} id={c.id}>
                {c.label}
              </MenuItem>
            ))}
        </Menu>
      </MenuTrigger>
    </li>
  );
}
