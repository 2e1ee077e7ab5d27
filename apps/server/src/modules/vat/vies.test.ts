import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startViesStandIn } from '../../../test/helpers/vies-stand-in';
import { askVies } from './vies';

let standIn: Awaited<ReturnType<typeof startViesStandIn>>;
beforeAll(async () => {
  standIn = await startViesStandIn();
});
afterAll(() => standIn.close());

// Generous for the answers (a loaded test machine), short for the one left hanging.
const settings = (timeoutMs = 5000) => ({ url: standIn.url, timeoutMs });
const now = new Date('2026-03-02T10:00:00Z');

describe('askVies (a real HTTP call to a local VIES stand-in)', () => {
  it('a registered number is valid, with the consultation number and the name VIES gives', async () => {
    const answer = await askVies(settings(), 'DE123456789', 'FR32123456789', now);
    expect(answer).toEqual({
      status: 'valid',
      checkedAt: now,
      reference: expect.stringMatching(/^WAPIAAAAW\d{6}$/),
      name: 'STAND-IN TRADER 123456789',
    });
    // The prefix is sent as the country, the seller's number as requester.
    expect(standIn.requests.at(-1)).toEqual({
      countryCode: 'DE',
      vatNumber: '123456789',
      requesterMemberStateCode: 'FR',
      requesterNumber: '32123456789',
    });
  });

  it('without a requester, VIES gives no consultation number', async () => {
    expect(await askVies(settings(), 'ATU12345678', null, now)).toMatchObject({
      status: 'valid',
      reference: null,
    });
  });

  it('a number VIES does not know is invalid, its "---" name none', async () => {
    expect(await askVies(settings(), 'DE123456000', null, now)).toEqual({
      status: 'invalid',
      checkedAt: now,
      reference: null,
      name: null,
    });
  });

  it('no answer within the timeout is unreachable, and the wait stays bounded', async () => {
    const started = Date.now();
    expect((await askVies(settings(300), 'DE123456999', null, now)).status).toBe('unreachable');
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it("a member state's service down, a refused connection or an HTTP error is unreachable, not invalid", async () => {
    expect((await askVies(settings(), 'DE123456998', null, now)).status).toBe('unreachable');
    const closed = { url: 'http://127.0.0.1:9/check-vat-number', timeoutMs: 300 };
    expect((await askVies(closed, 'DE123456789', null, now)).status).toBe('unreachable');
    const notFound = { url: standIn.url.replace('check-vat-number', 'nowhere'), timeoutMs: 300 };
    expect((await askVies(notFound, 'DE123456789', null, now)).status).not.toBe('invalid');
  });

  it('VIES_URL=off asks nothing: every number is unreachable', async () => {
    const before = standIn.requests.length;
    expect(await askVies({ url: null, timeoutMs: 300 }, 'DE123456789', null, now)).toEqual({
      status: 'unreachable',
      checkedAt: now,
      reference: null,
      name: null,
    });
    expect(standIn.requests.length).toBe(before);
  });
});
