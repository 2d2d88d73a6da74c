import type { ProductIssueBody } from '@larder/contract';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';

/** What the server answers to a sent report. */
export interface IssueReported {
  success: true;
  id: string;
  message: string;
}

/** Reports an issue with a product (`POST /web-api/product-issues`). */
export function reportProductIssue(body: ProductIssueBody): Promise<IssueReported> {
  return apiFetch<IssueReported>('/web-api/product-issues', { body });
}

/** Reports an issue with a product. */
export function useReportProductIssue() {
  return useMutation({ mutationFn: reportProductIssue });
}
