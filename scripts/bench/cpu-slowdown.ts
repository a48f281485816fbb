/**
 * Lighthouse's CPU slowdown for a machine, from the `benchmarkIndex` Lighthouse measures on it.
 *
 * Lighthouse's mobile preset slows the CPU a fixed 4×, which turns a high-end desktop (benchmarkIndex about
 * 1,500–2,000) into a mid-tier phone; on a faster or slower host the same 4× models a faster or slower phone,
 * so blocking times from two machines do not compare. Lighthouse's throttling guide
 * (docs/throttling.md, "Calibrating the CPU slowdown") points to its calculator for the multiplier that models
 * the same phone on any host; this is that calculator's rule (patrickhulce/lighthouse-cpu-throttling-calculator,
 * pages/index.js): 150 → 1×, 800 → 2×, 1,300 → 3×, then one more × every 233 points.
 */
export function calibratedCpuSlowdown(benchmarkIndex: number): number {
  if (!Number.isFinite(benchmarkIndex) || benchmarkIndex <= 0) throw new Error(`no benchmarkIndex: ${benchmarkIndex}`);
  if (benchmarkIndex >= 1300) return 3 + (benchmarkIndex - 1300) / 233;
  if (benchmarkIndex >= 800) return 2 + (benchmarkIndex - 800) / 500;
  return Math.max(1, 1 + (benchmarkIndex - 150) / 650);
}
