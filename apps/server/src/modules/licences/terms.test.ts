import { describe, expect, it } from 'vitest';
import { fileExpiry, needsFreshFile } from './terms';

const at = (iso: string) => new Date(iso);
const DAY = 86_400_000;

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
