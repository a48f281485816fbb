import { describe, expect, it } from 'vitest';
import { calibratedCpuSlowdown } from './cpu-slowdown.ts';

describe('calibratedCpuSlowdown', () => {
  it("gives the calculator's own anchor points", () => {
    // The calculator's comments: 2000 = 6×, 1766 = 5×, 1533 = 4×, 1300 = 3×, 800 = 2×, 150 = 1×.
    for (const [index, multiplier] of [
      [2000, 6],
      [1766, 5],
      [1533, 4],
      [1300, 3],
      [800, 2],
      [150, 1],
    ] as const)
      expect(calibratedCpuSlowdown(index)).toBeCloseTo(multiplier, 1);
  });

  it('is continuous across its brackets and never below 1×', () => {
    expect(calibratedCpuSlowdown(1299.9)).toBeCloseTo(calibratedCpuSlowdown(1300), 2);
    expect(calibratedCpuSlowdown(799.9)).toBeCloseTo(calibratedCpuSlowdown(800), 2);
    expect(calibratedCpuSlowdown(60)).toBe(1);
  });

  it('refuses a missing index rather than guessing', () => {
    expect(() => calibratedCpuSlowdown(Number.NaN)).toThrow();
    expect(() => calibratedCpuSlowdown(0)).toThrow();
  });
});
