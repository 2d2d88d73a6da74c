import { useIssueReportStore } from '../../../lib/issue-report-store.ts';
import { useModalVisible } from '../../../lib/modal-store.ts';
import { ReportProductIssueModal } from './report-product-issue-modal.tsx';
import { WebIssueModal } from './web-issue-modal.tsx';

/** The report product issue and web issue modals while the modal store says they are open. */
export function IssueReportModals({ signedIn }: { signedIn: boolean }) {
  const productOpen = useModalVisible('reportProductIssue');
  const webOpen = useModalVisible('webIssue');
  const target = useIssueReportStore((state) => state.product);
  return (
    <>
      {productOpen && target && <ReportProductIssueModal key={JSON.stringify(target)} target={target} />}
      {webOpen && <WebIssueModal signedIn={signedIn} />}
    </>
  );
}
