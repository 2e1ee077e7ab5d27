import { describe, expect, it } from 'vitest';
import { delayMinutesAfter, THROTTLE } from './sign-in-throttle';

describe('delayMinutesAfter', () => {
  it('is free under the allowance, then doubles from one minute up to the cap', () => {
    expect([0, 1, 4].map(delayMinutesAfter)).toEqual([0, 0, 0]);
    expect([5, 6, 7, 8].map(delayMinutesAfter)).toEqual([1, 2, 4, 8]);
    expect(delayMinutesAfter(9)).toBe(THROTTLE.MAX_DELAY_MINUTES);
    expect(delayMinutesAfter(40)).toBe(THROTTLE.MAX_DELAY_MINUTES);
  });
});
