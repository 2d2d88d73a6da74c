import { useQuery } from '@tanstack/react-query';
import { useLocation } from 'react-router';
import { currentUserQueryOptions } from '../../features/auth/api/get-current-user.ts';
import { originalUserQueryOptions } from '../../features/auth/api/get-original-user.ts';

/**
 * A page opened with `preview=1` by a staff member who may edit content shows unpublished drafts (the server
 * serves them only to such a staff member): this banner says so, so a draft is never taken for the live page.
 */
export function DraftPreviewBanner({ usersReady }: { usersReady: boolean }) {
  const { search } = useLocation();
  const { data: current } = useQuery({ ...currentUserQueryOptions(), enabled: usersReady });
  const { data: original } = useQuery({ ...originalUserQueryOptions(), enabled: usersReady });
  const real = original?.isAuthenticated ? original : current;
  const previewing = new URLSearchParams(search).get('preview') === '1';
  if (!previewing || !real?.isStaff || !real.staffPermissions.includes('edit-content')) return null;
  return (
    <div
      role="status"
      className="sticky top-0 z-40 flex flex-wrap items-center justify-center gap-x-3 gap-y-1 bg-violet-800 px-4 py-2 text-center text-sm font-semibold text-white"
    >
      <span className="rounded bg-white px-2 py-0.5 text-xs font-bold tracking-wide text-violet-900 uppercase">
        Draft
      </span>
      Preview: this page shows unpublished changes. Buyers see the published version until you publish.
    </div>
  );
}
