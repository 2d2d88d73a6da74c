import type { StaffApplication } from '@larder/contract';
import { useEffect, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { ApplicationDetails } from './application-details.tsx';
import { ApproveForm } from './approve-form.tsx';
import { RejectForm } from './reject-form.tsx';

type Action = 'approve' | 'reject' | null;

/** The application in a dialog: everything the applicant gave, and for a pending one approve or reject. */
export function ReviewDialog({
  application,
  onClose,
}: {
  application: StaffApplication | null;
  onClose: () => void;
}) {
  const [action, setAction] = useState<Action>(null);
  const actionRef = useRef<HTMLDivElement>(null);
  // The chosen form opens below the details: bring it into view (a phone's sheet shows little at once).
  useEffect(() => {
    if (action) actionRef.current?.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
  }, [action]);
  const close = () => {
    setAction(null);
    onClose();
  };
  return (
    <Modal
      title={application ? `${application.address.companyName}` : 'Application'}
      isOpen={application !== null}
      size="wide"
      onOpenChange={(open) => {
        if (!open) close();
      }}
    >
      {() =>
        application && (
          <div className="flex flex-col gap-5">
            <ApplicationDetails application={application} />
            {application.status === 'pending' && (
              <section aria-label="Review" className="flex flex-col gap-4 border-t border-stone-200 pt-4">
                <div className="flex flex-wrap gap-2">
                  <Button
                    variant={action === 'approve' ? 'primary' : 'secondary'}
                    aria-expanded={action === 'approve'}
                    onPress={() => setAction('approve')}
                  >
                    Approve…
                  </Button>
                  <Button
                    variant={action === 'reject' ? 'danger' : 'secondary'}
                    aria-expanded={action === 'reject'}
                    onPress={() => setAction('reject')}
                  >
                    Reject…
                  </Button>
                </div>
                <div ref={actionRef}>
                  {action === 'approve' && <ApproveForm application={application} onDone={close} />}
                  {action === 'reject' && <RejectForm application={application} onDone={close} />}
                </div>
              </section>
            )}
          </div>
        )
      }
    </Modal>
  );
}
