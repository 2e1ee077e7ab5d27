import { describe, expect, it } from 'vitest';
import { addMonths, fileExpiry, needsFreshFile, updatesUntil } from './terms';

const at = (iso: string) => new Date(iso);
const DAY = 86_400_000;

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

describe('needsFreshFile: when a stored file is signed again before it is handed out', () => {
  const now = at('2026-06-01T00:00:00.000Z');
  const left = (days: number) => new Date(now.getTime() + days * DAY);

  it('keeps a file with more than a third of its validity left', () => {
    expect(needsFreshFile(left(30), 30, now)).toBe(false);
    expect(needsFreshFile(left(10.01), 30, now)).toBe(false);
    // Signed under a longer validity than today's: still far from its end.
    expect(needsFreshFile(left(300), 30, now)).toBe(false);
  });

  it('signs again under a third of the validity, once expired, and when the file has no expiry', () => {
    expect(needsFreshFile(left(9.99), 30, now)).toBe(true);
    expect(needsFreshFile(left(0), 30, now)).toBe(true);
    expect(needsFreshFile(left(-40), 30, now)).toBe(true);
    expect(needsFreshFile(null, 30, now)).toBe(true);
    expect(needsFreshFile(left(2), 7, now)).toBe(true);
    expect(needsFreshFile(left(3), 7, now)).toBe(false);
  });

  it('a file signed now lasts the validity, so it is not signed again at once', () => {
    const expiry = fileExpiry(now, 30);
    expect(expiry.toISOString()).toBe('2026-07-01T00:00:00.000Z');
    expect(needsFreshFile(expiry, 30, now)).toBe(false);
  });
});
