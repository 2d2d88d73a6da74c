import { existsSync, mkdirSync, readFileSync, rmdirSync, writeFileSync } from 'node:fs';

/** A process placed in a CPU control group of its own, and how to take the group away again. */
export interface CpuGroup {
  /** What was set, for the bench's output. */
  description: string;
  /** Removes the group once its processes have exited; one still in use is left for the next run to reuse. */
  remove(): void;
}

const V1_ROOT = '/sys/fs/cgroup/cpu';
const V2_ROOT = '/sys/fs/cgroup';

/**
 * Docker's conversion of `cpu_shares` (cgroup v1, default 1024) to `cpu.weight` (cgroup v2, default 100),
 * as runc does it.
 */
function weightOf(shares: number): number {
  return Math.round(1 + ((shares - 2) * 9999) / 262_142);
}

function removeGroup(dir: string): void {
  try {
    rmdirSync(dir);
  } catch {
    // Still holding a process (EBUSY): mkdirSync's `recursive` lets the next run take it as it is.
  }
}

/**
 * Puts the process `pid` (its threads and any it starts) in a new CPU control group with docker's
 * `cpu_shares`, as compose gives a service, on cgroup v1 or v2. Needs root and a writable cgroup
 * filesystem; returns null (and changes nothing) where that is not so.
 */
export function placeInCpuGroup(pid: number, name: string, shares: number): CpuGroup | null {
  let made: string | null = null;
  try {
    if (existsSync(`${V1_ROOT}/cgroup.procs`)) {
      const dir = `${V1_ROOT}/${name}`;
      mkdirSync(dir, { recursive: true });
      made = dir;
      writeFileSync(`${dir}/cpu.shares`, String(shares));
      writeFileSync(`${dir}/cgroup.procs`, String(pid));
      return { description: `cpu.shares ${shares} (cgroup v1)`, remove: () => removeGroup(dir) };
    }
    const controllers = existsSync(`${V2_ROOT}/cgroup.controllers`)
      ? readFileSync(`${V2_ROOT}/cgroup.controllers`, 'utf8')
      : '';
    if (controllers.split(/\s+/).includes('cpu')) {
      const dir = `${V2_ROOT}/${name}`;
      writeFileSync(`${V2_ROOT}/cgroup.subtree_control`, '+cpu');
      mkdirSync(dir, { recursive: true });
      made = dir;
      writeFileSync(`${dir}/cpu.weight`, String(weightOf(shares)));
      writeFileSync(`${dir}/cgroup.procs`, String(pid));
      return { description: `cpu.weight ${weightOf(shares)} (cgroup v2)`, remove: () => removeGroup(dir) };
    }
  } catch {
    // Not root, or a read-only cgroup filesystem (a container): the bench runs without the weight.
    if (made) removeGroup(made);
  }
  return null;
}
