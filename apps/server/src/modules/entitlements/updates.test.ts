import { describe, expect, it } from 'vitest';
import { addMonths, updatesUntil } from './updates';

const at = (iso: string) => new Date(iso);

describe('updatesUntil: the paid time plus the months the order line kept', () => {
  it('is null for a line with every update', () => {
    expect(updatesUntil(at('2026-03-15T10:20:30.000Z'), null)).toBeNull();
  });

  it.each([
    ['2026-03-15T10:20:30.000Z', 12, '2027-03-15T10:20:30.000Z'],
    ['2026-03-15T10:20:30.000Z', 1, '2026-04-15T10:20:30.000Z'],
    ['2026-11-30T23:59:59.999Z', 3, '2027-02-28T23:59:59.999Z'],
    ['2026-01-31T08:00:00.000Z', 1, '2026-02-28T08:00:00.000Z'],
    ['2027-12-31T08:00:00.000Z', 2, '2028-02-29T08:00:00.000Z'],
    ['2028-02-29T12:00:00.000Z', 12, '2029-02-28T12:00:00.000Z'],
    ['2026-05-31T00:00:00.000Z', 120, '2036-05-31T00:00:00.000Z'],
  ])('%s + %i months is %s (same day, or the month’s last)', (paid, months, expected) => {
    expect(updatesUntil(at(paid), months)?.toISOString()).toBe(expected);
  });

  it('does not change the date it is given', () => {
    const paid = at('2026-01-31T08:00:00.000Z');
    addMonths(paid, 1);
    expect(paid.toISOString()).toBe('2026-01-31T08:00:00.000Z');
  });
});
