import { describe, expect, it } from 'vitest';
import { pageLinks, pages } from './paths';

describe('page links', () => {
  it('fill the page paths with their parameters', () => {
    expect(pageLinks.product('abc')).toBe('/product/abc');
    expect(pageLinks.profileTab('orders')).toBe('/profile?tab=orders');
    expect(pageLinks.newsletterOutcome('invalid')).toBe('/?newsletter=invalid');
    expect(pageLinks.checkoutSuccess('o1')).toBe(
      '/checkout/success?session_id={CHECKOUT_SESSION_ID}&order_id=o1',
    );
  });

  it('encode a token or id so it cannot break out of its parameter', () => {
    expect(pageLinks.resetPassword('a+b/c=&x')).toBe('/reset-password?token=a%2Bb%2Fc%3D%26x');
    expect(pageLinks.verifyEmail('t&admin=1')).toBe('/verify-email?token=t%26admin%3D1');
    expect(pageLinks.product('../admin')).toBe('/product/..%2Fadmin');
  });

  it('are all absolute paths', () => {
    for (const path of Object.values(pages)) expect(path.startsWith('/')).toBe(true);
  });
});
