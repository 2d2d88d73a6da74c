import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-support/test-app.ts';

// Shaped like Vite's build output: a module script and a stylesheet from our own origin.
const INDEX_HTML = `<!doctype html>
<html lang="en">
  <head>
    <title>Larder</title>
    <script type="module" crossorigin src="/assets/index-abc123.js"></script>
    <link rel="stylesheet" crossorigin href="/assets/index-abc123.css">
  </head>
  <body><div id="root"></div></body>
</html>
`;

let dist: string;
let t: TestApp;
beforeAll(async () => {
  dist = mkdtempSync(path.join(tmpdir(), 'larder-web-'));
  writeFileSync(path.join(dist, 'index.html'), INDEX_HTML);
  t = await createTestApp({ WEB_DIST_DIR: dist });
});
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

/** The CSP of an answer as directive name -> sources. */
function policyOf(header: unknown): Map<string, string[]> {
  const policy = new Map<string, string[]>();
  for (const directive of String(header).split(';')) {
    const [name, ...sources] = directive.trim().split(/\s+/);
    if (name) policy.set(name, sources);
  }
  return policy;
}

const page = () => t.app.inject({ method: 'GET', url: '/no-such-page/', headers: { accept: 'text/html' } });

describe('security headers', () => {
  it('sends a strict Content-Security-Policy: own-origin scripts and styles, no inline code but by nonce', async () => {
    const response = await page();
    const header = response.headers['content-security-policy'];
    expect(header).not.toContain('unsafe-inline');
    expect(header).not.toContain('unsafe-eval');
    const policy = policyOf(header);
    expect(policy.get('default-src')).toEqual(["'self'"]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('base-uri')).toEqual(["'none'"]);
    expect(policy.get('script-src-attr')).toEqual(["'none'"]);
    expect(policy.get('script-src')).toEqual(["'self'", expect.stringMatching(/^'nonce-[0-9a-f]{32}'$/)]);
    expect(policy.get('style-src')).toEqual(["'self'", expect.stringMatching(/^'nonce-[0-9a-f]{32}'$/)]);
    expect(policy.has('upgrade-insecure-requests')).toBe(false);
    // The product video plays from our own origin; no third-party player frame or script is allowed.
    expect(policy.get('media-src')).toEqual(["'self'"]);
    expect(policy.has('frame-src')).toBe(false);
  });

  it("gives every inline script of a page the response's nonce, a new one each time", async () => {
    const nonces: string[] = [];
    for (const response of [await page(), await page()]) {
      const policy = policyOf(response.headers['content-security-policy']);
      const nonce = /'nonce-([0-9a-f]+)'/.exec(policy.get('script-src')!.join(' '))![1]!;
      const styleNonce = /'nonce-([0-9a-f]+)'/.exec(policy.get('style-src')!.join(' '))![1]!;
      // React Aria gives the <style> element it adds the nonce of this meta.
      expect(response.body).toContain(`<meta property="csp-nonce" nonce="${styleNonce}">`);
      const inline = [...response.body.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>/g)]
        .map((m) => m[1]!)
        .filter((attributes) => !attributes.includes('type="application/json"'));
      expect(inline.length).toBeGreaterThan(0);
      for (const attributes of inline) expect(attributes).toBe(` nonce="${nonce}"`);
      nonces.push(nonce);
    }
    expect(nonces[0]).not.toBe(nonces[1]);
  });

  it('sends the other protective headers on API answers too, and no HSTS over plain HTTP', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(response.headers).toMatchObject({
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'SAMEORIGIN',
      'referrer-policy': 'same-origin',
      'cross-origin-opener-policy': 'same-origin',
    });
    expect(response.headers['content-security-policy']).toBeDefined();
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });

  it('sends HSTS and upgrades insecure requests when COOKIE_SECURE says the site is on HTTPS', async () => {
    const secure = await createTestApp({ COOKIE_SECURE: 'true' });
    try {
      const response = await secure.app.inject({ method: 'GET', url: '/healthz' });
      expect(response.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      expect(policyOf(response.headers['content-security-policy']).has('upgrade-insecure-requests')).toBe(
        true,
      );
    } finally {
      await secure.close();
    }
  });

  it('sends them on refusals raised before any handler too', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/web-api/cart/submit' });
    expect(response.statusCode).toBe(403);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });
});
