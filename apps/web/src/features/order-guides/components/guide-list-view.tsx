import type { OrderGuideListItem, Organization } from '@larder/contract';
import { GUIDE_MESSAGES } from '@larder/domain';
import { useIsMutating } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { ClipboardIcon } from '../../../components/ui/icons.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { errorMessageOf } from '../../../lib/api-error.ts';
import { useModalStore, useModalVisible } from '../../../lib/modal-store.ts';
import { showToast } from '../../../lib/toast-store.ts';
import { useCopyGuide } from '../api/copy-guide.ts';
import { useDeleteGuide } from '../api/delete-guide.ts';
import { useCreatedByMe } from '../api/get-created-by-me.ts';
import { guideDetailUrl } from '../api/guide-keys.ts';
import { guideMutationKey } from '../api/guide-list-mutation.ts';
import { useGuideList } from '../api/list-guides.ts';
import { useSetPreferences } from '../api/set-preferences.ts';
import { useRemoveShare } from '../api/remove-share.ts';
import { useShareGuide } from '../api/share-guide.ts';
import { useTransferOwnership } from '../api/transfer-ownership.ts';
import { useCreateGuide } from '../api/update-guide.ts';
import { useGuideListStore } from '../guide-list-store.ts';
import { GuideCard, type GuideCardChoice } from './guide-card.tsx';
import { needsConnection } from '../../../lib/offline/needs-connection.ts';
import {
  DeleteGuideModal,
  NewGuideModal,
  ShareGuideModal,
  TransferGuideModal,
} from './guide-action-modals.tsx';
import { GuideImportModal } from './guide-import-modal.tsx';

/** What each card choice is called when it says it needs a connection. */
const CHOICE_ACTIONS: Record<GuideCardChoice, string> = {
  hide: 'Hiding a guide',
  unhide: 'Showing a guide again',
  makeDefault: 'Choosing the default guide',
  duplicate: 'Copying a guide',
  delete: 'Deleting a guide',
  transfer: 'Transferring a guide',
  share: 'Sharing a guide',
};

/** Props of GuideListView. */
export interface GuideListViewProps {
  /** The user's organizations, for transfer and share. */
  organizations: readonly Organization[];
  emptyMessage?: string | undefined;
}

type Tab = 'all' | 'mine';

/**
 * The order guides list (spec section 4): every guide of the organization and those shared to it, a
 * 'created by me' listing, and per guide hide, unhide, make default, duplicate, share, transfer and delete.
 */
export function GuideListView({ organizations, emptyMessage }: GuideListViewProps) {
  const navigate = useNavigate();
  const list = useGuideList();
  const [tab, setTab] = useState<Tab>('all');
  const createdByMe = useCreatedByMe([], tab === 'mine');
  const activeId = useGuideListStore((state) => state.activeOrderGuideId);
  const [dialog, setDialog] = useState<{
    kind: 'share' | 'new' | 'import';
    guide?: OrderGuideListItem;
  } | null>(null);
  const [target, setTarget] = useState<OrderGuideListItem | null>(null);
  const deleteOpen = useModalVisible('deleteOrderGuide');
  const transferOpen = useModalVisible('transferGuideOwnership');
  const preferences = useSetPreferences();
  const copy = useCopyGuide();
  const remove = useDeleteGuide();
  const transfer = useTransferOwnership();
  const share = useShareGuide();
  const unshare = useRemoveShare();
  const create = useCreateGuide();
  const busy = useIsMutating({ mutationKey: guideMutationKey }) > 0;

  /** Shows a failed action's message: the given one, or the error's own. */
  const failed = (message?: string) => (error: unknown) =>
    showToast(message ?? errorMessageOf(error), 'error');

  function openModal(name: 'deleteOrderGuide' | 'transferGuideOwnership', guide: OrderGuideListItem) {
    setTarget(guide);
    useModalStore.setState({ guide: { guideId: guide.id, orderGuideTitle: guide.name } });
    useModalStore.getState().show(name);
  }

  function closeModal(name: 'deleteOrderGuide' | 'transferGuideOwnership') {
    useModalStore.getState().hide(name);
    useModalStore.setState({ guide: null });
  }

  function choose(guide: OrderGuideListItem, choice: GuideCardChoice) {
    // Every choice changes the guide on the server: not kept for offline use (issue 34).
    if (needsConnection(CHOICE_ACTIONS[choice])) return;
    switch (choice) {
      case 'hide':
      case 'unhide':
      case 'makeDefault': {
        const hide = choice === 'hide';
        const isDefault = choice === 'makeDefault' ? true : hide ? false : guide.isDefault;
        const done = {
          hide: `${guide.name} is hidden`,
          unhide: `${guide.name} is shown again`,
          makeDefault: `${guide.name} is now your default guide`,
        };
        preferences
          .mutateAsync({ guideId: guide.id, action: choice, hide, isDefault })
          .then(() => showToast(done[choice]), failed());
        break;
      }
      case 'duplicate':
        copy
          .mutateAsync({ guideId: guide.id })
          .then((answer) => showToast(`Copy created: ${answer.name}`), failed());
        break;
      case 'delete':
        openModal('deleteOrderGuide', guide);
        break;
      case 'transfer':
        openModal('transferGuideOwnership', guide);
        break;
      case 'share':
        setDialog({ kind: 'share', guide });
        break;
    }
  }

  function createGuide(name: string) {
    create.mutateAsync(name).then(
      (id) => {
        setDialog(null);
        void navigate(guideDetailUrl(id));
      },
      (error: unknown) =>
        showToast(
          error instanceof Error && !('status' in error) ? error.message : errorMessageOf(error),
          'error',
        ),
    );
  }

  const mineIds = useMemo(() => new Set(createdByMe.data?.guides.map((g) => g.id) ?? []), [createdByMe.data]);
  const guides = (list.data?.guides ?? []).filter((g) => tab === 'all' || mineIds.has(g.id));
  const ownOrganization = list.data?.guides.find((g) => !g.isSharedWithMe)?.organizationId ?? '';

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div
          role="tablist"
          aria-label="Which guides"
          className="inline-flex rounded-lg border border-stone-300 bg-white p-1"
        >
          {(
            [
              ['all', 'All guides'],
              ['mine', 'Created by me'],
            ] as const
          ).map(([id, label]) => (
            <button
              key={id}
              role="tab"
              type="button"
              aria-selected={tab === id}
              onClick={() => setTab(id)}
              className={`min-h-10 rounded-md px-4 font-semibold outline-none focus-visible:ring-2 focus-visible:ring-brand-500 ${tab === id ? 'bg-brand-700 text-white' : 'text-stone-700 hover:bg-stone-100'}`}
            >
              {label}
            </button>
          ))}
        </div>
        <div className="flex flex-wrap gap-2">
          <Button
            variant="secondary"
            onPress={() => !needsConnection('Importing a file') && setDialog({ kind: 'import' })}
          >
            Import file
          </Button>
          <Button onPress={() => !needsConnection('Creating a guide') && setDialog({ kind: 'new' })}>
            New order guide
          </Button>
        </div>
      </div>

      {list.isPending || (tab === 'mine' && createdByMe.isPending) ? (
        <div className="flex flex-col gap-3" aria-hidden="true">
          {Array.from({ length: 4 }, (_, i) => (
            <Skeleton key={i} className="h-20 w-full" />
          ))}
        </div>
      ) : list.isError ? (
        <Alert tone="error" title="Your order guides could not be loaded">
          {errorMessageOf(list.error)}{' '}
          <button type="button" className="font-semibold underline" onClick={() => void list.refetch()}>
            Try again
          </button>
        </Alert>
      ) : guides.length === 0 ? (
        <EmptyState
          icon={<ClipboardIcon className="size-7" />}
          title={tab === 'mine' ? 'You have not created a guide yet' : 'No order guides yet'}
        >
          {emptyMessage || 'Create one, or import a spreadsheet of the items you order.'}
        </EmptyState>
      ) : (
        <ul className="flex flex-col gap-3" aria-label="Order guides">
          {guides.map((guide) => (
            <GuideCard key={guide.id} guide={guide} isActive={activeId === guide.id} onChoose={choose} />
          ))}
        </ul>
      )}

      {target && (
        <>
          <DeleteGuideModal
            guideName={target.name}
            isOpen={deleteOpen}
            busy={busy}
            onClose={() => closeModal('deleteOrderGuide')}
            onConfirm={() => {
              closeModal('deleteOrderGuide');
              remove
                .mutateAsync({ guideId: target.id })
                .then(() => showToast(`${target.name} deleted`), failed());
            }}
          />
          <TransferGuideModal
            guideName={target.name}
            isOpen={transferOpen}
            busy={busy}
            organizations={organizations}
            excludeId={target.organizationId}
            onClose={() => closeModal('transferGuideOwnership')}
            onConfirm={(organizationId, organizationName) => {
              closeModal('transferGuideOwnership');
              transfer
                .mutateAsync({ guideId: target.id, newOrganizationId: organizationId })
                .then(
                  () => showToast(`${target.name} now belongs to ${organizationName}`),
                  failed(GUIDE_MESSAGES.transferFailed),
                );
            }}
          />
        </>
      )}
      {dialog?.kind === 'share' && dialog.guide && (
        <ShareGuideModal
          guideName={dialog.guide.name}
          isOpen
          busy={busy}
          organizations={organizations}
          excludeId={dialog.guide.organizationId || ownOrganization}
          onClose={() => setDialog(null)}
          sharedWith={dialog.guide.sharedWith}
          onRemove={(removed) => {
            const guide = dialog.guide!;
            unshare.mutateAsync({ guideId: guide.id, organizationId: removed.organizationId }).then(() => {
              showToast(`${guide.name} is no longer shared with ${removed.organizationName}`);
              setDialog(null);
            }, failed());
          }}
          onConfirm={(organizationId, organizationName) => {
            const guide = dialog.guide!;
            if (organizationId.trim() === '') {
              showToast(GUIDE_MESSAGES.organizationRequired, 'error');
              return;
            }
            share.mutateAsync({ guideId: guide.id, organizationId }).then(() => {
              showToast(`${GUIDE_MESSAGES.sharedTo} ${organizationName}`);
              setDialog(null);
            }, failed());
          }}
        />
      )}
      <NewGuideModal
        isOpen={dialog?.kind === 'new'}
        busy={busy}
        onClose={() => setDialog(null)}
        onConfirm={createGuide}
      />
      <GuideImportModal
        isOpen={dialog?.kind === 'import'}
        onClose={() => setDialog(null)}
        onFinished={(guide) => void navigate(guideDetailUrl(guide.id))}
      />
    </div>
  );
}
