import type { CurrentUser } from '@larder/contract';
import { currentUserQueryOptions } from '../../features/auth/api/get-current-user.ts';
import { originalUserQueryOptions } from '../../features/auth/api/get-original-user.ts';
import type { LoadedPageModel } from '../../features/content/api/get-page-model.ts';
import { organizationsQueryOptions } from '../../features/organizations/api/list-organizations.ts';
import { useEditModeStore } from '../../lib/edit-mode-store.ts';
import { queryClient } from '../query-client.ts';
import { resetAppCache } from '../reset-app-cache.ts';
import type { PageModelHooks } from './page-model-store.ts';
import { queryKeys } from '../../lib/query-keys.ts';

function sameSession(a: CurrentUser, b: CurrentUser): boolean {
  return (
    a.isAuthenticated === b.isAuthenticated &&
    a.email === b.email &&
    a.currentOrganization?.id === b.currentOrganization?.id
  );
}

/** Seeds the users from a loaded page model (no separate calls), then loads organizations for a signed-in user. */
function onLoaded({ model }: LoadedPageModel): void {
  const before = queryClient.getQueryData<CurrentUser>(queryKeys.auth.currentUser);
  queryClient.setQueryData(queryKeys.auth.currentUser, model.currentUser);
  queryClient.setQueryData(queryKeys.auth.originalUser, model.originalUser);
  // The staff member really signed in (the original user while impersonating) keeps edit mode on only while
  // they may edit content: signed out, or someone else signed in, it is off.
  const real = model.originalUser.isAuthenticated ? model.originalUser : model.currentUser;
  const mayEdit = real.isStaff === true && real.staffPermissions?.includes('edit-content') === true;
  useEditModeStore.setState({
    isEditable: model.content.isEditable,
    contentId: model.content.contentLink.id,
    ...(mayEdit ? {} : { inEditMode: false }),
  });
  if (before && !sameSession(before, model.currentUser)) void resetAppCache(queryClient);
  if (model.currentUser.isAuthenticated) void queryClient.prefetchQuery(organizationsQueryOptions());
}

/** After a failed load the users and organizations are loaded on their own (spec section 4). */
function onFailed(): void {
  void queryClient.fetchQuery({ ...originalUserQueryOptions(), staleTime: 0 }).catch(() => undefined);
  void queryClient
    .fetchQuery({ ...currentUserQueryOptions(), staleTime: 0 })
    .then((user) => (user.isAuthenticated ? queryClient.fetchQuery(organizationsQueryOptions()) : undefined))
    .catch(() => undefined);
}

/** What the app does when a page model load settles. */
export const pageModelHooks: PageModelHooks = { onLoaded, onFailed };
