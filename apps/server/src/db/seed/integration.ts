import type { Db } from '../client.ts';
import { DEMO_INTEGRATION_KEY, storeIntegrationKey } from '../../modules/integration/api-keys.service.ts';

/** The demo's webhook secret: the demo key has no webhook address, so it signs nothing, but every key has one. */
const DEMO_WEBHOOK_SECRET = 'whsec_larder-demo';

/** Seeds the demo ERP key (README): every scope, no webhook address. */
export async function seedIntegration(db: Db): Promise<void> {
  await storeIntegrationKey(db, {
    name: 'Demo ERP',
    scopes: ['inventory', 'prices', 'orders', 'catalog', 'customers'],
    webhookUrl: null,
    secret: DEMO_INTEGRATION_KEY,
    webhookSecret: DEMO_WEBHOOK_SECRET,
    createdBy: null,
  });
}
