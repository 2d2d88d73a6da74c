import {
  issueReportedResponseSchema,
  MAX_ISSUE_PHOTO_BASE64_CHARS,
  productIssueBodySchema,
  webIssueBodySchema,
} from '@larder/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireSession } from '../../plugins/session.ts';
import { reportProductIssue, reportWebIssue } from './issue-reports.service.ts';

const TAGS = ['issue-reports'];

/** Room in a product issue body for everything but the photo. */
const FIELDS_BYTES = 64 * 1024;

/** The report product issue and web issue modals' endpoints (spec section 2). */
export const issueReportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/web-api/product-issues',
    {
      // The photo travels as base64: the body may hold a 5 MB photo and the other fields, and no more.
      bodyLimit: MAX_ISSUE_PHOTO_BASE64_CHARS + FIELDS_BYTES,
      schema: {
        tags: TAGS,
        summary:
          "Reports an issue with a product from its page, a cart line or an order line: reason, comment and an optional JPEG, PNG or WebP photo (base64, at most 5 MB); e-mailed to the organization's sales rep.",
        body: productIssueBodySchema,
        response: { 200: issueReportedResponseSchema },
      },
    },
    async (request) => reportProductIssue(app.db, requireSession(request), request.body),
  );

  app.post(
    '/web-api/web-issues',
    {
      config: { access: 'visitor' },
      schema: {
        tags: TAGS,
        summary:
          'Reports a problem with the site, with the page and browser it happened in; visitors may send one too (rate-limited) and leave an address.',
        body: webIssueBodySchema,
        response: { 200: issueReportedResponseSchema },
      },
    },
    async (request) => reportWebIssue(app.db, request.session, request.body),
  );
};
