import { describe, expect, it } from 'vitest';
import { redirectTarget, withRedirect } from './redirect';

describe('redirectTarget', () => {
  it('defaults to the home page', () => {
    expect(redirectTarget(null)).toBe('/');
    expect(redirectTarget('')).toBe('/');
    expect(redirectTarget('  ')).toBe('/');
  });

  it('turns a bare name into a path, as the cart button sends redirect=cart', () => {
    expect(redirectTarget('cart')).toBe('/cart');
    expect(redirectTarget('profile?tab=orders')).toBe('/profile?tab=orders');
  });

  it('keeps same-site paths with their query', () => {
    expect(redirectTarget('/profile?tab=indicators')).toBe('/profile?tab=indicators');
  });

  it('never leaves the site', () => {
    expect(redirectTarget('//evil.example/x')).toBe('/');
    expect(redirectTarget('https://evil.example')).toBe('/');
    expect(redirectTarget('/\\evil.example')).toBe('/');
    expect(redirectTarget('javascript:alert(1)')).toBe('/');
  });
});

describe('withRedirect', () => {
  it('carries the redirect query on, encoded, and drops an empty one', () => {
    expect(withRedirect('/login', '/profile?tab=orders')).toBe('/login?redirect=%2Fprofile%3Ftab%3Dorders');
    expect(withRedirect('/register', 'cart')).toBe('/register?redirect=cart');
    expect(withRedirect('/login', null)).toBe('/login');
    expect(withRedirect('/login', '')).toBe('/login');
  });
});
