import type { PunchoutBuyer } from '@larder/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readAnswer, setupRequest } from '../../test-support/procurement-documents.ts';
import { TEST_PASSWORD, createOrganization, createUser } from '../../test-support/factories.ts';
import { TestClient, createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { staffAudit } from '../staff-audit/staff-audit.table.ts';
import { punchoutBuyers } from './punchout.table.ts';
import { postXml, RETURN_URL } from './punchout.test-support.ts';

let t: TestApp;
let organizationId: string;
let admin: TestClient;

async function signedIn(overrides: Parameters<typeof createUser>[1], memberOf: string[] = []) {
  const user = await createUser(t.database.db, overrides, memberOf);
  const client = new TestClient(t.app);
  await client.login(user.email, TEST_PASSWORD);
  return client;
}

const newBuyer = () => ({
  name: 'Coupa at Harbor Hotels',
  protocol: 'cxml',
  fromIdentity: 'harbor-hotels',
  fromDomain: 'NetworkId',
  senderIdentity: 'coupa',
  senderDomain: 'NetworkId',
  sharedSecret: 'a-long-enough-secret',
  organizationId,
  returnHosts: ['localhost', 'Coupa.Example.com'],
  trackingEmail: 'buyers@harbor.test',
  deploymentMode: 'window',
});

beforeAll(async () => {
  t = await createTestApp();
  organizationId = (await createOrganization(t.database.db, {})).organization.id;
  admin = await signedIn({ isStaff: true, staffPermissions: ['manage-punchout-buyers'] });
});
afterAll(() => t.close());

describe('staff: punchout buyers', () => {
  it('adds a buyer with its secret hashed, audited, and the secret works for setup', async () => {
    const created = await admin.post('/web-api/staff/punchout-buyers', newBuyer());
    expect(created.statusCode).toBe(200);
    const buyer = created.json() as PunchoutBuyer;
    expect(buyer).toMatchObject({
      name: 'Coupa at Harbor Hotels',
      returnHosts: ['localhost', 'coupa.example.com'],
    });
    expect(created.body).not.toContain('a-long-enough-secret');
    const [row] = await t.database.db.select().from(punchoutBuyers).where(eq(punchoutBuyers.id, buyer.id));
    expect(row!.secretHash).toMatch(/^scrypt\$/);
    const audits = await t.database.db.select().from(staffAudit).where(eq(staffAudit.subjectId, buyer.id));
    expect(audits.map((a) => a.action)).toEqual(['punchout-buyer.create']);
    expect(JSON.stringify(audits[0]!.after)).not.toContain('scrypt');

    const setup = (secret: string) =>
      postXml(
        t.app,
        '/punchout/cxml/setup',
        setupRequest({
          credentials: { identity: 'harbor-hotels', domain: 'NetworkId', secret },
          returnUrl: RETURN_URL,
          buyerCookie: 'c',
        }).replace(/(<Sender>\s*<Credential domain="NetworkId">\s*<Identity>)harbor-hotels/, '$1coupa'),
      );
    expect(readAnswer((await setup('a-long-enough-secret')).body).code).toBe('200');

    // A new secret replaces the old one at once; switched off, the buyer is unknown.
    const rotated = await admin.post(`/web-api/staff/punchout-buyers/${buyer.id}`, {
      sharedSecret: 'another-long-secret',
    });
    expect(rotated.statusCode).toBe(200);
    expect(readAnswer((await setup('a-long-enough-secret')).body).code).toBe('401');
    expect(readAnswer((await setup('another-long-secret')).body).code).toBe('200');
    await admin.post(`/web-api/staff/punchout-buyers/${buyer.id}`, { active: false });
    expect(readAnswer((await setup('another-long-secret')).body).code).toBe('401');

    const list = (await admin.get('/web-api/staff/punchout-buyers')).json() as { items: PunchoutBuyer[] };
    expect(list.items.find((b) => b.id === buyer.id)).toMatchObject({ active: false });
  });

  it('refuses bad input with 400 and changes nothing', async () => {
    for (const body of [
      { ...newBuyer(), sharedSecret: 'short' },
      { ...newBuyer(), returnHosts: ['https://evil.example/'] },
      { ...newBuyer(), protocol: 'as2' },
      { ...newBuyer(), name: 'a\u0000b' },
      { ...newBuyer(), returnHosts: [] },
    ]) {
      expect((await admin.post('/web-api/staff/punchout-buyers', body)).statusCode).toBe(400);
    }
    expect(
      (await admin.post('/web-api/staff/punchout-buyers', { ...newBuyer(), organizationId: 'nope' }))
        .statusCode,
    ).toBe(404);
    expect((await admin.post('/web-api/staff/punchout-buyers/unknown', { active: false })).statusCode).toBe(
      404,
    );
  });

  it('is 404 for customers and 403 for staff without the permission', async () => {
    const customer = await signedIn({}, [organizationId]);
    expect((await customer.get('/web-api/staff/punchout-buyers')).statusCode).toBe(404);
    expect((await customer.post('/web-api/staff/punchout-buyers', newBuyer())).statusCode).toBe(404);
    const support = await signedIn({ isStaff: true, staffPermissions: ['manage-orders'] });
    expect((await support.get('/web-api/staff/punchout-buyers')).statusCode).toBe(403);
  });
});
