/**
 * Which parts of a range of instants the summary reads from the order rollups and which from the orders
 * (ADR 055). Whole UTC days that are built and unchanged since are read from the rollups: sales from their
 * hours, items and customers from aligned blocks of 64, 16, 4 and 1 days; everything else (the partial days at
 * the range's edges, today, days not built yet or changed since) from the orders themselves.
 */

const DAY_MS = 86_400_000;

/** The block sizes, largest first; a block of span s starts on a day number divisible by s. */
export const BLOCK_SPANS = [64, 16, 4, 1] as const;

/** A half-open range of instants. */
export interface Interval {
  from: Date;
  to: Date;
}

/** One rollup block: `span` days from `firstDay` (YYYY-MM-DD). */
export interface FigureBlock {
  span: number;
  firstDay: string;
}

/** How to read a range: blocks and hours from the rollups, the rest from the orders. */
export interface FigurePlan {
  /** The rollup blocks covering the built days, for items and customers. */
  blocks: FigureBlock[];
  /** The built days as runs of instants, for the hourly sales. */
  builtRuns: Interval[];
  /** What the rollups do not cover, read from the orders. */
  raw: Interval[];
}

/** A UTC day's number since 1970-01-01. */
export function dayNumberOf(day: string): number {
  return Date.parse(`${day}T00:00:00Z`) / DAY_MS;
}

/** The YYYY-MM-DD of a day number. */
export function dayOfNumber(dayNumber: number): string {
  return new Date(dayNumber * DAY_MS).toISOString().slice(0, 10);
}

/** Splits a run of days [first, end) into aligned blocks, the largest that fit at each step. */
export function blocksOfRun(first: number, end: number): FigureBlock[] {
  const blocks: FigureBlock[] = [];
  let day = first;
  while (day < end) {
    const span = BLOCK_SPANS.find((s) => day % s === 0 && day + s <= end) ?? 1;
    blocks.push({ span, firstDay: dayOfNumber(day) });
    day += span;
  }
  return blocks;
}

/**
 * The plan for [from, to): the whole UTC days inside it that `readable` holds (built, not changed since) come
 * from the rollups, in runs of consecutive days; the rest of the range from the orders.
 */
export function planFigures(range: Interval, readable: ReadonlySet<number>): FigurePlan {
  const start = range.from.getTime();
  const end = range.to.getTime();
  const runs: [number, number][] = [];
  let runStart: number | null = null;
  const lastDay = Math.floor(end / DAY_MS);
  for (let day = Math.ceil(start / DAY_MS); day <= lastDay; day++) {
    const inside = day < lastDay && readable.has(day);
    if (inside && runStart === null) runStart = day;
    if (!inside && runStart !== null) {
      runs.push([runStart, day]);
      runStart = null;
    }
  }
  const raw: Interval[] = [];
  let cursor = start;
  for (const [first, after] of runs) {
    if (first * DAY_MS > cursor) raw.push({ from: new Date(cursor), to: new Date(first * DAY_MS) });
    cursor = after * DAY_MS;
  }
  if (end > cursor) raw.push({ from: new Date(cursor), to: new Date(end) });
  return {
    blocks: runs.flatMap(([first, after]) => blocksOfRun(first, after)),
    builtRuns: runs.map(([first, after]) => ({
      from: new Date(first * DAY_MS),
      to: new Date(after * DAY_MS),
    })),
    raw,
  };
}
