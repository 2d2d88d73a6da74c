import type { Campaign } from '@larder/contract';
import { EMBEDDED_PLACEMENTS } from '@larder/contract';
import { Alert } from '../../../components/ui/alert.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { buttonClasses } from '../../../components/ui/button-classes.ts';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { MailIcon } from '../../../components/ui/icons.tsx';
import { Link } from '../../../components/ui/link.tsx';
import { Pager } from '../../../components/ui/pager.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { errorMessageOf } from '../../../lib/api-error.ts';
import { useCampaigns } from '../api/campaigns.ts';
import { targetingSummary } from './campaign-form-state.ts';

/** Props of CampaignList. */
export interface CampaignListProps {
  page: number;
  onPage: (page: number) => void;
  campaignHref: (id: number | 'new') => string;
}

function whereShown(campaign: Campaign): string {
  if (campaign.kind === 'embedded') {
    const placement = EMBEDDED_PLACEMENTS.find((p) => p.placementId === campaign.placementId);
    return `Embedded · ${placement?.name ?? `placement ${campaign.placementId}`}`;
  }
  const trigger =
    campaign.trigger.type === 'immediate'
      ? 'at once'
      : campaign.trigger.eventName === 'purchase'
        ? 'after a purchase'
        : `after a cart is left ${campaign.trigger.delayHours ?? 24} h`;
  return `In-app · ${campaign.content.webInAppDisplaySettings.position} · ${trigger}`;
}

/** Every campaign, newest first: its kind, where it shows, who it reaches and whether it is live. */
export function CampaignList({ page, onPage, campaignHref }: CampaignListProps) {
  const { data, error, isPending } = useCampaigns(page);
  return (
    <div className="flex flex-col gap-5">
      <div>
        <a href={campaignHref('new')} className={buttonClasses('primary')}>
          New message
        </a>
      </div>
      {isPending ? (
        <Skeleton className="h-48" />
      ) : error ? (
        <Alert tone="error" title="The messages could not be loaded.">
          {errorMessageOf(error)}
        </Alert>
      ) : data.items.length === 0 ? (
        <EmptyState icon={<MailIcon className="size-7" />} title="No messages yet">
          Author an in-app or embedded message for your customers.
        </EmptyState>
      ) : (
        <section aria-label="Messages">
          <ul className="divide-y divide-stone-200 rounded-2xl border border-stone-200 bg-white shadow-sm">
            {data.items.map((campaign) => (
              <li
                key={campaign.id}
                className="flex flex-col gap-1 px-4 py-3 sm:flex-row sm:items-center sm:gap-4"
              >
                <div className="min-w-0 flex-1">
                  <Link href={campaignHref(campaign.id)} className="font-semibold">
                    {campaign.name}
                  </Link>
                  <p className="text-sm text-stone-600">{whereShown(campaign)}</p>
                  <p className="text-sm text-stone-600">
                    {targetingSummary(campaign.targeting)} · {campaign.audienceSize} customer
                    {campaign.audienceSize === 1 ? '' : 's'}
                  </p>
                </div>
                <Badge tone={campaign.status === 'live' ? 'positive' : 'neutral'}>
                  {campaign.status === 'live' ? 'Live' : 'Draft'}
                </Badge>
              </li>
            ))}
          </ul>
          <Pager
            page={data.page}
            pageSize={data.pageSize}
            total={data.total}
            noun="messages"
            onPage={onPage}
          />
        </section>
      )}
    </div>
  );
}
