import { describe, expect, it } from 'vitest';
import { baseSlug, firstFreeSlug } from './slug';

describe('baseSlug', () => {
  it('maps the known catalogue names to their slugs', () => {
    expect(baseSlug('VWAP Avancé')).toBe('vwap-premium');
    expect(baseSlug('Volume Profile')).toBe('volume-profile-premium');
    expect(baseSlug('Risk/Reward')).toBe('risk-reward');
  });

  it('lower-cases other names, spaces become hyphens, accents and other signs go', () => {
    expect(baseSlug('Order Flow Pro')).toBe('order-flow-pro');
    expect(baseSlug('  Délta   Cumulé 2 ')).toBe('delta-cumule-2');
    expect(baseSlug('Fib/Pivots & Co.')).toBe('fib-pivots-co');
    expect(baseSlug('???')).toBe('indicator');
  });
});

describe('firstFreeSlug', () => {
  it('keeps a free slug and numbers a taken one', () => {
    expect(firstFreeSlug('order-flow', new Set())).toBe('order-flow');
    expect(firstFreeSlug('vwap-premium', new Set(['vwap-premium']))).toBe('vwap-premium-2');
    expect(firstFreeSlug('x', new Set(['x', 'x-2', 'x-3']))).toBe('x-4');
  });

  it('never hands out a legacy slug, which already redirects elsewhere', () => {
    expect(firstFreeSlug('vwap-avance', new Set())).toBe('vwap-avance-2');
  });
});
