import type { SellerIdentity } from '@shop/contracts';
import { describe, expect, it } from 'vitest';
import { supportAddressOf } from './support';

const sellerWith = (email: string) => ({ current: async () => ({ email }) as SellerIdentity });

describe('supportAddressOf', () => {
  it("is the identity's saved support e-mail when it has one", async () => {
    expect(await supportAddressOf(sellerWith('owner@shop.example'), 'env@shop.example')()).toBe(
      'owner@shop.example',
    );
  });

  it('is SUPPORT_EMAIL while the identity has none (blank counts as none)', async () => {
    expect(await supportAddressOf(sellerWith(''), 'env@shop.example')()).toBe('env@shop.example');
    expect(await supportAddressOf(sellerWith('  '), 'env@shop.example')()).toBe('env@shop.example');
  });
});
