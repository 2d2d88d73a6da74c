import { describe, expect, it, vi } from 'vitest';
import { createGuardedHistory, type NavigationAttempt } from './guarded-history.ts';
import { createMemoryHistory } from './memory-history.test-support.ts';

function setup(block: (attempt: NavigationAttempt) => boolean) {
  const inner = createMemoryHistory('/');
  const attempts: NavigationAttempt[] = [];
  const history = createGuardedHistory(inner, (attempt) => {
    attempts.push(attempt);
    return block(attempt);
  });
  const seen: string[] = [];
  history.listen(({ action, location }) => seen.push(`${action} ${location.pathname}${location.search}`));
  return { history, attempts, seen };
}

describe('createGuardedHistory', () => {
  it('asks before a push and lets it through', () => {
    const { history, attempts, seen } = setup(() => false);
    history.push('/about-us/?x=1');
    expect(attempts[0]).toMatchObject({
      action: 'PUSH',
      from: { pathname: '/' },
      to: { pathname: '/about-us/', search: '?x=1' },
    });
    expect(seen).toEqual(['PUSH /about-us/?x=1']);
    expect(history.location.pathname).toBe('/about-us/');
  });

  it('keeps a blocked push from happening until it is retried', () => {
    const { history, attempts, seen } = setup(() => true);
    history.push('/cart/');
    expect(seen).toEqual([]);
    expect(history.location.pathname).toBe('/');
    attempts[0]!.retry();
    expect(seen).toEqual(['PUSH /cart/']);
  });

  it('undoes a blocked back navigation without telling the app, and replays it on retry', () => {
    let blocking = false;
    const { history, attempts, seen } = setup(() => blocking);
    history.push('/a/');
    history.push('/b/');
    blocking = true;
    history.go(-1);
    expect(history.location.pathname).toBe('/b/');
    expect(seen).toEqual(['PUSH /a/', 'PUSH /b/']);
    const popAttempt = attempts.at(-1)!;
    expect(popAttempt).toMatchObject({ action: 'POP', from: { pathname: '/b/' }, to: { pathname: '/a/' } });
    popAttempt.retry();
    expect(history.location.pathname).toBe('/a/');
    expect(seen.at(-1)).toBe('POP /a/');
  });

  it('passes an unblocked back navigation on', () => {
    const { history, seen } = setup(() => false);
    history.push('/a/');
    history.go(-1);
    expect(seen).toEqual(['PUSH /a/', 'POP /']);
  });

  it('asks once per navigation', () => {
    const block = vi.fn(() => false);
    const { history } = setup(block);
    history.push('/a/');
    history.replace('/b/');
    expect(block).toHaveBeenCalledTimes(2);
  });
});
