import type { QueryClient } from '@tanstack/react-query';
import { useNavigationGuardStore } from '../lib/navigation-guard-store.ts';
import { queryKeys } from '../lib/query-keys.ts';

/**
 * Resets the app cache (spec section 4): forgets when organizations, header, footer and global settings
 * were loaded, so each reloads (the ones on screen at once), and reloads the default cart.
 */
export async function resetAppCache(queryClient: QueryClient): Promise<void> {
  const keys = [
    queryKeys.organizations.list,
    queryKeys.content.header,
    queryKeys.content.footer,
    queryKeys.content.globalSettings,
  ];
  await Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
  await useNavigationGuardStore.getState().loadDefaultCart?.();
}
