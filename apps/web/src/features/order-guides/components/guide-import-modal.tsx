import {
  ORDER_GUIDE_FILE_COLUMNS,
  ORDER_GUIDE_UPLOAD_EXTENSIONS,
  ORDER_GUIDE_UPLOAD_MAX_BYTES,
  ORDER_GUIDE_UPLOAD_MAX_ROWS,
  type OrderGuideUploadResponse,
} from '@larder/contract';
import { finishUploadErrorMessage } from '@larder/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { ApiError } from '../../../lib/api-error.ts';
import { showToast } from '../../../lib/toast-store.ts';
import { uploadProblemText } from '../guide-editor-rules.ts';
import { cancelUpload } from '../api/cancel-upload.ts';
import { finishUpload } from '../api/finish-upload.ts';
import { importFile } from '../api/import-file.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** Props of GuideImportModal. */
export interface GuideImportModalProps {
  /** The guide to import into; absent for a new guide. */
  orderGuideId?: number;
  guideName?: string;
  isOpen: boolean;
  onClose: () => void;
  /** Called with the guide that holds the rows once the import finished. */
  onFinished?: (guide: { id: number; name: string }) => void;
}

/** The reason a file cannot be sent, before sending it: its type or size. */
export function fileProblem(file: { name: string; size: number }): string | null {
  const lower = file.name.toLowerCase();
  if (!ORDER_GUIDE_UPLOAD_EXTENSIONS.some((ext) => lower.endsWith(ext))) {
    return 'Choose a .csv or .xlsx file.';
  }
  if (file.size > ORDER_GUIDE_UPLOAD_MAX_BYTES) {
    return `The file is larger than ${ORDER_GUIDE_UPLOAD_MAX_BYTES / 1024 / 1024} MB. Split it into smaller files.`;
  }
  if (file.size === 0) return 'The file is empty.';
  return null;
}

/**
 * Upload of a CSV or XLSX file into a new or existing guide (spec sections 4 and 8): the upload is held
 * pending, its row errors are listed, and the buyer finishes or cancels it.
 */
export function GuideImportModal({
  orderGuideId,
  guideName,
  isOpen,
  onClose,
  onFinished,
}: GuideImportModalProps) {
  const queryClient = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const [name, setName] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [pending, setPending] = useState<OrderGuideUploadResponse | null>(null);
  const [busy, setBusy] = useState(false);

  function reset() {
    setFile(null);
    setName('');
    setProblem(null);
    setPending(null);
  }

  async function upload() {
    if (!file) return;
    const local = fileProblem(file);
    if (local) {
      setProblem(local);
      return;
    }
    setBusy(true);
    setProblem(null);
    try {
      setPending(await importFile(file, orderGuideId));
    } catch (error) {
      // Shown once, in the dialog beside the file, not again as a toast behind it.
      setProblem(
        uploadProblemText(
          error instanceof ApiError && error.status >= 400 && error.status < 500 ? error.message : null,
        ),
      );
    } finally {
      setBusy(false);
    }
  }

  async function finish() {
    if (!pending) return;
    setBusy(true);
    try {
      const guideNameToSave = orderGuideId === undefined ? name.trim() || pending.orderGuideName : undefined;
      const done = await finishUpload({
        id: pending.orderGuideId,
        ...(guideNameToSave ? { name: guideNameToSave } : {}),
      });
      await queryClient.invalidateQueries({ queryKey: queryKeys.orderGuides.all });
      showToast(
        `${done.productCount} ${done.productCount === 1 ? 'item' : 'items'} imported into ${done.name}`,
      );
      reset();
      onClose();
      onFinished?.({ id: done.id, name: done.name });
    } catch (error) {
      showToast(
        finishUploadErrorMessage(error instanceof ApiError && error.status > 0 ? error.status : null),
        'error',
      );
    } finally {
      setBusy(false);
    }
  }

  async function cancel() {
    if (pending) await cancelUpload(pending.orderGuideId).catch(() => undefined);
    reset();
    onClose();
  }

  const title =
    orderGuideId === undefined ? 'Import a new order guide' : `Import into ${guideName ?? 'this guide'}`;
  return (
    <Modal
      title={title}
      isOpen={isOpen}
      onOpenChange={(open) => !open && void cancel()}
      isDismissable={!busy}
    >
      {() =>
        pending ? (
          <div className="flex flex-col gap-4">
            <Alert tone={pending.errorCount > 0 ? 'warning' : 'success'} announce>
              {pending.productCount} {pending.productCount === 1 ? 'item is' : 'items are'} ready to import
              {pending.groupCount > 0
                ? ` in ${pending.groupCount} ${pending.groupCount === 1 ? 'group' : 'groups'}`
                : ''}
              .
              {pending.errorCount > 0 &&
                ` ${pending.errorCount} ${pending.errorCount === 1 ? 'row' : 'rows'} could not be read.`}
            </Alert>
            {pending.errors.length > 0 && (
              <div className="max-h-56 overflow-y-auto rounded-lg border border-stone-200">
                <table className="w-full text-left text-sm">
                  <caption className="sr-only">Rows not imported</caption>
                  <thead className="sticky top-0 bg-stone-100">
                    <tr>
                      <th className="px-3 py-2">Row</th>
                      <th className="px-3 py-2">SKU</th>
                      <th className="px-3 py-2">Problem</th>
                    </tr>
                  </thead>
                  <tbody>
                    {pending.errors.map((error) => (
                      <tr
                        key={`${error.row}-${error.productSku ?? ''}`}
                        className="border-t border-stone-200"
                      >
                        <td className="px-3 py-2 tabular-nums">{error.row}</td>
                        <td className="px-3 py-2">{error.productSku ?? '—'}</td>
                        <td className="px-3 py-2">{error.message}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )}
            {orderGuideId === undefined && (
              <label className="flex flex-col gap-1 text-sm font-semibold text-stone-800">
                Guide name
                <input
                  value={name}
                  maxLength={100}
                  placeholder={pending.orderGuideName}
                  onChange={(event) => setName(event.target.value)}
                  className="h-11 rounded-lg border border-stone-300 px-3 font-normal outline-none focus:border-brand-600"
                />
              </label>
            )}
            <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
              <Button variant="secondary" onPress={() => void cancel()} isDisabled={busy}>
                Cancel import
              </Button>
              <Button onPress={() => void finish()} isDisabled={busy || pending.productCount === 0}>
                Finish import
              </Button>
            </div>
          </div>
        ) : (
          <form
            className="flex flex-col gap-4"
            onSubmit={(event) => {
              event.preventDefault();
              void upload();
            }}
          >
            <p className="text-stone-700">
              A .csv or .xlsx file up to {ORDER_GUIDE_UPLOAD_MAX_BYTES / 1024 / 1024} MB and{' '}
              {ORDER_GUIDE_UPLOAD_MAX_ROWS.toLocaleString('en-US')} rows, with the columns{' '}
              <span className="font-semibold">{ORDER_GUIDE_FILE_COLUMNS.join(', ')}</span>. Only Product SKU
              is required.
            </p>
            <label className="flex flex-col gap-1 text-sm font-semibold text-stone-800">
              File
              <input
                type="file"
                name="file"
                accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
                onChange={(event) => {
                  const chosen = event.target.files?.[0] ?? null;
                  setFile(chosen);
                  setProblem(chosen ? fileProblem(chosen) : null);
                }}
                className="rounded-lg border border-dashed border-stone-400 p-3 font-normal file:mr-3 file:rounded-md file:border-0 file:bg-brand-700 file:px-3 file:py-2 file:font-semibold file:text-white"
              />
            </label>
            {problem && (
              <Alert tone="error" announce>
                {problem}
              </Alert>
            )}
            <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
              <Button variant="secondary" onPress={onClose} isDisabled={busy}>
                Close
              </Button>
              <Button type="submit" isDisabled={busy || !file || problem !== null}>
                {busy ? 'Uploading…' : 'Upload'}
              </Button>
            </div>
          </form>
        )
      }
    </Modal>
  );
}
