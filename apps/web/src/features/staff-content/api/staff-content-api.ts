import type {
  StaffContentBlockKey,
  StaffContentPage,
  StaffContentPageNode,
  StaffFooterBlock,
  StaffHeaderBlock,
  StaffPageDraft,
  StaffSettingsBlock,
  StaffSiteAlert,
  StaffSiteAlertBody,
} from '@larder/contract';
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { windowSettings } from '../../../lib/window-settings.ts';

const BASE = '/web-api/staff/content';

/** What each block holds as staff edit it. */
export interface StaffBlocks {
  header: StaffHeaderBlock;
  footer: StaffFooterBlock;
  settings: StaffSettingsBlock;
}

/** A block as the console shows it: published, its draft, and when it last changed. */
export interface StaffBlockState<T> {
  published: T;
  draft: T | null;
  changedAt: string | null;
}

/** Every page as a tree, parents first. */
export function usePageTree() {
  return useQuery({
    queryKey: queryKeys.staffContent.pages,
    queryFn: ({ signal }) =>
      apiFetch<{ items: StaffContentPageNode[] }>(`${BASE}/pages`, { method: 'GET', signal }).then(
        (answer) => answer.items,
      ),
    staleTime: 10_000,
  });
}

/** One page with its draft. */
export function useContentPage(id: number | null) {
  return useQuery({
    queryKey: queryKeys.staffContent.page(id ?? 0),
    queryFn: ({ signal }) => apiFetch<StaffContentPage>(`${BASE}/pages/${id}`, { method: 'GET', signal }),
    enabled: id !== null,
    staleTime: 0,
  });
}

/**
 * After a publish, this browser shows the change at once: the layout answers the browser may hold in its
 * HTTP cache (a minute) are fetched again past it, then the queries that show them are refreshed. Other
 * visitors keep the 120 s rule of spec section 2.
 */
export async function refreshPublishedContent(queryClient: QueryClient): Promise<void> {
  const settings = windowSettings();
  await Promise.all(
    [settings.headerUrl, settings.footerUrl, settings.globalSettingsUrl].map((url) =>
      fetch(url, {
        cache: 'reload',
        credentials: 'same-origin',
        headers: { accept: 'application/json' },
      }).catch(() => undefined),
    ),
  );
  await queryClient.invalidateQueries({ queryKey: queryKeys.content.all });
}

function usePageMutation(
  run: (id: number, draft?: StaffPageDraft) => Promise<StaffContentPage>,
  publishes = false,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, draft }: { id: number; draft?: StaffPageDraft }) => run(id, draft),
    onSuccess: async (page) => {
      queryClient.setQueryData(queryKeys.staffContent.page(page.id), page);
      await queryClient.invalidateQueries({ queryKey: queryKeys.staffContent.pages });
      if (publishes) await refreshPublishedContent(queryClient);
    },
  });
}

/** Saves a page's draft. */
export function useSavePageDraft() {
  return usePageMutation((id, draft) =>
    apiFetch(`${BASE}/pages/${id}/draft`, { method: 'PUT', body: draft }),
  );
}

/** Publishes a page's draft. */
export function usePublishPage() {
  return usePageMutation((id) => apiFetch(`${BASE}/pages/${id}/publish`, { method: 'POST' }), true);
}

/** Discards a page's draft. */
export function useDiscardPageDraft() {
  return usePageMutation((id) => apiFetch(`${BASE}/pages/${id}/draft`, { method: 'DELETE' }));
}

/** A block (header, footer or settings) with its draft. */
export function useContentBlock<K extends StaffContentBlockKey>(key: K) {
  return useQuery({
    queryKey: queryKeys.staffContent.block(key),
    queryFn: ({ signal }) =>
      apiFetch<StaffBlockState<StaffBlocks[K]>>(`${BASE}/${key}`, { method: 'GET', signal }),
    staleTime: 0,
  });
}

/** Saves, publishes or discards a block's draft. */
export function useBlockAction<K extends StaffContentBlockKey>(key: K) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (
      action: { kind: 'save'; draft: StaffBlocks[K] } | { kind: 'publish' } | { kind: 'discard' },
    ) => {
      if (action.kind === 'save') {
        return apiFetch<StaffBlockState<StaffBlocks[K]>>(`${BASE}/${key}/draft`, {
          method: 'PUT',
          body: action.draft,
        });
      }
      if (action.kind === 'publish') {
        return apiFetch<StaffBlockState<StaffBlocks[K]>>(`${BASE}/${key}/publish`, { method: 'POST' });
      }
      return apiFetch<StaffBlockState<StaffBlocks[K]>>(`${BASE}/${key}/draft`, { method: 'DELETE' });
    },
    onSuccess: async (state, action) => {
      queryClient.setQueryData(queryKeys.staffContent.block(key), state);
      if (action.kind === 'publish') await refreshPublishedContent(queryClient);
    },
  });
}

/** The site alert as stored, with its window. */
export function useSiteAlert() {
  return useQuery({
    queryKey: queryKeys.staffContent.siteAlert,
    queryFn: ({ signal }) =>
      apiFetch<{ siteAlert: StaffSiteAlert }>(`${BASE}/site-alert`, { method: 'GET', signal }).then(
        (answer) => answer.siteAlert,
      ),
    staleTime: 0,
  });
}

/** Publishes the site alert (empty text removes it). */
export function useSetSiteAlert() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: StaffSiteAlertBody) =>
      apiFetch<{ siteAlert: StaffSiteAlert }>(`${BASE}/site-alert`, { method: 'PUT', body }).then(
        (answer) => answer.siteAlert,
      ),
    onSuccess: async (alert) => {
      queryClient.setQueryData(queryKeys.staffContent.siteAlert, alert);
      await refreshPublishedContent(queryClient);
    },
  });
}
