import multipart from '@fastify/multipart';
import {
  CUSTOMER_IMPORT_MAX_BYTES,
  customerImportResultSchema,
  errorResponseSchema,
  staffCustomerImportQuerySchema,
  staffOrganizationCreateSchema,
  staffOrganizationDetailSchema,
  staffOrganizationEditSchema,
  staffOrganizationParamsSchema,
} from '@larder/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireStaff, staffMemberOf } from '../../plugins/require-staff.ts';
import { uploadedFileOf } from '../../plugins/spreadsheet-import.ts';
import { customerImportTemplate, importCustomerFile } from './customer-import.service.ts';
import { createOrganization, editOrganization } from './organization-form.service.ts';

const TAGS = ['staff'];
const errors = {
  400: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
};

/**
 * The staff console's organization screens for distributors without an ERP link (ADR 041): create and edit
 * an organization, and import a customer spreadsheet (a dry run, then apply), by the customer feed's rules.
 */
export const organizationFormRoutes: FastifyPluginAsyncZod = async (app) => {
  // Multipart only here; the file is buffered, at most CUSTOMER_IMPORT_MAX_BYTES, and read by the bounded
  // readers of ADR 011.
  await app.register(multipart, {
    limits: { fileSize: CUSTOMER_IMPORT_MAX_BYTES, files: 1, fields: 2, parts: 3 },
  });
  const onRequest = requireStaff('manage-customers');

  app.post(
    '/web-api/staff/organizations',
    {
      onRequest,
      schema: {
        tags: TAGS,
        summary:
          'Staff: a new organization (the customer feed’s fields), checked as the feed checks it; audited. A rep may name only themselves as its rep.',
        body: staffOrganizationCreateSchema,
        response: { 201: staffOrganizationDetailSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createOrganization(app.db, staffMemberOf(request), request.body)),
  );

  app.put(
    '/web-api/staff/organizations/:id',
    {
      onRequest,
      schema: {
        tags: TAGS,
        summary:
          'Staff: an organization’s fields (the customer feed’s), checked as the feed checks them; audited. Another rep’s organization is a 404.',
        params: staffOrganizationParamsSchema,
        body: staffOrganizationEditSchema,
        response: { 200: staffOrganizationDetailSchema, ...errors },
      },
    },
    async (request) => editOrganization(app.db, staffMemberOf(request), request.params.id, request.body),
  );

  app.post(
    '/web-api/staff/organizations/import',
    {
      onRequest,
      schema: {
        tags: TAGS,
        summary:
          'Staff: a CSV or XLSX of customers: every row checked and previewed (new, changed, unchanged, errors); apply=true writes it all or nothing.',
        querystring: staffCustomerImportQuerySchema,
        consumes: ['multipart/form-data'],
        response: {
          200: customerImportResultSchema,
          400: errorResponseSchema,
          403: errorResponseSchema,
          413: errorResponseSchema,
          415: errorResponseSchema,
          422: errorResponseSchema,
        },
      },
    },
    async (request) => {
      const file = await uploadedFileOf(request, CUSTOMER_IMPORT_MAX_BYTES);
      return importCustomerFile(app.db, staffMemberOf(request), file, request.query.apply === 'true');
    },
  );

  app.get(
    '/web-api/staff/organizations/import-template',
    {
      onRequest,
      schema: {
        tags: TAGS,
        summary: 'Staff: the CSV template of the customer import: its columns and one example row.',
        produces: ['text/csv'],
        response: { 200: z.string(), 403: errorResponseSchema },
      },
    },
    async (_request, reply) => {
      void reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="larder-customers-template.csv"');
      return customerImportTemplate().toString('utf-8');
    },
  );
};
