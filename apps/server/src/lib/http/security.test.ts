import { describe, expect, it } from 'vitest';
import { rateLimitKey } from './security';

describe('rateLimitKey (the per-IP limits)', () => {
  it('keys IPv4 as is and IPv6 by its /64, as the rate-limit plugin does', () => {
    expect(rateLimitKey({ ip: '203.0.113.7' })).toBe('203.0.113.7');
    expect(rateLimitKey({ ip: '2001:db8:1:2:aaaa::1' })).toBe(rateLimitKey({ ip: '2001:db8:1:2:bbbb::9' }));
    expect(rateLimitKey({ ip: '2001:db8:1:2::1' })).not.toBe(rateLimitKey({ ip: '2001:db8:1:3::1' }));
    expect(rateLimitKey({ ip: '::ffff:192.0.2.1' })).toBe('192.0.2.1');
  });

  it('keys a request whose client has gone (its socket reports no address) instead of throwing', () => {
    // What Fastify's request.ip returns once the socket is destroyed.
    const gone = { ip: undefined };
    expect(rateLimitKey(gone)).toBe('client-gone');
  });
});
