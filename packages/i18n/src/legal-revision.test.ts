import { describe, expect, it } from 'vitest';
import { legal } from './namespaces/legal';
import { LEGAL_TEXTS_FINGERPRINT, LEGAL_TEXTS_REVISED_ON } from './namespaces/legalShared';

/**
 * FNV-1a (32 bits, hex) of the legal and information texts in both languages, the revision line's own wording
 * left out: enough to notice any change (this package runs in browsers too, so no node:crypto).
 */
const legalFingerprint = () => {
  const texts = JSON.stringify(legal, (key, value) => (key === 'lastUpdated' ? undefined : value));
  let hash = 0x811c9dc5;
  for (let index = 0; index < texts.length; index++) {
    hash = Math.imul(hash ^ texts.charCodeAt(index), 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, '0');
};

describe('the legal pages’ revision date', () => {
  it('moves with the texts: a change to them changes the fingerprint kept beside the date', () => {
    expect(
      legalFingerprint(),
      `the legal texts changed: set LEGAL_TEXTS_REVISED_ON to the day of the change and LEGAL_TEXTS_FINGERPRINT to ${legalFingerprint()} (namespaces/legalShared.ts)`,
    ).toBe(LEGAL_TEXTS_FINGERPRINT);
  });

  it('is a calendar day', () => {
    expect(new Date(`${LEGAL_TEXTS_REVISED_ON}T12:00:00Z`).toISOString().slice(0, 10)).toBe(
      LEGAL_TEXTS_REVISED_ON,
    );
  });
});
