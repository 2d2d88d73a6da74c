import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './password.ts';

describe('password hashing', () => {
  it('verifies the right password and rejects a wrong one', async () => {
    const stored = await hashPassword('larder-demo');
    expect(stored.startsWith('scrypt$')).toBe(true);
    expect(await verifyPassword('larder-demo', stored)).toBe(true);
    expect(await verifyPassword('larder-demo!', stored)).toBe(false);
  });

  it('salts every hash', async () => {
    expect(await hashPassword('same')).not.toBe(await hashPassword('same'));
  });

  it('never matches a malformed hash', async () => {
    expect(await verifyPassword('x', 'plain-text')).toBe(false);
    expect(await verifyPassword('x', '')).toBe(false);
  });
});
