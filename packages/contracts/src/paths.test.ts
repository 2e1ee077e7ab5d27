import { describe, expect, it } from 'vitest';
import { idSchema } from './common';
import { isRecordId, pageLinks, pages } from './paths';

describe('page links', () => {
  it('fill the page paths with their parameters', () => {
    expect(pageLinks.product('abc')).toBe('/product/abc');
    expect(pageLinks.profileTab('orders')).toBe('/profile?tab=orders');
    expect(pageLinks.newsletterOutcome('invalid')).toBe('/?newsletter=invalid');
    expect(pageLinks.checkoutSuccess('o1', 'u1')).toBe(
      '/checkout/success?session_id={CHECKOUT_SESSION_ID}&order_id=o1&buyer=u1',
    );
  });

  it('encode a token or id so it cannot break out of its parameter', () => {
    expect(pageLinks.resetPassword('a+b/c=&x')).toBe('/reset-password?token=a%2Bb%2Fc%3D%26x');
    expect(pageLinks.verifyEmail('t&admin=1')).toBe('/verify-email?token=t%26admin%3D1');
    expect(pageLinks.confirmSignUp('t&admin=1')).toBe('/confirm-signup?token=t%26admin%3D1');
    expect(pageLinks.product('../admin')).toBe('/product/..%2Fadmin');
  });

  it('are all absolute paths', () => {
    for (const path of Object.values(pages)) expect(path.startsWith('/')).toBe(true);
  });
});

describe('isRecordId', () => {
  it('tells a record id from a slug, as idSchema does', () => {
    const samples = ['0195f0a2-7b3c-7def-8a12-3456789abcde', 'vwap-premium', '0195f0a2-7b3c-7def-8a12', ''];
    for (const sample of samples) expect(isRecordId(sample)).toBe(idSchema.safeParse(sample).success);
    expect(isRecordId('0195F0A2-7B3C-7DEF-8A12-3456789ABCDE')).toBe(true);
  });
});
