// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { Link, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { createBrowserHistory } from './browser-history.ts';
import { HistoryRouter } from './history-router.tsx';
import type { HistoryUpdate } from './navigation-history.ts';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const popped = () => new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }));

describe('createBrowserHistory', () => {
  it('pushes and replaces entries on window.history, and says how far back and forward went', async () => {
    window.history.replaceState(null, '', '/start/');
    const history = createBrowserHistory();
    const heard: HistoryUpdate[] = [];
    const stop = history.listen((update) => heard.push(update));

    history.push('/cart/?x=1', { from: 'test' });
    expect(window.location.pathname + window.location.search).toBe('/cart/?x=1');
    expect(history.location).toMatchObject({ pathname: '/cart/', search: '?x=1', state: { from: 'test' } });
    history.push({ pathname: '/orders/', hash: '#top' });
    history.replace('/orders/?page=2');
    expect(heard.map((u) => [u.action, u.location.pathname + u.location.search, u.delta])).toEqual([
      ['PUSH', '/cart/?x=1', 1],
      ['PUSH', '/orders/', 1],
      ['REPLACE', '/orders/?page=2', 0],
    ]);

    const back = popped();
    history.go(-2);
    await back;
    expect(heard.at(-1)).toMatchObject({ action: 'POP', delta: -2, location: { pathname: '/start/' } });
    expect(history.action).toBe('POP');
    stop();
    history.push('/after/');
    expect(heard).toHaveLength(4);
  });

  it('makes hrefs of partial paths', () => {
    const history = createBrowserHistory();
    expect(history.createHref({ pathname: '/a/', search: '?b=1', hash: '#c' })).toBe('/a/?b=1#c');
  });
});

function CurrentPath() {
  const location = useLocation();
  return (
    <>
      <p>{location.pathname}</p>
      <Link to="/order-history/">Order History</Link>
    </>
  );
}

describe('HistoryRouter', () => {
  it('renders the history location and follows links through the history', async () => {
    window.history.replaceState(null, '', '/home/');
    const history = createBrowserHistory();
    const pushed: string[] = [];
    history.listen((update) => pushed.push(`${update.action} ${update.location.pathname}`));
    const container = document.createElement('div');
    document.body.append(container);
    const root = createRoot(container);
    await act(async () =>
      root.render(
        <HistoryRouter history={history}>
          <CurrentPath />
        </HistoryRouter>,
      ),
    );
    expect(container.querySelector('p')!.textContent).toBe('/home/');

    await act(async () => container.querySelector('a')!.click());
    expect(pushed).toEqual(['PUSH /order-history/']);
    expect(container.querySelector('p')!.textContent).toBe('/order-history/');

    await act(async () => history.replace('/cart/'));
    expect(container.querySelector('p')!.textContent).toBe('/cart/');
    await act(async () => root.unmount());
  });
});
