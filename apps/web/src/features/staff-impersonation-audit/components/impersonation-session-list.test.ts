import { describe, expect, it } from 'vitest';
import { formatDuration } from './impersonation-session-list.tsx';

describe('formatDuration', () => {
  it.each([
    [0, '0 s'],
    [59, '59 s'],
    [60, '1 min 0 s'],
    [725, '12 min 5 s'],
    [7380, '2 h 3 min'],
  ])('%i seconds read as %s', (seconds, expected) => {
    expect(formatDuration(seconds)).toBe(expected);
  });
});
