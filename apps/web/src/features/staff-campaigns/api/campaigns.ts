import type {
  Campaign,
  CampaignInput,
  CampaignStats,
  CampaignTestSend,
  StaffCampaignsPage,
} from '@larder/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** A page of message campaigns, newest first (`GET /web-api/staff/campaigns`). */
export function useCampaigns(page: number) {
  return useQuery({
    queryKey: queryKeys.staffCampaigns.list(page),
    queryFn: ({ signal }) =>
      apiFetch<StaffCampaignsPage>('/web-api/staff/campaigns', { method: 'GET', query: { page }, signal }),
    placeholderData: keepPreviousData,
    staleTime: 15_000,
  });
}

/** Saves a campaign: creates a draft (`POST`) or replaces one (`PUT /{id}`); every list refreshes. */
export function useSaveCampaign() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number | null; input: CampaignInput }) =>
      id === null
        ? apiFetch<Campaign>('/web-api/staff/campaigns', { body: input })
        : apiFetch<Campaign>(`/web-api/staff/campaigns/${id}`, { method: 'PUT', body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.staffCampaigns.all }),
  });
}

/** Publishes a campaign to its audience (`POST /web-api/staff/campaigns/{id}/publish`). */
export function usePublishCampaign() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiFetch<Campaign>(`/web-api/staff/campaigns/${id}/publish`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.staffCampaigns.all }),
  });
}

/** One campaign to edit (`GET /web-api/staff/campaigns/{id}`). */
export function useCampaign(id: number) {
  return useQuery({
    queryKey: [...queryKeys.staffCampaigns.all, 'one', id],
    queryFn: ({ signal }) => apiFetch<Campaign>(`/web-api/staff/campaigns/${id}`, { method: 'GET', signal }),
  });
}

/** A campaign's results: audience, delivered, opened, clicked, dismissed, consumed, in all and per day. */
export function useCampaignStats(id: number) {
  return useQuery({
    queryKey: queryKeys.staffCampaigns.stats(id),
    queryFn: ({ signal }) =>
      apiFetch<CampaignStats>(`/web-api/staff/campaigns/${id}/stats`, { method: 'GET', signal }),
    refetchInterval: 30_000,
  });
}

/** Shows an in-app campaign to one chosen buyer (by e-mail) as a message of its own. */
export function useTestSendCampaign(id: number) {
  return useMutation({
    mutationFn: (email: string) =>
      apiFetch<CampaignTestSend>(`/web-api/staff/campaigns/${id}/test-send`, { body: { email } }),
  });
}
