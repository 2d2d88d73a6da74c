// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { firstEnabled, focusWhenRendered } from './focus-when-rendered.ts';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame'] });
  document.body.innerHTML = '';
});
afterEach(() => vi.useRealTimers());

const frame = () => vi.advanceTimersToNextFrame();

describe('focusWhenRendered', () => {
  it('focuses the element once it is drawn, and stops looking after the frames it was given', () => {
    focusWhenRendered(() => document.querySelector<HTMLElement>('#late'), 3);
    frame();
    const late = document.createElement('button');
    late.id = 'late';
    document.body.append(late);
    frame();
    expect(document.activeElement).toBe(late);

    focusWhenRendered(() => document.querySelector<HTMLElement>('#never'), 2);
    frame();
    frame();
    const never = document.createElement('button');
    never.id = 'never';
    document.body.append(never);
    frame();
    expect(document.activeElement).toBe(late);
  });

  it('gives focus again when the element it focused is replaced while it keeps watching', () => {
    const first = document.createElement('h1');
    first.tabIndex = -1;
    document.body.append(first);
    focusWhenRendered(() => document.querySelector<HTMLElement>('h1'), 5, { keepFrames: 5 });
    frame();
    expect(document.activeElement).toBe(first);
    first.remove();
    const second = document.createElement('h1');
    second.tabIndex = -1;
    document.body.append(second);
    frame();
    frame();
    expect(document.activeElement).toBe(second);
  });

  it('picks the first enabled control', () => {
    document.body.innerHTML = '<button data-move disabled>up</button><button data-move>down</button>';
    expect(firstEnabled('[data-move]')?.textContent).toBe('down');
  });
});
