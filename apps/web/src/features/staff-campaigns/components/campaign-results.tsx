import type { Campaign } from '@larder/contract';
import { useState, type FormEvent } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { errorMessageOf } from '../../../lib/api-error.ts';
import { useCampaignStats, useTestSendCampaign } from '../api/campaigns.ts';

const MEASURES = [
  ['delivered', 'Delivered'],
  ['opened', 'Opened'],
  ['clicked', 'Clicked'],
  ['dismissed', 'Dismissed'],
  ['consumed', 'Consumed'],
] as const;

/** Shows an in-app campaign to one buyer, by their sign-in e-mail. */
function TestSend({ campaignId }: { campaignId: number }) {
  const send = useTestSendCampaign(campaignId);
  const [email, setEmail] = useState('');
  function submit(event: FormEvent) {
    event.preventDefault();
    send.mutate(email.trim());
  }
  return (
    <form onSubmit={submit} aria-label="Test send" className="flex flex-col gap-2 sm:flex-row sm:items-end">
      <TextField
        label="Test send to a buyer"
        description="Their sign-in e-mail; they see it at their next page load. Left out of the results."
        type="email"
        value={email}
        onChange={setEmail}
        maxLength={254}
        className="flex-1"
      />
      <Button type="submit" variant="secondary" isPending={send.isPending} isDisabled={!email.trim()}>
        Send test
      </Button>
      {send.isSuccess && <p className="text-sm text-green-800">Sent to {send.data.email}.</p>}
      {send.error && <p className="text-sm text-red-800">{errorMessageOf(send.error)}</p>}
    </form>
  );
}

/** A campaign's results: its audience and what buyers' clients reported, in all and per day; a test send. */
export function CampaignResults({ campaign }: { campaign: Campaign }) {
  const { data, error, isPending } = useCampaignStats(campaign.id);
  return (
    <section
      aria-labelledby="campaign-results-heading"
      className="mt-6 flex flex-col gap-4 rounded-2xl border border-stone-200 bg-white p-5 shadow-sm"
    >
      <h2 id="campaign-results-heading" className="text-lg font-bold text-stone-900">
        Results
      </h2>
      {isPending ? (
        <Skeleton className="h-24" />
      ) : error ? (
        <Alert tone="error">{errorMessageOf(error)}</Alert>
      ) : (
        <>
          <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6" data-testid="campaign-totals">
            <div>
              <dt className="text-sm text-stone-600">Audience</dt>
              <dd className="text-2xl font-bold text-stone-900">{data.audience}</dd>
            </div>
            {MEASURES.map(([key, label]) => (
              <div key={key}>
                <dt className="text-sm text-stone-600">{label}</dt>
                <dd className="text-2xl font-bold text-stone-900">{data.totals[key]}</dd>
              </div>
            ))}
          </dl>
          {data.days.length === 0 ? (
            <p className="text-sm text-stone-700">No buyer has seen it yet.</p>
          ) : (
            <table className="w-full text-left text-sm" aria-label="Results per day">
              <thead className="text-stone-600">
                <tr>
                  <th className="py-1 pr-3 font-semibold">Day (UTC)</th>
                  {MEASURES.map(([key, label]) => (
                    <th key={key} className="py-1 pr-3 font-semibold">
                      {label}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody className="divide-y divide-stone-100">
                {data.days.map((day) => (
                  <tr key={day.date}>
                    <td className="py-1 pr-3">{day.date}</td>
                    {MEASURES.map(([key]) => (
                      <td key={key} className="py-1 pr-3">
                        {day[key]}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </>
      )}
      {campaign.kind === 'inApp' && <TestSend campaignId={campaign.id} />}
    </section>
  );
}
