// @vitest-environment happy-dom
import type { Organization } from '@larder/contract';
import { beforeEach, describe, expect, it } from 'vitest';
import { markStartOrderShown, shouldShowStartOrder } from './start-order-prompt.ts';

const ppro = { isPPro: true } as Organization;
const other = { isPPro: false } as Organization;

describe('shouldShowStartOrder', () => {
  beforeEach(() => sessionStorage.clear());

  it('shows once per session, for PPro organizations only', () => {
    expect(shouldShowStartOrder(other, sessionStorage)).toBe(false);
    expect(shouldShowStartOrder(null, sessionStorage)).toBe(false);
    expect(shouldShowStartOrder(ppro, sessionStorage)).toBe(true);
    markStartOrderShown(sessionStorage);
    expect(shouldShowStartOrder(ppro, sessionStorage)).toBe(false);
  });
});
