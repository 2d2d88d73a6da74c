import { and, count, eq } from 'drizzle-orm';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect } from 'vitest';
import { createUser, TEST_PASSWORD } from '../../test-support/factories.ts';
import { outboxMessages } from '../../test-support/outbox.ts';
import { TestClient, createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { signupApplications, users } from '../auth/auth.table.ts';
import { staffAudit } from '../staff-audit/staff-audit.table.ts';

/** A test app with a signed-in approver, and helpers to apply and to read what a review changed. */
export interface ApplicationsWorld {
  t: TestApp;
  admin: TestClient;
  adminId: string;
  /** Applies through the public sign-up form; the e-mail, password and application id. */
  apply(overrides?: {
    companyName?: string;
    state?: string;
  }): Promise<{ email: string; password: string; id: string }>;
  /** The outbox's messages to an address, quoted-printable soft line breaks undone. */
  mailTo(address: string): string[];
  until(check: () => boolean, timeoutMs?: number): Promise<void>;
  applicationRow(id: string): Promise<typeof signupApplications.$inferSelect>;
  userCount(): Promise<number>;
  auditOf(subjectId: string, subjectType?: string): Promise<(typeof staffAudit.$inferSelect)[]>;
  close(): Promise<void>;
}

let n = 0;

/** Builds the world: an app whose outbox is a temporary folder and whose sales team is team@sales.test. */
export async function createApplicationsWorld(): Promise<ApplicationsWorld> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'larder-applications-'));
  const t = await createTestApp({
    DATA_DIR: dataDir,
    JOBS_POLL_MS: '50',
    SALES_TEAM_EMAIL: 'team@sales.test',
  });
  const adminUser = await createUser(t.database.db, {
    isStaff: true,
    staffPermissions: ['approve-applications', 'manage-customers'],
  });
  const admin = new TestClient(t.app);
  await admin.login(adminUser.email, TEST_PASSWORD);
  const db = t.database.db;
  return {
    t,
    admin,
    adminId: adminUser.id,
    async apply(overrides = {}) {
      const email = `applicant${++n}@example.test`;
      const password = `password-${n}-long`;
      const response = await new TestClient(t.app).post('/web-api/auth/signup', {
        email,
        phone: '(312) 555-0199',
        password,
        confirmPassword: password,
        firstName: 'Nia',
        lastName: `Owens${n}`,
        cutOffTime: '20:00',
        businessCategory: 'Restaurant',
        accounts: '',
        address: {
          companyName: overrides.companyName ?? `Owens Kitchen ${n}`,
          address1: '12 Lake St',
          address2: 'Suite 4',
          city: 'Chicago',
          state: overrides.state ?? 'IL',
          zip: '60601',
          country: 'US',
          region: 'midwest',
          isNewRestaurant: true,
        },
      });
      expect(response.statusCode).toBe(201);
      const [row] = await db.select().from(signupApplications).where(eq(signupApplications.email, email));
      return { email, password, id: row!.id };
    },
    mailTo: (address) =>
      outboxMessages(dataDir)
        .map((m) => m.replace(/=\r?\n/g, ''))
        .filter((m) => m.includes(`To: ${address}`)),
    async until(check, timeoutMs = 15_000) {
      const deadline = Date.now() + timeoutMs;
      while (!check()) {
        if (Date.now() > deadline) throw new Error('timed out waiting');
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    async applicationRow(id) {
      const [row] = await db.select().from(signupApplications).where(eq(signupApplications.id, id));
      return row!;
    },
    async userCount() {
      const [row] = await db.select({ n: count() }).from(users);
      return row!.n;
    },
    auditOf: (subjectId, subjectType = 'application') =>
      db
        .select()
        .from(staffAudit)
        .where(and(eq(staffAudit.subjectType, subjectType), eq(staffAudit.subjectId, subjectId))),
    async close() {
      await t.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
