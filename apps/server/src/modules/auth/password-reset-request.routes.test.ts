import { PASSWORD_RESET_REQUESTED_MESSAGE } from '@larder/contract';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD_RESET_SUBJECT } from '../../subscribers/password-link-email.subscriber.ts';
import { createUser } from '../../test-support/factories.ts';
import { waitForMail } from '../../test-support/orders-world.ts';
import { outboxMessages } from '../../test-support/outbox.ts';
import { TestClient, createTestApp, type TestApp } from '../../test-support/test-app.ts';

let t: TestApp;
let dataDir: string;
beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'larder-forgot-'));
  t = await createTestApp({ DATA_DIR: dataDir, JOBS_POLL_MS: '50' });
});
afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const request = (email: unknown, address = '10.7.0.1') =>
  new TestClient(t.app, address).post('/web-api/auth/password-reset/request', { email } as object);

const mailsTo = (email: string) => outboxMessages(dataDir).filter((raw) => raw.includes(`To: ${email}`));

describe('POST /web-api/auth/password-reset/request', () => {
  it('e-mails a link that sets a new password, and answers the same for an unknown address', async () => {
    const user = await createUser(t.database.db);
    const known = await request(user.email.toUpperCase());
    const unknown = await request('nobody-here@example.test');
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.json()).toEqual({ success: true, message: PASSWORD_RESET_REQUESTED_MESSAGE });
    expect(unknown.json()).toEqual(known.json());

    const mail = await waitForMail(dataDir, `To: ${user.email}`);
    expect(mail).toContain(`Subject: ${PASSWORD_RESET_SUBJECT}`);
    expect(mail).toContain('You asked for a link to choose a new password');
    const token = /reset-password\/\?token=([\w-]+)/.exec(mail)?.[1];
    expect(token).toBeDefined();
    const done = await new TestClient(t.app).post('/web-api/auth/password-reset/complete', {
      token,
      password: 'a brand new password',
    });
    expect(done.statusCode).toBe(200);
    await new TestClient(t.app, '10.7.0.2').login(user.email, 'a brand new password');
    expect(outboxMessages(dataDir).some((raw) => raw.includes('nobody-here@example.test'))).toBe(false);
  });

  it('sends one e-mail per account in five minutes, however many addresses ask', async () => {
    const user = await createUser(t.database.db);
    await request(user.email, '10.7.1.1');
    await waitForMail(dataDir, `To: ${user.email}`);
    const again = await request(user.email, '10.7.1.2');
    expect(again.statusCode).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(mailsTo(user.email)).toHaveLength(1);
  });

  it.each([
    ['not an address', 'not-an-email'],
    ['a NUL character', 'a\u0000@example.test'],
    ['a number', 42],
    ['null', null],
    ['an array', ['a@example.test']],
  ])('refuses %s with a 400', async (_, email) => {
    const response = await request(email);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('VALIDATION_FAILED');
  });

  it('refuses a request from another site', async () => {
    const user = await createUser(t.database.db);
    const response = await new TestClient(t.app).post(
      '/web-api/auth/password-reset/request',
      { email: user.email },
      { origin: 'https://evil.example' },
    );
    expect(response.statusCode).toBe(403);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(mailsTo(user.email)).toHaveLength(0);
  });
});
