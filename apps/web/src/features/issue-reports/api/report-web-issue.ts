import type { WebIssueBody } from '@larder/contract';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import type { IssueReported } from './report-product-issue.ts';

/** Reports a problem with the site (`POST /web-api/web-issues`). */
export function reportWebIssue(body: WebIssueBody): Promise<IssueReported> {
  return apiFetch<IssueReported>('/web-api/web-issues', { body });
}

/** Reports a problem with the site. */
export function useReportWebIssue() {
  return useMutation({ mutationFn: reportWebIssue });
}
