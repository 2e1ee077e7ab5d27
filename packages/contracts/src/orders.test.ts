import { describe, expect, it } from 'vitest';
import { shortOrderId } from './orders';

describe('shortOrderId', () => {
  it('shows the last 8 characters, which differ between orders of the same minute', () => {
    const first = '01a2080b-1c2d-7e3f-8a4b-5c6d7e8f9a0b';
    const second = '01a2080b-1c2d-7e3f-8a4b-000011112222';
    expect(shortOrderId(first)).toBe('7e8f9a0b');
    expect(shortOrderId(second)).toBe('11112222');
    expect(shortOrderId(first)).not.toBe(shortOrderId(second));
  });
});
