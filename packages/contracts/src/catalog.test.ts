import { describe, expect, it } from 'vitest';
import { legacySlugs, productListQuerySchema, slugFromName } from './catalog';

describe('slugFromName', () => {
  it.each([
    ['Volume Profile', 'volume-profile-premium'],
    ['Volume Profile Premium', 'volume-profile-premium'],
    ['Volume Profile Lite', 'volume-profile-lite'],
    ['VWAP Premium', 'vwap-premium'],
    ['VWAP Lite', 'vwap-lite'],
    ['Trading Sessions', 'trading-sessions'],
    ['Asian Session Levels', 'asian-session-levels'],
    ['Enhanced Session Levels', 'enhanced-session-levels'],
    ['Risk/Reward', 'risk-reward'],
  ])('maps the known name %s to %s', (name, slug) => {
    expect(slugFromName(name)).toBe(slug);
  });

  it('maps VWAP Avancé to vwap-premium', () => {
    expect(slugFromName('VWAP Avancé')).toBe('vwap-premium');
    expect(slugFromName('vwap avancé')).toBe('vwap-premium');
  });

  it('lower-cases any other name and turns spaces into hyphens', () => {
    expect(slugFromName('Order Flow Delta')).toBe('order-flow-delta');
    expect(slugFromName('Market  Depth Map')).toBe('market-depth-map');
    expect(slugFromName('ATR')).toBe('atr');
  });
});

describe('catalogue contracts', () => {
  it('knows the legacy slugs', () => {
    expect(legacySlugs['volume-profile']).toBe('volume-profile-premium');
    expect(legacySlugs['vwap-avance']).toBe('vwap-premium');
  });

  it('accepts the storefront query and rejects unknown sorts or keys', () => {
    expect(productListQuerySchema.parse({ category: 'volume', sort: 'price_asc', free: 'true' })).toEqual({
      category: 'volume',
      sort: 'price_asc',
      free: 'true',
    });
    expect(productListQuerySchema.safeParse({ sort: 'cheapest' }).success).toBe(false);
    expect(productListQuerySchema.safeParse({ colour: 'red' }).success).toBe(false);
  });
});
