import { describe, expect, it } from 'vitest';
import { RateLimitedError } from '../../plugins/app-error.ts';
import { ImportTurns } from './import-turns.ts';

/** A read that waits until released, counting how many are running. */
function gatedReads() {
  let running = 0;
  let most = 0;
  const gates: (() => void)[] = [];
  return {
    read: async (upload: string) => {
      running++;
      most = Math.max(most, running);
      await new Promise<void>((resolve) => gates.push(resolve));
      running--;
      return upload;
    },
    releaseAll: () => gates.splice(0).forEach((open) => open()),
    get most() {
      return most;
    },
    get waiting() {
      return gates.length;
    },
  };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

describe('ImportTurns', () => {
  it('reads at most two workbooks at once across users; the others wait their turn', async () => {
    const turns = new ImportTurns();
    const reads = gatedReads();
    const imports = ['a', 'b', 'c', 'd'].map((user) =>
      turns.run(user, async () => `file of ${user}`, reads.read),
    );
    await settle();
    expect(reads.waiting).toBe(2);
    while (reads.waiting > 0) {
      reads.releaseAll();
      await settle();
    }
    expect(await Promise.all(imports)).toEqual(['file of a', 'file of b', 'file of c', 'file of d']);
    expect(reads.most).toBe(2);
  });

  it("refuses a user's second import while the first runs, with a Retry-After, and takes the next one after", async () => {
    const turns = new ImportTurns();
    const reads = gatedReads();
    const first = turns.run('a', async () => 'one', reads.read);
    const second = turns.run('a', async () => 'two', reads.read);
    await expect(second).rejects.toBeInstanceOf(RateLimitedError);
    await expect(second).rejects.toMatchObject({ retryAfterSeconds: 5 });
    await settle();
    reads.releaseAll();
    expect(await first).toBe('one');
    const third = turns.run('a', async () => 'three', reads.read);
    await settle();
    reads.releaseAll();
    expect(await third).toBe('three');
  });
});
