import { readdirSync, readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { catalogCheckThreads } from '../catalog/catalog-feed.service.ts';
import { createApiKey, erp, until } from './integration.test-support.ts';

let t: TestApp;
let key: string;
let closed = false;

/** The niceness of each thread of this process, from /proc (field 19 of a thread's stat). */
function threadNiceness(): number[] {
  const niceOf = (stat: string) => Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16]);
  return readdirSync('/proc/self/task').map((tid) =>
    niceOf(readFileSync(`/proc/self/task/${tid}/stat`, 'utf8')),
  );
}

beforeAll(async () => {
  t = await createTestApp({ CATALOG_CHECK_THREAD_KEPT: 'true' });
  key = (await createApiKey(t)).secret;
}, 60_000);
afterAll(async () => {
  if (!closed) await t?.close();
});

describe('CATALOG_CHECK_THREAD_KEPT (the sync instance, ADR 060)', () => {
  it('starts the check thread with the app, before any call, at the batch priority', async () => {
    expect(catalogCheckThreads()).toBe(1);
    // The thread lowers its own priority as it starts: once it has, this process has one thread at nice 10.
    await until(() => threadNiceness().filter((nice) => nice === 10).length === 1);
    expect(threadNiceness().filter((nice) => nice === 10)).toHaveLength(1);
  });

  it('checks calls on that thread, and keeps it afterwards', async () => {
    const call = await erp(t, key).post('/integration/v1/products', {
      products: [
        {
          sku: '910001',
          name: 'Kept Thread Carrots',
          brand: 'Valley Farms',
          category: 'Produce',
          subcategory: 'Roots',
          variants: [{ unitOfMeasure: 'CS', text: 'CS', default: true, businessUnit: 'NYC01' }],
        },
      ],
    });
    // NYC01 is not a business unit of this empty database: the thread checked the row and named the field.
    expect(call.statusCode, call.body).toBe(400);
    expect(JSON.stringify(call.json())).toContain('businessUnit');
    expect(catalogCheckThreads()).toBe(1);
  });

  it('lets the thread go when the app closes', async () => {
    await t.close();
    closed = true;
    expect(catalogCheckThreads()).toBe(0);
  });
});
