import { describe, expect, it } from 'vitest';
import { trialEntitles, trialGrant } from './trials';

const end = new Date('2026-12-01T10:00:00.000Z');
const trial = { endsAt: end, convertedAt: null, machineId: 'ABCDEF0123456789ABCDEF0123456789' };
const at = (ms: number) => new Date(end.getTime() + ms);

describe('liveTrial: a trial grants its one machine until its end, and nothing after', () => {
  it('is live before its end, and no longer at its end or after', () => {
    expect(trialEntitles(trial, at(-1))).toBe(true);
    expect(trialEntitles(trial, at(0))).toBe(false);
    expect(trialEntitles(trial, at(86_400_000))).toBe(false);
  });

  it('grants its machine up to its end, running then ended', () => {
    expect(trialGrant(trial, at(-1))).toEqual({
      live: true,
      state: 'running',
      machineId: trial.machineId,
      until: end,
    });
    expect(trialGrant(trial, at(1))).toMatchObject({ live: false, state: 'ended', until: end });
  });

  it('stays live until its end once bought, and says so; bought and past its end, it grants nothing', () => {
    const bought = { ...trial, convertedAt: at(-86_400_000) };
    expect(trialGrant(bought, at(-1))).toMatchObject({ live: true, state: 'converted' });
    expect(trialGrant(bought, at(1))).toMatchObject({ live: false, state: 'converted' });
  });
});
