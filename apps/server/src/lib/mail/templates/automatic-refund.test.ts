import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../../config';
import { automaticRefundMail, dependencyRefundBuyerMail } from './automatic-refund';

const seller = loadConfig({}).sellerInitial;
const base = {
  to: 'staff@shop.test',
  orderId: '0190aaaa-0000-7000-8000-0000000000ab',
  amountCents: 4050,
  seller,
};

/** A payment given back by itself is told in the currency it was paid in: a dollar one never reads as euros. */
describe('automatic refund notices', () => {
  it.each(['account_closed', 'dependency_gone'] as const)(
    "the staff's notice (%s) states a dollar payment in dollars",
    (reason) => {
      const mail = automaticRefundMail({ ...base, language: 'en', reason, currency: 'usd' });
      expect(mail.text).toContain('US$40.50');
      expect(mail.text).not.toContain('€');
    },
  );

  it("the buyer's notice states the amount in the order's currency, in French", () => {
    const mail = dependencyRefundBuyerMail({
      ...base,
      language: 'fr',
      currency: 'eur',
      ordersUrl: 'https://shop.test/profile?tab=orders',
    });
    expect(mail.text).toMatch(/40,50\s€/);
  });
});
