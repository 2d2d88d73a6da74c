import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { configVariables } from './config.ts';

const example = readFileSync(path.join(import.meta.dirname, '../../../../.env.example'), 'utf8');

describe('.env.example', () => {
  it('names every variable the server reads', () => {
    const named = new Set([...example.matchAll(/^#? ?([A-Z][A-Z0-9_]+)=/gm)].map((match) => match[1]));
    const missing = configVariables().filter((name) => !named.has(name));
    expect(missing).toEqual([]);
  });
});
