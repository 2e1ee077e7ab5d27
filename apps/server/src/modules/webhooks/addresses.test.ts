import { describe, expect, it } from 'vitest';
import { allowedAddresses, isNonPublicAddress } from './addresses';
import { failingTooLong, RETRY_DELAYS_MS, retryAt } from './retry-rules';

/** The SSRF rules and the retry schedule of docs/rules/webhooks.md. */
describe('addresses a webhook may reach', () => {
  it.each([
    '0.0.0.0',
    '10.20.30.40',
    '100.64.0.1',
    '127.0.0.1',
    '169.254.169.254',
    '172.31.255.255',
    '192.168.1.1',
    '198.18.0.1',
    '224.0.0.251',
    '255.255.255.255',
    '::',
    '::1',
    'fd12:3456::1',
    'fe80::1',
    'ff02::1',
    '::ffff:127.0.0.1',
    '::ffff:10.0.0.1',
    'not-an-ip',
  ])('%s is not public', (address) => {
    expect(isNonPublicAddress(address)).toBe(true);
  });

  it.each(['93.184.216.34', '172.32.0.1', '100.128.0.1', '2606:4700::1111', '::ffff:8.8.8.8'])(
    '%s is public',
    (address) => {
      expect(isNonPublicAddress(address)).toBe(false);
    },
  );

  const rules = { allowPrivateAddresses: false, shopUrl: 'https://shop.example.test' };
  const resolve = async (host: string) =>
    host === 'mixed.example.test' ? ['93.184.216.34', '10.0.0.1'] : [];

  it('refuses a name with one private address among public ones, and the shop’s own host', async () => {
    await expect(allowedAddresses('https://mixed.example.test/', rules, resolve)).rejects.toMatchObject({
      code: 'webhooks.privateAddress',
    });
    await expect(allowedAddresses('https://SHOP.example.test/x', rules, resolve)).rejects.toMatchObject({
      code: 'webhooks.privateAddress',
    });
  });

  it('allows http only to private addresses the owner allowed', async () => {
    const allowed = { ...rules, allowPrivateAddresses: true };
    await expect(allowedAddresses('http://10.0.0.9:8080/', allowed, resolve)).resolves.toEqual(['10.0.0.9']);
    await expect(allowedAddresses('http://mixed.example.test/', allowed, resolve)).rejects.toMatchObject({
      code: 'webhooks.httpsRequired',
    });
    await expect(allowedAddresses('https://user:pw@93.184.216.34/', allowed, resolve)).rejects.toMatchObject({
      code: 'webhooks.urlInvalid',
    });
  });
});

describe('retries', () => {
  const now = new Date('2026-11-30T00:00:00Z');

  it('waits 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, then gives up: about a day in all', () => {
    const waits = [1, 2, 3, 4, 5, 6].map((tries) => retryAt(tries, now)!.getTime() - now.getTime());
    expect(waits).toEqual([5_000, 300_000, 1_800_000, 7_200_000, 18_000_000, 36_000_000]);
    expect(retryAt(7, now)).toBeNull();
    expect(RETRY_DELAYS_MS.reduce((sum, wait) => sum + wait, 0)).toBeLessThan(24 * 3_600_000);
  });

  it('turns an endpoint off after 5 deliveries given up or a day of failures', () => {
    expect(failingTooLong({ failedDeliveries: 4, failingSince: now }, now)).toBe(false);
    expect(failingTooLong({ failedDeliveries: 5, failingSince: now }, now)).toBe(true);
    const aDayLater = new Date(now.getTime() + 24 * 3_600_000);
    expect(failingTooLong({ failedDeliveries: 0, failingSince: now }, aDayLater)).toBe(true);
    expect(failingTooLong({ failedDeliveries: 0, failingSince: null }, aDayLater)).toBe(false);
  });
});
