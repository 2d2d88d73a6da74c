import { PRODUCT_ISSUE_REASONS, type ProductIssueReason } from '@larder/contract';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { errorMessageOf } from '../../../lib/api-error.ts';
import type { ProductIssueTarget } from '../../../lib/issue-report-store.ts';
import { useModalStore } from '../../../lib/modal-store.ts';
import { showToast } from '../../../lib/toast-store.ts';
import { useReportProductIssue } from '../api/report-product-issue.ts';
import { PhotoPicker } from './photo-picker.tsx';
import { base64Of } from '../photo-file.ts';

const REASONS = PRODUCT_ISSUE_REASONS.map((reason) => ({ id: reason, label: reason }));

const FROM: Record<ProductIssueTarget['source'], string> = {
  product: '',
  cart: ' (in your cart)',
  order: '',
};

/**
 * The report product issue modal (spec section 2): a reason, a comment and an optional photo about one
 * product, sent to the organization's sales rep and the staff console.
 */
export function ReportProductIssueModal({ target }: { target: ProductIssueTarget }) {
  const [reason, setReason] = useState<ProductIssueReason | ''>('');
  const [comment, setComment] = useState('');
  const [photo, setPhoto] = useState<File | null>(null);
  const [photoError, setPhotoError] = useState<string | null>(null);
  const [reasonError, setReasonError] = useState<string | undefined>();
  const report = useReportProductIssue();
  const hide = () => useModalStore.getState().hide('reportProductIssue');
  const fieldErrors =
    report.error && 'fields' in report.error ? (report.error.fields as Record<string, string>) : {};

  const send = async () => {
    if (!reason) {
      setReasonError('Choose a reason.');
      return;
    }
    const photoBase64 = photo ? await base64Of(photo) : undefined;
    report.mutate(
      {
        ...target,
        reason,
        comment,
        ...(photoBase64 ? { photoBase64 } : {}),
      },
      {
        onSuccess: (answer) => {
          hide();
          showToast(answer.message);
        },
      },
    );
  };

  const about =
    target.source === 'order'
      ? `${target.productTitle}, line ${target.lineNumber} of order ${target.webOrderNumber}`
      : `${target.productTitle}${FROM[target.source]}`;

  return (
    <Modal title="Report a product issue" isOpen onOpenChange={(open) => !open && hide()}>
      {() => (
        <form
          className="flex flex-col gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            void send();
          }}
        >
          <p className="text-stone-700">
            About <span className="font-semibold text-stone-900">{about}</span> (SKU {target.productSku}).
            Your sales rep reads it and gets back to you.
          </p>
          <Select
            label="Reason"
            isRequired
            options={REASONS}
            value={reason}
            onChange={(value) => {
              setReason(value as ProductIssueReason);
              setReasonError(undefined);
            }}
            errorMessage={reasonError ?? fieldErrors.reason}
          />
          <TextField
            label="Comment"
            multiline
            maxLength={2000}
            value={comment}
            onChange={setComment}
            isRequired={reason === 'Other'}
            description={reason === 'Other' ? 'Tell us what is wrong.' : 'What happened, and what you need.'}
            errorMessage={fieldErrors.comment}
          />
          <PhotoPicker
            onChange={(file, problem) => {
              setPhoto(problem ? null : file);
              setPhotoError(problem);
            }}
          />
          {photoError && (
            <Alert tone="error" announce>
              {photoError}
            </Alert>
          )}
          {report.error && (
            <Alert tone="error" announce>
              {errorMessageOf(report.error)}
            </Alert>
          )}
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Button variant="secondary" onPress={hide}>
              Cancel
            </Button>
            <Button type="submit" isPending={report.isPending} isDisabled={photoError !== null}>
              Send report
            </Button>
          </div>
        </form>
      )}
    </Modal>
  );
}
