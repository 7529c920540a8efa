// How long reads take, as the database benchmarks report them: p50, p95 and p99 of timed samples,
// each row beside the baseline measured in the same run.

/** The value below which `p` per cent of the samples fall. */
export const percentile = (values: number[], p: number) => {
  const sorted = values.toSorted((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
};

const ms = (value: number) => `${value.toFixed(1).padStart(6)} ms`;

/** Prints one row of a benchmark's table, beside the baseline's p95 when given, and returns its p95. */
export function report(name: string, timings: number[], baselineP95?: number) {
  const p95 = percentile(timings, 95);
  const ratio = baselineP95 ? `  ${(p95 / baselineP95).toFixed(1)}× baseline p95` : '';
  console.log(
    `${name.padEnd(44)} p50 ${ms(percentile(timings, 50))}   p95 ${ms(p95)}   p99 ${ms(percentile(timings, 99))}${ratio}`,
  );
  return p95;
}

/** How long `work` took, in milliseconds. */
export async function time(work: () => Promise<unknown>) {
  const started = performance.now();
  await work();
  return performance.now() - started;
}
