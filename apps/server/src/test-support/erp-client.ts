// The ERP's side of the integration API for tests outside the integration module (an API key, calls with
// it, polling for a job's effect): the module's own helpers, reachable from other modules' tests.
export { createApiKey, erp, until } from '../modules/integration/integration.test-support.ts';
