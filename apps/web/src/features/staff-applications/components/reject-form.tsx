import { MAX_REJECTION_REASON_LENGTH, type StaffApplication } from '@larder/contract';
import { useState, type FormEvent } from 'react';
import { Form } from 'react-aria-components';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { ApiError, errorMessageOf } from '../../../lib/api-error.ts';
import { showToast } from '../../../lib/toast-store.ts';
import { useRejectApplication } from '../api/review-application.ts';

/** Rejects an application with the reason the applicant is e-mailed. */
export function RejectForm({ application, onDone }: { application: StaffApplication; onDone: () => void }) {
  const [reason, setReason] = useState('');
  const [localError, setLocalError] = useState<string | undefined>();
  const reject = useRejectApplication(application.id);
  const fields = reject.error instanceof ApiError ? reject.error.fields : {};
  const fieldError = localError ?? fields.reason;
  const otherError = reject.isError && !fields.reason ? errorMessageOf(reject.error) : null;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (reason.trim() === '') {
      setLocalError('Give the applicant a reason.');
      return;
    }
    setLocalError(undefined);
    reject.mutate(
      { reason },
      {
        onSuccess: () => {
          showToast(
            `Rejected the application of ${application.address.companyName}; the reason was e-mailed.`,
          );
          onDone();
        },
      },
    );
  }

  return (
    <Form onSubmit={submit} className="flex flex-col gap-4" aria-label="Reject the application">
      {otherError && (
        <Alert tone="error" announce>
          {otherError}
        </Alert>
      )}
      <TextField
        label="Reason"
        description={`E-mailed to ${application.email}. At most ${MAX_REJECTION_REASON_LENGTH} characters.`}
        multiline
        isRequired
        maxLength={MAX_REJECTION_REASON_LENGTH}
        value={reason}
        onChange={(value) => {
          setReason(value);
          setLocalError(undefined);
        }}
        errorMessage={fieldError}
        autoFocus
      />
      <Button type="submit" variant="danger" isPending={reject.isPending} className="self-start">
        Reject application
      </Button>
    </Form>
  );
}
