// Latency figures of the benchmarks: exact percentiles over every recorded duration.
export type Figures = { n: number; p50: number; p95: number; max: number };

export const percentile = (sorted: number[], p: number): number =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : Number.NaN;

export const figures = (durations: number[]): Figures => {
  const sorted = [...durations].sort((a, b) => a - b);
  return {
    n: sorted.length,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    max: sorted[sorted.length - 1] ?? Number.NaN,
  };
};

/** Runs `fn` `warmup` times unmeasured, then `runs` times one after the other; durations in ms. */
export async function measure(fn: () => Promise<unknown>, runs: number, warmup = 3): Promise<Figures> {
  for (let i = 0; i < warmup; i += 1) await fn();
  const durations: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    const t0 = performance.now();
    await fn();
    durations.push(performance.now() - t0);
  }
  return figures(durations);
}

export const ms = (value: number): string => (Number.isFinite(value) ? value.toFixed(1) : "—");
