import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-support/test-app.ts';
import { modulePreloadsOf } from './web-app.ts';

const preloads = {
  layout: ['/assets/layout.js', '/assets/shared.js'],
  pages: { StartPage: ['/assets/start.js', '/assets/shared.js'] },
};

describe('modulePreloadsOf', () => {
  it("lists the layout's chunks, then the page type's, each once", () => {
    expect(modulePreloadsOf(preloads, 'StartPage')).toEqual([
      '/assets/layout.js',
      '/assets/shared.js',
      '/assets/start.js',
    ]);
  });

  it("lists only the layout's chunks for a page type the build did not list", () => {
    expect(modulePreloadsOf(preloads, 'CartPage')).toEqual(preloads.layout);
  });

  it('lists nothing without a preload list', () => {
    expect(modulePreloadsOf(null, 'StartPage')).toEqual([]);
  });
});

describe('a web build whose preload list is unreadable', () => {
  let t: TestApp;
  let dist: string;
  beforeAll(async () => {
    dist = mkdtempSync(path.join(tmpdir(), 'larder-web-'));
    mkdirSync(path.join(dist, '.vite'));
    writeFileSync(
      path.join(dist, 'index.html'),
      '<html><head></head><body><div id="root"></div></body></html>',
    );
    // A list naming something other than a script is ignored as a whole.
    writeFileSync(
      path.join(dist, '.vite', 'page-preloads.json'),
      JSON.stringify({ layout: ['javascript:alert(1)'], pages: {} }),
    );
    t = await createTestApp({ WEB_DIST_DIR: dist });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('still serves pages, without preloads', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/', headers: { accept: 'text/html' } });
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.body).toContain('<div id="root"></div>');
    expect(response.body).toContain('larder-initial-data');
    expect(response.body).not.toContain('modulepreload');
  });
});
