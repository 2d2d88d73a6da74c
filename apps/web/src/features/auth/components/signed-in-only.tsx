import type { CurrentUser } from '@larder/contract';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { UserIcon } from '../../../components/ui/icons.tsx';
import { Link } from '../../../components/ui/link.tsx';
import { PageSkeleton } from '../../../components/ui/page-skeleton.tsx';
import { useCurrentUser } from '../api/get-current-user.ts';

/** Props of SignedInOnly. */
export interface SignedInOnlyProps {
  /** What the page holds, for the prompt: "your order guides". */
  what: string;
  children: (user: CurrentUser) => ReactNode;
}

/** Shows its content to signed-in users; anyone else gets a prompt to sign in and come back here. */
export function SignedInOnly({ what, children }: SignedInOnlyProps) {
  const { data: user, isPending } = useCurrentUser();
  const { pathname, search } = useLocation();
  if (isPending) return <PageSkeleton />;
  if (user?.isAuthenticated) return children(user);
  const returnUrl = encodeURIComponent(`${pathname}${search}`);
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-10">
      <EmptyState
        icon={<UserIcon className="size-7" />}
        title={`Sign in to see ${what}`}
        headingLevel={1}
        actions={
          <>
            <Link appearance="primary" href={`/sign-in/?returnUrl=${returnUrl}`}>
              Sign in
            </Link>
            <Link appearance="secondary" href="/sign-up/">
              Apply for an account
            </Link>
          </>
        }
      >
        This page is for customers with an account. Sign in and we will bring you straight back here.
      </EmptyState>
    </div>
  );
}
