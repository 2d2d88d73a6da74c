// @vitest-environment happy-dom
import { PAGE_TYPES } from '@larder/contract';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { pageComponents } from './page-components.ts';
import { LAYOUT_MODULE, PAGE_MODULES } from './page-modules.ts';

const webRoot = path.resolve(import.meta.dirname, '../..');

describe('PAGE_MODULES', () => {
  // The server preloads what this list names: a wrong entry would preload the wrong page's code.
  it.each(PAGE_TYPES)('names the module page-components loads for %s', async (pageType) => {
    const module = (await import(/* @vite-ignore */ path.join(webRoot, PAGE_MODULES[pageType]))) as object;
    const { default: component } = (await pageComponents[pageType].preload()) as { default: unknown };
    expect(Object.values(module)).toContain(component);
  });

  it('names the layout module that exists', () => {
    expect(existsSync(path.join(webRoot, LAYOUT_MODULE))).toBe(true);
  });
});
