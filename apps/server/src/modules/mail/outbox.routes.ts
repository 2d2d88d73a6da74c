import {
  STAFF_PAGE_SIZE,
  outboxMessageParamsSchema,
  outboxMessageSchema,
  staffOutboxPageSchema,
  staffOutboxQuerySchema,
} from '@larder/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../plugins/app-error.ts';
import { requireStaff, salesRepScopeOf, staffMemberOf } from '../../plugins/require-staff.ts';
import type { FastifyRequest } from 'fastify';
import { findMailMessage, findMailPage, type MailScope } from './mail.repository.ts';

function scopeOf(request: FastifyRequest): MailScope {
  const staff = staffMemberOf(request);
  return { salesRepId: salesRepScopeOf(staff), staffEmail: staff.email };
}

/**
 * The staff console's outbox: every e-mail the storefront sent or wrote to the outbox folder. A rep reads
 * only the mail sent to their own organizations' users and to themself.
 */
export const outboxRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/web-api/staff/outbox',
    {
      onRequest: requireStaff('manage-customers'),
      schema: {
        tags: ['staff'],
        summary: 'Staff: every e-mail sent, newest first, searched by recipient or subject.',
        querystring: staffOutboxQuerySchema,
        response: { 200: staffOutboxPageSchema },
      },
    },
    async (request) => {
      const { page, q } = request.query;
      const { items, total } = await findMailPage(app.db, scopeOf(request), q, {
        limit: STAFF_PAGE_SIZE,
        offset: (page - 1) * STAFF_PAGE_SIZE,
      });
      return { items, total, page, pageSize: STAFF_PAGE_SIZE };
    },
  );

  app.get(
    '/web-api/staff/outbox/:id',
    {
      onRequest: requireStaff('manage-customers'),
      schema: {
        tags: ['staff'],
        summary: 'Staff: one whole e-mail, its text and HTML parts.',
        params: outboxMessageParamsSchema,
        response: { 200: outboxMessageSchema },
      },
    },
    async (request) => {
      const message = await findMailMessage(app.db, scopeOf(request), request.params.id);
      if (!message) throw notFound('The e-mail');
      return message;
    },
  );
};
