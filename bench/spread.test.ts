import { describe, expect, it } from 'vitest';
import { showSpread, spread } from './spread';

describe('spread', () => {
  it('gives the median of an odd count, whatever the order of the runs', () => {
    expect(spread([99, 71, 100, 83, 98])).toEqual({ min: 71, median: 98, max: 100, runs: 5 });
  });

  it('gives the mean of the two middle runs for an even count', () => {
    expect(spread([40, 10, 30, 20])).toEqual({ min: 10, median: 25, max: 40, runs: 4 });
  });

  it('has no figures for no runs, and shows them as n/a', () => {
    expect(spread([]).runs).toBe(0);
    expect(Number.isNaN(spread([]).median)).toBe(true);
    expect(showSpread(spread([]))).toBe('n/a');
  });

  it('shows the median and the range, or that every run agreed', () => {
    expect(showSpread(spread([1.234, 0.9, 1.1]), 2)).toBe('1.10 (0.90–1.23)');
    expect(showSpread(spread([0, 0, 0]))).toBe('0 (all 3)');
  });
});
