import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { currentUserQueryOptions } from '../../features/auth/api/get-current-user.ts';
import { useModalStore } from '../../lib/modal-store.ts';
import { markStartOrderShown, shouldShowStartOrder } from './start-order-prompt.ts';

/** Opens the start-order modal once per session when the current organization is PPro. */
export function useStartOrderPrompt(enabled: boolean): void {
  // Not before the first page model, which brings the user: no separate call for it.
  const { data: user } = useQuery({ ...currentUserQueryOptions(), enabled });
  const organization = enabled && user?.isAuthenticated ? user.currentOrganization : null;
  useEffect(() => {
    if (!shouldShowStartOrder(organization, sessionStorage)) return;
    markStartOrderShown(sessionStorage);
    useModalStore.getState().show('startOrder');
  }, [organization]);
}
