import type { Campaign } from '@larder/contract';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Alert } from '../../components/ui/alert.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { StaffConsoleFrame } from '../../features/staff-console/components/staff-console-frame.tsx';
import { useCampaign } from '../../features/staff-campaigns/api/campaigns.ts';
import { CampaignForm } from '../../features/staff-campaigns/components/campaign-form.tsx';
import {
  formStateOf,
  NEW_CAMPAIGN_FORM,
} from '../../features/staff-campaigns/components/campaign-form-state.ts';
import { CampaignResults } from '../../features/staff-campaigns/components/campaign-results.tsx';
import { CampaignList } from '../../features/staff-campaigns/components/campaign-list.tsx';
import { errorMessageOf } from '../../lib/api-error.ts';
import type { PageProps } from '../../lib/page-props.ts';

const PATH = '/staff/messages/';

function hrefOf(id: number | 'new' | null, page = 1): string {
  const params = new URLSearchParams();
  if (id !== null) params.set('id', String(id));
  else if (page > 1) params.set('page', String(page));
  const search = params.toString();
  return search ? `${PATH}?${search}` : PATH;
}

interface EditCampaignProps {
  id: number;
  onSaved: (campaign: Campaign, published: boolean) => void;
  notice: string | null;
}

function EditCampaign({ id, onSaved, notice }: EditCampaignProps) {
  const { data, error, isPending } = useCampaign(id);
  if (isPending) return <Skeleton className="h-96" />;
  if (error) {
    return (
      <Alert tone="error" title="The message could not be loaded.">
        {errorMessageOf(error)}
      </Alert>
    );
  }
  return (
    <>
      <CampaignForm
        key={data.id}
        campaign={data}
        initial={formStateOf(data)}
        backHref={PATH}
        onSaved={onSaved}
        notice={notice}
      />
      <CampaignResults campaign={data} />
    </>
  );
}

/** In-app and embedded messages: the list, `?id=new` to author one, `?id=N` to edit, preview and publish. */
export function StaffCampaignsPage({ model }: PageProps) {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Math.min(100_000, Number(params.get('page')) || 1));
  const idParam = params.get('id');
  const id = Number(idParam);
  const [notice, setNotice] = useState<string | null>(null);
  const onSaved = (campaign: Campaign, published: boolean) => {
    setNotice(published ? 'Published: customers in its audience see it now.' : 'Saved.');
    setParams({ id: String(campaign.id) });
  };
  return (
    <StaffConsoleFrame model={model} section="StaffCampaignsPage">
      {() =>
        idParam === 'new' ? (
          <CampaignForm
            campaign={null}
            initial={NEW_CAMPAIGN_FORM}
            backHref={PATH}
            onSaved={onSaved}
            notice={null}
          />
        ) : Number.isSafeInteger(id) && id > 0 ? (
          <EditCampaign id={id} onSaved={onSaved} notice={notice} />
        ) : (
          <CampaignList
            page={page}
            onPage={(next) => {
              setParams(next > 1 ? { page: String(next) } : {});
              window.scrollTo({ top: 0 });
            }}
            campaignHref={(target) => hrefOf(target)}
          />
        )
      }
    </StaffConsoleFrame>
  );
}
