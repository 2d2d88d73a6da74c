/** One timed call shape's figures, judged against its target. */
export interface LatencyFigures {
  label: string;
  calls: number;
  p50Ms: number;
  p95Ms: number;
  maxMs: number;
  errors: number;
  targetP95Ms: number;
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/** Calls a URL `calls` times one after another (after five warm-up calls) and returns its latency percentiles. */
export async function timeCalls(
  label: string,
  url: string,
  headers: Record<string, string>,
  calls: number,
  targetP95Ms: number,
): Promise<LatencyFigures> {
  for (let i = 0; i < 5; i++) await (await fetch(url, { headers })).arrayBuffer();
  const took: number[] = [];
  let errors = 0;
  for (let i = 0; i < calls; i++) {
    const start = performance.now();
    const response = await fetch(url, { headers });
    await response.arrayBuffer();
    took.push(performance.now() - start);
    if (!response.ok) errors++;
  }
  took.sort((a, b) => a - b);
  const round = (ms: number) => Math.round(ms * 10) / 10;
  return {
    label,
    calls,
    p50Ms: round(percentile(took, 50)),
    p95Ms: round(percentile(took, 95)),
    maxMs: round(took.at(-1)!),
    errors,
    targetP95Ms,
  };
}

/** Whether a call shape met its target: p95 within it and no errors. */
export function latencyMet(row: LatencyFigures): boolean {
  return row.p95Ms <= row.targetP95Ms && row.errors === 0;
}

/** Prints one line per call shape with its p95 against its target, and 'ok' or 'MISSED'. */
export function printLatencies(rows: readonly LatencyFigures[]): void {
  console.info(
    `${'call'.padEnd(42)}${'calls'.padStart(6)}${'p50 ms'.padStart(9)}${'p95 ms'.padStart(9)}${'max ms'.padStart(9)}${'errors'.padStart(8)}${'target'.padStart(9)}  result`,
  );
  for (const r of rows)
    console.info(
      `${r.label.padEnd(42)}${String(r.calls).padStart(6)}${String(r.p50Ms).padStart(9)}${String(r.p95Ms).padStart(9)}${String(r.maxMs).padStart(9)}${String(r.errors).padStart(8)}${`<= ${r.targetP95Ms}`.padStart(9)}  ${latencyMet(r) ? 'ok' : 'MISSED'}`,
    );
}
