import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { Link } from '../../../components/ui/link.tsx';
import { guideListQueryOptions } from '../api/list-guides.ts';
import { guideDetailUrl } from '../api/guide-keys.ts';

const LAST_DEFAULT_KEY = 'larder-default-guide';

/**
 * `?id=default`, the installed app's start address (issue 34): opens the buyer's default guide (else the
 * one viewed last); offline, the one it opened last time.
 */
export function DefaultGuideRedirect() {
  const navigate = useNavigate();
  const list = useQuery({ ...guideListQueryOptions(), retry: false });
  useEffect(() => {
    const guides = list.data?.guides.filter((g) => !g.isHidden) ?? [];
    const lastViewed = [...guides].sort((a, b) =>
      (b.lastViewedDate ?? '').localeCompare(a.lastViewedDate ?? ''),
    )[0];
    const chosen = guides.find((g) => g.isDefault) ?? lastViewed;
    const fallback = list.isError ? localStorage.getItem(LAST_DEFAULT_KEY) : null;
    const id = chosen?.id ?? (fallback ? Number(fallback) : null);
    if (chosen) localStorage.setItem(LAST_DEFAULT_KEY, String(chosen.id));
    if (id) void navigate(guideDetailUrl(id), { replace: true });
    else if (list.isSuccess) void navigate('/order-guides/', { replace: true });
  }, [list.data, list.isError, list.isSuccess, navigate]);
  return (
    <p role="status" className="mx-auto max-w-7xl px-4 pt-6 text-stone-700">
      Opening your order guide… <Link href="/order-guides/">All order guides</Link>
    </p>
  );
}
