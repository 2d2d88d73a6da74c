import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { test, type TestInfo } from '@playwright/test';
import type { BrowserContext, Page } from 'playwright-core';
import { launchFreshChromium } from '../bench/lib/chromium.ts';

/** Where journeys leave their screenshots, for people to look at. */
export const SCREENSHOT_DIR = path.resolve(import.meta.dirname, 'artifacts');

/** A fresh Debian Chromium with its own profile, as a new user would have. */
export interface FreshBrowser {
  context: BrowserContext;
  page: Page;
  screenshot(name: string): Promise<void>;
  /** Content-Security-Policy violations any page of the browser reported so far. */
  cspViolations: string[];
  /** Closes the browser; throws when a page broke the Content-Security-Policy, failing the journey. */
  close(): Promise<void>;
}

/** The name under which pages hand their CSP violations to the test. */
const CSP_REPORT_BINDING = '__larderReportCspViolation';

/**
 * Collects every Content-Security-Policy violation of every page: the DOM's securitypolicyviolation events
 * (through a binding the pages call) and Chromium's console reports of them, which also cover what
 * happened before a page's scripts ran.
 */
async function collectCspViolations(context: BrowserContext): Promise<string[]> {
  const violations: string[] = [];
  await context.exposeBinding(CSP_REPORT_BINDING, (source, violation: string) => {
    violations.push(`${source.page?.url() ?? '?'}: ${violation}`);
  });
  await context.addInitScript((binding) => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as Record<string, (violation: string) => void>)[binding];
      report?.(
        `${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} at ${event.sourceFile}:${event.lineNumber}` +
          (event.sample ? ` (${event.sample})` : ''),
      );
    });
  }, CSP_REPORT_BINDING);
  context.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text()))
      violations.push(`console: ${message.text()}`);
  });
  return violations;
}

/** The running test, when there is one (a bench or a script opens browsers too). */
function runningTest(): TestInfo | undefined {
  try {
    return test.info();
  } catch {
    return undefined;
  }
}

/**
 * Whether to record a trace of this browser: a journey's retry, as Playwright's `on-first-retry` does (a
 * trace of every action with screenshots costs a first attempt about 6% of its time on a 2-core machine),
 * or every attempt with E2E_TRACE=always.
 */
function tracing(): boolean {
  return process.env.E2E_TRACE === 'always' || (runningTest()?.retry ?? 0) > 0;
}

/** Stops the trace; a failed journey keeps it beside its results (`npx playwright show-trace <zip>`). */
async function keepTraceOfFailure(context: BrowserContext): Promise<void> {
  const info = runningTest();
  if (!info || info.status === info.expectedStatus) {
    await context.tracing.stop();
    return;
  }
  const tracePath = info.outputPath(`trace-${Date.now()}.zip`);
  await context.tracing.stop({ path: tracePath });
  await info.attach('trace', { path: tracePath, contentType: 'application/zip' });
}

/** Launches headless Chromium from Debian's package with a fresh user-data dir. */
export async function openBrowser(
  baseUrl: string,
  viewport = { width: 390, height: 844 },
  options: { keepMessages?: boolean } = {},
): Promise<FreshBrowser> {
  const { context, profile } = await launchFreshChromium({ viewport, baseURL: baseUrl });
  const cspViolations = await collectCspViolations(context);
  // Recorded for a retried journey and kept if it fails again (see close): what each step saw and did.
  const traced = tracing();
  if (traced) await context.tracing.start({ screenshots: true, snapshots: true });
  const page = context.pages()[0] ?? (await context.newPage());
  // A buyer's in-app message (the demo seeds some) lays an invisible dismiss layer over the page until
  // it is closed; journeys about something else close it as a user would, before their next action.
  if (!options.keepMessages) {
    await page.addLocatorHandler(page.locator('[data-messaging-dismiss]'), (layer) =>
      layer.dispatchEvent('click'),
    );
  }
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  return {
    context,
    page,
    screenshot: async (name) => {
      await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}.png`), fullPage: true });
    },
    cspViolations,
    close: async () => {
      if (traced) await keepTraceOfFailure(context);
      await context.close();
      rmSync(profile, { recursive: true, force: true });
      if (cspViolations.length > 0) {
        throw new Error(`Content-Security-Policy violations:\n${cspViolations.join('\n')}`);
      }
    },
  };
}

/** The demo password every demo login shares. */
export const DEMO_PASSWORD = 'larder-demo';

/** Signs in through the sign-in page as a demo login and waits for the signed-in home page. */
export async function signIn(page: Page, email: string): Promise<void> {
  await page.goto('/sign-in/');
  await page.getByLabel('E-mail address').fill(email);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('heading', { name: /Welcome back/ }).waitFor();
}

/** How a web API call is made from the page. */
export interface ApiCall {
  method?: 'GET' | 'POST' | 'DELETE';
  body?: unknown;
  headers?: Record<string, string>;
}

/** Calls the web API from the signed-in page, as the storefront does; a failed answer throws with its body. */
export async function callApi<T>(page: Page, path: string, call: ApiCall = {}): Promise<T> {
  return page.evaluate(
    async ({ path, method, body, headers }) => {
      const response = await fetch(path, {
        method,
        headers: {
          accept: 'application/json',
          'x-requested-with': 'larder-web',
          ...headers,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
      return (await response.json()) as T;
    },
    { path, method: call.method ?? 'GET', body: call.body, headers: call.headers ?? {} },
  );
}
