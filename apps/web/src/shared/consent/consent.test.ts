import { CONSENT_TEXT_VERSION, cookieConsentSchema, makeConsent } from '@shop/contracts';
import { describe, expect, it } from 'vitest';
import { parseConsent } from './consent';
import { loadMeasurementScript } from './measurement';

describe('parseConsent', () => {
  it('keeps a choice stored with its purposes, time and the current text version', () => {
    const stored = makeConsent('customized', true, new Date('2026-11-23T10:00:00Z'));
    expect(parseConsent(JSON.stringify({ ...stored, extra: 1 }))).toEqual({
      choice: 'customized',
      necessary: true,
      measurement: true,
      decidedAt: '2026-11-23T10:00:00.000Z',
      version: CONSENT_TEXT_VERSION,
    });
  });

  it('asks again for an older text version, the old plain values and anything unreadable', () => {
    const old = { ...makeConsent('accepted', true), version: '2020-01-01' };
    for (const raw of [
      JSON.stringify(old),
      'declined',
      'customized',
      '2026-11-20T10:00:00.000Z',
      '{',
      null,
    ]) {
      expect(parseConsent(raw), String(raw)).toBeNull();
    }
  });

  it("accepts nothing the contract's schema rejects, and every choice the shop stores", () => {
    const stored = makeConsent('accepted', false, new Date('2026-11-23T10:00:00Z'));
    const samples: unknown[] = [
      ...(['declined', 'customized', 'accepted'] as const).flatMap((choice) => [
        makeConsent(choice, true),
        makeConsent(choice, false),
      ]),
      { ...stored, choice: 'maybe' },
      { ...stored, necessary: false },
      { ...stored, measurement: 'yes' },
      { ...stored, decidedAt: '2026-02-30T10:00:00.000Z' },
      { ...stored, decidedAt: '2026-11-23T25:00:00.000Z' },
      { ...stored, decidedAt: '2026-11-23T10:00:00.000+01:00' },
      { ...stored, decidedAt: '2026-11-23' },
      { ...stored, decidedAt: 1 },
      { ...stored, version: undefined },
      { choice: 'accepted' },
      [],
      42,
    ];
    for (const sample of samples) {
      const parsed = parseConsent(JSON.stringify(sample));
      const schema = cookieConsentSchema.safeParse(sample);
      if (parsed !== null) expect(parsed, JSON.stringify(sample)).toEqual(schema.data);
      if (!schema.success) expect(parsed, JSON.stringify(sample)).toBeNull();
    }
    for (const sample of samples.slice(0, 6)) expect(parseConsent(JSON.stringify(sample))).not.toBeNull();
  });
});

describe('loadMeasurementScript', () => {
  function fakeDocument() {
    const added: { src: string; async: boolean; dataset: Record<string, string> }[] = [];
    return {
      added,
      querySelector: () => (added.length > 0 ? added[0] : null),
      createElement: () => ({ src: '', async: false, dataset: {} }) as unknown as HTMLScriptElement,
      head: { appendChild: (node: HTMLScriptElement) => added.push(node as never) },
    };
  }
  const url = 'https://stats.example/script.js';

  it('loads nothing before a choice, after a refusal, or without a configured script', () => {
    const host = fakeDocument();
    expect(loadMeasurementScript(null, url, host)).toBe(false);
    expect(loadMeasurementScript(makeConsent('declined', false), url, host)).toBe(false);
    expect(loadMeasurementScript(makeConsent('customized', false), url, host)).toBe(false);
    expect(loadMeasurementScript(makeConsent('accepted', true), null, host)).toBe(false);
    expect(host.added).toEqual([]);
  });

  it('loads the script once after consent to measurement', () => {
    const host = fakeDocument();
    expect(loadMeasurementScript(makeConsent('customized', true), url, host)).toBe(true);
    expect(loadMeasurementScript(makeConsent('customized', true), url, host)).toBe(false);
    expect(host.added).toEqual([{ src: url, async: true, dataset: { measurement: 'true' } }]);
  });
});
