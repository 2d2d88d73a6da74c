import { useState } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { errorMessageOf } from '../../../lib/api-error.ts';
import { useModalStore } from '../../../lib/modal-store.ts';
import { showToast } from '../../../lib/toast-store.ts';
import { useReportWebIssue } from '../api/report-web-issue.ts';

/** The page and browser a web issue is about, read when the report is sent. */
function browserFacts() {
  return {
    pageUrl: `${window.location.pathname}${window.location.search}`.slice(0, 2000),
    userAgent: navigator.userAgent.slice(0, 500),
    viewport: `${window.innerWidth}x${window.innerHeight}`,
  };
}

/**
 * The web issue modal (spec section 2): a problem with the site, sent to support with the page and browser
 * attached. Visitors may leave an address to be answered at; a signed-in buyer is answered at their own.
 */
export function WebIssueModal({ signedIn }: { signedIn: boolean }) {
  const [description, setDescription] = useState('');
  const [contactEmail, setContactEmail] = useState('');
  const [facts] = useState(browserFacts);
  const report = useReportWebIssue();
  const hide = () => useModalStore.getState().hide('webIssue');
  const fields =
    report.error && 'fields' in report.error ? (report.error.fields as Record<string, string>) : {};
  return (
    <Modal title="Report a problem with the site" isOpen onOpenChange={(open) => !open && hide()}>
      {() => (
        <form
          className="flex flex-col gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            report.mutate(
              { description, contactEmail: signedIn ? '' : contactEmail.trim(), ...facts },
              {
                onSuccess: (answer) => {
                  hide();
                  showToast(answer.message);
                },
              },
            );
          }}
        >
          <TextField
            label="What went wrong?"
            multiline
            isRequired
            maxLength={4000}
            value={description}
            onChange={setDescription}
            errorMessage={fields.description}
          />
          {!signedIn && (
            <TextField
              label="Your e-mail (optional)"
              type="email"
              autoComplete="email"
              value={contactEmail}
              onChange={setContactEmail}
              description="So that we can answer you."
              errorMessage={fields.contactEmail}
            />
          )}
          <div className="rounded-lg bg-stone-100 p-3 text-sm text-stone-700">
            <p className="font-semibold text-stone-900">Sent with your report</p>
            <dl className="mt-1 grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-0.5">
              <dt>Page</dt>
              <dd className="break-all">{facts.pageUrl}</dd>
              <dt>Browser</dt>
              <dd className="break-words">{facts.userAgent}</dd>
              <dt>Window</dt>
              <dd>{facts.viewport}</dd>
            </dl>
          </div>
          {report.error && (
            <Alert tone="error" announce>
              {errorMessageOf(report.error)}
            </Alert>
          )}
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Button variant="secondary" onPress={hide}>
              Cancel
            </Button>
            <Button type="submit" isPending={report.isPending} isDisabled={!description.trim()}>
              Send report
            </Button>
          </div>
        </form>
      )}
    </Modal>
  );
}
