import { GUIDE_MESSAGES } from '@larder/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { errorMessageOf } from '../../../lib/api-error.ts';
import { useModalStore, type GuidesWidgetData } from '../../../lib/modal-store.ts';
import { showToast } from '../../../lib/toast-store.ts';
import { addItemsToGuides } from '../api/add-items-to-guides.ts';
import { useCreatedByMe } from '../api/get-created-by-me.ts';
import { holdsEvery, widgetItemsOf } from '../widget-items.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** A lookup's own message (a product with no unit), or the API's. */
function problemOf(error: unknown): string {
  return error instanceof Error && !('status' in error) ? error.message : errorMessageOf(error);
}

/**
 * The order-guides widget modal (spec sections 2 and 3): adds the items it holds (itemIdList, in
 * unitOfMeasure or their default unit) to guides the buyer created, or to a new guide.
 */
export function OrderGuidesWidgetModal({ data }: { data: GuidesWidgetData }) {
  const queryClient = useQueryClient();
  const guides = useCreatedByMe(data.itemIdList);
  const items = useQuery({
    queryKey: queryKeys.orderGuides.widgetItems(data.itemIdList, data.unitOfMeasure),
    queryFn: ({ signal }) => widgetItemsOf(data, signal),
    retry: false,
  });
  const [chosen, setChosen] = useState<number[]>([]);
  const [newName, setNewName] = useState('');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  function close() {
    useModalStore.getState().hide('orderGuidesWidget');
    useModalStore.setState({ widget: null });
  }

  async function add() {
    const ids = [...chosen, ...(newName.trim() ? [-1] : [])];
    if (ids.length === 0 || !items.data) return;
    setBusy(true);
    setProblem(null);
    try {
      const answer = await addItemsToGuides({
        orderGuideIds: ids,
        ...(newName.trim() ? { newGuideName: newName.trim() } : {}),
        items: items.data,
      });
      await queryClient.invalidateQueries({ queryKey: queryKeys.orderGuides.all });
      showToast(`${data.itemName} added to ${answer.guides.map((g) => g.name).join(', ')}`);
      close();
    } catch (error) {
      setProblem(problemOf(error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal title="Add to order guide" isOpen onOpenChange={(open) => !open && close()}>
      {() => (
        <form
          className="flex flex-col gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            void add();
          }}
        >
          <p className="text-stone-700">
            Add <span className="font-semibold">{data.itemName}</span> to:
          </p>
          {guides.isPending || items.isPending ? (
            <Skeleton className="h-24 w-full" />
          ) : guides.isError ? (
            <Alert tone="error">{errorMessageOf(guides.error)}</Alert>
          ) : items.isError ? (
            <Alert tone="error">{problemOf(items.error)}</Alert>
          ) : (
            <fieldset className="flex max-h-64 flex-col gap-1 overflow-y-auto">
              <legend className="sr-only">Your order guides</legend>
              {(guides.data?.guides ?? []).map((guide) => {
                const holds = holdsEvery(guide.containedItems, items.data);
                return (
                  <label
                    key={guide.id}
                    className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg px-2 hover:bg-stone-50"
                  >
                    <input
                      type="checkbox"
                      className="size-5 accent-brand-700"
                      checked={chosen.includes(guide.id)}
                      disabled={holds}
                      onChange={(event) =>
                        setChosen((ids) =>
                          event.target.checked ? [...ids, guide.id] : ids.filter((id) => id !== guide.id),
                        )
                      }
                    />
                    <span className="flex-1">{guide.name}</span>
                    <span className="text-sm text-stone-600">
                      {holds ? 'Already in this guide' : `${guide.itemCount} items`}
                    </span>
                  </label>
                );
              })}
            </fieldset>
          )}
          <label className="flex flex-col gap-1 text-sm font-semibold text-stone-800">
            Or a new guide named
            <input
              value={newName}
              maxLength={100}
              onChange={(event) => setNewName(event.target.value)}
              placeholder="e.g. Weekend brunch"
              className="h-11 rounded-lg border border-stone-300 px-3 font-normal outline-none focus:border-brand-600"
            />
          </label>
          {problem && (
            <Alert tone="error" announce>
              {problem || GUIDE_MESSAGES.unexpectedError}
            </Alert>
          )}
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Button variant="secondary" onPress={close}>
              Cancel
            </Button>
            <Button
              type="submit"
              isDisabled={busy || !items.data || (chosen.length === 0 && newName.trim() === '')}
            >
              Add to guide
            </Button>
          </div>
        </form>
      )}
    </Modal>
  );
}
