import type { OrderGuide, OrderGuideCategoryType } from '@larder/contract';
import { ORDER_GUIDE_DEFAULT_PAGE_SIZE } from '@larder/contract';
import { GUIDE_MESSAGES } from '@larder/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { showToast } from '../../lib/toast-store.ts';
import { getGuideCategories } from './api/get-guide-categories.ts';
import { buildUpdateBody } from './build-update-body.ts';
import { useGuideDetailStore } from './guide-detail-store.ts';
import { mergeGuidePages, type GroupsPage } from './merge-guide-pages.ts';
import { saveGuideChanges } from './save-guide-changes.ts';
import { queryKeys } from '../../lib/query-keys.ts';

/** Page size of edit mode's load: larger than the default pages, so a big guide arrives in a few calls. */
export const EDIT_PAGE_SIZE = 500;

/** The groups view edit mode works on: the guide's own groups. */
const EDIT_VIEW: OrderGuideCategoryType = 'customGroups';

/** Loads every page of a guide's groups for editing, one page after the other. */
async function loadAllGroups(id: number, pageSize: number): Promise<GroupsPage[]> {
  const pages: GroupsPage[] = [];
  for (let page = 1; ; page++) {
    const answer = await getGuideCategories({ id, type: EDIT_VIEW, page, pageSize });
    pages.push(answer);
    if (answer.pagination.page >= answer.pagination.totalPages) return pages;
  }
}

/** Begin, save and cancel of the detail screen's edit mode (spec section 4), with the spec's toasts; a saved new guide goes to `onCreated`. */
export function useGuideEditSession(guide: OrderGuide | undefined, onCreated: (id: number) => void) {
  const queryClient = useQueryClient();
  const reload = useCallback(
    () => queryClient.invalidateQueries({ queryKey: queryKeys.orderGuides.all }),
    [queryClient],
  );

  // Reset quantities, clear search, empty the cart in the guide, drop loaded groups, load page by page, then edit.
  const beginEdit = useCallback(async () => {
    if (!guide) return;
    useGuideDetailStore.setState({
      cart: [],
      searchTerm: '',
      edit: null,
      editLoading: true,
      page: 1,
      pageSize: EDIT_PAGE_SIZE,
    });
    try {
      const groups = mergeGuidePages(await loadAllGroups(guide.id, EDIT_PAGE_SIZE));
      useGuideDetailStore.setState({
        edit: { groups, backup: groups },
        mode: 'edit',
        editLoading: false,
        view: EDIT_VIEW,
      });
    } catch {
      useGuideDetailStore.setState({ editLoading: false, pageSize: ORDER_GUIDE_DEFAULT_PAGE_SIZE });
      showToast(GUIDE_MESSAGES.unexpectedError, 'error');
    }
  }, [guide]);

  // Mode stays edit until the save succeeds; then reload, default mode, 'Changes Saved'.
  const save = useCallback(async () => {
    const { edit } = useGuideDetailStore.getState();
    if (!guide || !edit) return;
    useGuideDetailStore.setState({ saving: true });
    try {
      const result = await saveGuideChanges(
        buildUpdateBody(
          { id: guide.id, name: guide.name, categoryType: EDIT_VIEW },
          edit.backup,
          edit.groups,
        ),
      );
      if (!result.saved) {
        showToast(result.toast, result.style);
      } else {
        await reload();
        useGuideDetailStore.setState({
          mode: 'default',
          edit: null,
          page: 1,
          pageSize: ORDER_GUIDE_DEFAULT_PAGE_SIZE,
          view: EDIT_VIEW,
        });
        showToast(GUIDE_MESSAGES.changesSaved);
        // A new guide (id -1) has its own id once saved: its page is that id's.
        if (guide.id < 0 && result.id) onCreated(result.id);
      }
    } finally {
      useGuideDetailStore.setState({ saving: false });
    }
  }, [guide, reload, onCreated]);

  // Page size back to 50, page 1, reload, default mode, 'Changes Cancelled'.
  const cancel = useCallback(async () => {
    useGuideDetailStore.setState({ pageSize: ORDER_GUIDE_DEFAULT_PAGE_SIZE, page: 1 });
    await reload();
    useGuideDetailStore.setState({ mode: 'default', edit: null });
    showToast(GUIDE_MESSAGES.changesCancelled);
  }, [reload]);

  return { beginEdit, save, cancel };
}
