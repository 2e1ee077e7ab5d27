import { describe, expect, it } from 'vitest';
import { dueAt, p99BySecond, percentile, requestsIn, summarise } from './pacing';

describe('dueAt', () => {
  it('spaces requests 1000 / rate ms apart from the start', () => {
    expect([0, 1, 2, 500].map((index) => dueAt(100, index, 500))).toEqual([100, 102, 104, 1100]);
    expect(dueAt(0, 3, 3)).toBe(1000);
  });

  it('refuses a rate that is not positive', () => {
    expect(() => dueAt(0, 1, 0)).toThrow(/positive/);
    expect(() => dueAt(0, 1, Number.NaN)).toThrow(/positive/);
  });
});

describe('requestsIn', () => {
  it('is the rate times the seconds, rounded, never negative', () => {
    expect(requestsIn(500, 20)).toBe(10_000);
    expect(requestsIn(33.3, 3)).toBe(100);
    expect(requestsIn(10, -1)).toBe(0);
  });
});

describe('percentile', () => {
  const hundred = Array.from({ length: 100 }, (_, index) => index + 1);

  it('is the nearest rank: the smallest sample under which the share falls', () => {
    expect(percentile(hundred, 0.5)).toBe(50);
    expect(percentile(hundred, 0.99)).toBe(99);
    expect(percentile(hundred, 1)).toBe(100);
    expect(percentile([7], 0.99)).toBe(7);
  });

  it('counts one slow request in ten as the p95 and p99 of ten', () => {
    const ten = [1, 1, 1, 1, 1, 1, 1, 1, 1, 80];
    expect([percentile(ten, 0.5), percentile(ten, 0.9), percentile(ten, 0.95)]).toEqual([1, 1, 80]);
  });

  it('is 0 without samples and rounds to a tenth', () => {
    expect(percentile([], 0.5)).toBe(0);
    expect(percentile([1.234], 0.5)).toBe(1.2);
  });
});

describe('summarise', () => {
  it('sorts its own copy and reports count, p50, p95, p99 and max', () => {
    const latencies = [30, 10, 20, ...Array.from({ length: 97 }, () => 5)];
    expect(summarise(latencies)).toEqual({ count: 100, p50Ms: 5, p95Ms: 5, p99Ms: 20, maxMs: 30 });
    expect(latencies[0]).toBe(30);
  });
});

describe('p99BySecond', () => {
  it('gives each second of scheduled offsets its own p99, an empty second 0', () => {
    const offsets = [0, 500, 999, 1000, 1500, 3200];
    const latencies = [300, 2, 3, 4, 5, 6];
    expect(p99BySecond(offsets, latencies)).toEqual([300, 5, 0, 6]);
  });
});
