import type { QueryClient } from '@tanstack/react-query';
import { footerQueryKey } from '../features/content/api/get-footer.ts';
import { globalSettingsQueryKey } from '../features/content/api/get-global-settings.ts';
import { headerQueryKey } from '../features/content/api/get-header.ts';
import { organizationsQueryKey } from '../features/organizations/api/list-organizations.ts';
import { useNavigationGuardStore } from '../lib/navigation-guard-store.ts';

/**
 * Resets the app cache (spec section 4): forgets when organizations, header, footer and global settings
 * were loaded, so each reloads (the ones on screen at once), and reloads the default cart.
 */
export async function resetAppCache(queryClient: QueryClient): Promise<void> {
  const keys = [organizationsQueryKey, headerQueryKey, footerQueryKey, globalSettingsQueryKey];
  await Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
  await useNavigationGuardStore.getState().loadDefaultCart?.();
}
