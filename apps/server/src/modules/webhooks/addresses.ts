import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';
import { AppError } from '../../lib/errors';

/**
 * Addresses a webhook may not reach unless the owner allows private addresses (docs/rules/webhooks.md, SSRF):
 * unspecified, loopback, private, CGNAT, link-local, benchmarking, multicast and reserved IPv4; unspecified,
 * loopback, unique-local, link-local and multicast IPv6 (IPv4-mapped IPv6 is read as its IPv4).
 */
const nonPublic = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  nonPublic.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const) {
  nonPublic.addSubnet(network, prefix, 'ipv6');
}

const mappedIpv4 = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i;

/** Whether an IP address is anything but a public unicast address. */
export function isNonPublicAddress(address: string): boolean {
  const mapped = mappedIpv4.exec(address)?.[1];
  if (mapped) return isNonPublicAddress(mapped);
  const family = isIP(address);
  if (family === 0) return true;
  return nonPublic.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

export interface TargetRules {
  allowPrivateAddresses: boolean;
  /** The shop's own public URL: never a target without the owner's leave either. */
  shopUrl: string;
}

export type Resolve = (host: string) => Promise<string[]>;

export const resolveHost: Resolve = async (host) =>
  (await lookup(host, { all: true, verbatim: true })).map((entry) => entry.address);

const bareHost = (url: URL) => url.hostname.replace(/^\[|\]$/g, '').toLowerCase();

/**
 * The addresses a webhook URL may be sent to, checked now (at registration and again before each send, so a
 * name re-pointed at a private address is caught): https only, or http to an allowed private address; no
 * private, local or shop address without the owner's leave. Refusals are `400 webhooks.*`.
 */
export async function allowedAddresses(
  rawUrl: string,
  rules: TargetRules,
  resolve: Resolve,
): Promise<string[]> {
  const url = URL.canParse(rawUrl) ? new URL(rawUrl) : null;
  if (!url || !['https:', 'http:'].includes(url.protocol) || url.username || url.password) {
    throw new AppError(400, 'webhooks.urlInvalid');
  }
  const host = bareHost(url);
  if (!rules.allowPrivateAddresses && host === bareHost(new URL(rules.shopUrl))) {
    throw new AppError(400, 'webhooks.privateAddress');
  }
  const addresses = isIP(host) ? [host] : await resolve(host).catch(() => []);
  if (addresses.length === 0) throw new AppError(400, 'webhooks.hostUnresolved');
  const everyPrivate = addresses.every(isNonPublicAddress);
  if (url.protocol === 'http:' && !(rules.allowPrivateAddresses && everyPrivate)) {
    throw new AppError(400, 'webhooks.httpsRequired');
  }
  if (rules.allowPrivateAddresses) return addresses;
  const shopHost = bareHost(new URL(rules.shopUrl));
  if (host === shopHost || addresses.some(isNonPublicAddress))
    throw new AppError(400, 'webhooks.privateAddress');
  return addresses;
}
