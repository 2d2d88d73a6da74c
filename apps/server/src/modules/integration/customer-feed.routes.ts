import {
  businessUnitFeedBodySchema,
  customerFeedBodySchema,
  customerFeedResultSchema,
  customerGroupFeedBodySchema,
  errorResponseSchema,
  userFeedBodySchema,
} from '@larder/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { applyUserFeed } from '../organizations/buyer-feed.service.ts';
import {
  applyBusinessUnitFeed,
  applyCustomerFeed,
  applyCustomerGroupFeed,
} from '../organizations/customer-feed.service.ts';
import type { Db } from '../../db/client.ts';
import { requireApiKey } from './integration-auth.ts';

const TAGS = ['integration'];
const security = [{ integrationKey: [] }];
const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  413: errorResponseSchema,
};
/** 10,000 customers with addresses and hold messages: about 6 MB of JSON at the most. */
const CUSTOMER_FEED_BODY_LIMIT = 16 * 1024 * 1024;
// Bearer keys, never cookies: a browser cannot be tricked into sending one, so no cross-site check applies.
const config = { crossSite: 'open' as const };
/**
 * Each row is checked on its own in the service, so one answer names every bad field of every row (route
 * validation would stop at the first): the schema stays on the route for the API's document.
 */
const rowsCheckedByService = () => (data: unknown) => ({ value: data });

const feeds: {
  path: string;
  summary: string;
  body: z.ZodType;
  apply: (db: Db, body: unknown) => ReturnType<typeof applyCustomerFeed>;
}[] = [
  {
    path: '/integration/v1/business-units',
    summary:
      'ERP: business units (warehouses) upserted by id: name, time zone, address, delivery weekdays, cut-off, lead days; all rows or none.',
    body: businessUnitFeedBodySchema,
    apply: applyBusinessUnitFeed,
  },
  {
    path: '/integration/v1/customer-groups',
    summary: 'ERP: the customer groups prices are fed for, upserted by id; all rows or none.',
    body: customerGroupFeedBodySchema,
    apply: applyCustomerGroupFeed,
  },
  {
    path: '/integration/v1/customers',
    summary:
      'ERP: up to 10,000 customers (organizations) upserted by account number; unknown business units or groups are row errors; all rows or none.',
    body: customerFeedBodySchema,
    apply: applyCustomerFeed,
  },
  {
    path: '/integration/v1/users',
    summary:
      'ERP: up to 10,000 buyers upserted by e-mail with every organization they order for; invite: true e-mails a new buyer a set-password link.',
    body: userFeedBodySchema,
    apply: applyUserFeed,
  },
];

/** The distributor's customers: business units, customer groups, organizations and buyers (ADR 041). */
export const customerFeedRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const feed of feeds) {
    app.post(
      feed.path,
      {
        config,
        bodyLimit: CUSTOMER_FEED_BODY_LIMIT,
        onRequest: requireApiKey(app.db, 'customers'),
        validatorCompiler: rowsCheckedByService,
        schema: {
          tags: TAGS,
          security,
          summary: feed.summary,
          body: feed.body,
          response: { 200: customerFeedResultSchema, ...errors },
        },
      },
      async (request) => feed.apply(app.db, request.body),
    );
  }
};
