import { BlockList, isIP } from 'node:net';

/**
 * Addresses a webhook may never reach: private, shared, link-local (cloud metadata at
 * 169.254.169.254 included), loopback, multicast, reserved and documentation ranges, in IPv4 and
 * IPv6 (IPv4-mapped IPv6 addresses are checked as the IPv4 address they carry).
 */
const REFUSED: readonly [string, number, 'ipv4' | 'ipv6'][] = [
  ['0.0.0.0', 8, 'ipv4'],
  ['10.0.0.0', 8, 'ipv4'],
  ['100.64.0.0', 10, 'ipv4'],
  ['169.254.0.0', 16, 'ipv4'],
  ['172.16.0.0', 12, 'ipv4'],
  ['192.0.0.0', 24, 'ipv4'],
  ['192.0.2.0', 24, 'ipv4'],
  ['192.88.99.0', 24, 'ipv4'],
  ['192.168.0.0', 16, 'ipv4'],
  ['198.18.0.0', 15, 'ipv4'],
  ['198.51.100.0', 24, 'ipv4'],
  ['203.0.113.0', 24, 'ipv4'],
  ['224.0.0.0', 4, 'ipv4'],
  ['240.0.0.0', 4, 'ipv4'],
  ['::', 128, 'ipv6'],
  ['::', 96, 'ipv6'],
  ['64:ff9b::', 96, 'ipv6'],
  ['64:ff9b:1::', 48, 'ipv6'],
  ['100::', 64, 'ipv6'],
  ['2001:db8::', 32, 'ipv6'],
  ['2002::', 16, 'ipv6'],
  ['fc00::', 7, 'ipv6'],
  ['fe80::', 10, 'ipv6'],
  ['fec0::', 10, 'ipv6'],
  ['ff00::', 8, 'ipv6'],
];

const LOOPBACK: readonly [string, number, 'ipv4' | 'ipv6'][] = [
  ['127.0.0.0', 8, 'ipv4'],
  ['::1', 128, 'ipv6'],
];

function blockList(ranges: typeof REFUSED): BlockList {
  const list = new BlockList();
  for (const [network, prefix, type] of ranges) list.addSubnet(network, prefix, type);
  return list;
}

const refused = blockList(REFUSED);
const loopback = blockList(LOOPBACK);

/** The IPv4 address inside an IPv4-mapped IPv6 address (`::ffff:127.0.0.1`, `::ffff:7f00:1`), else the address itself. */
function unmapped(address: string): { address: string; family: 'ipv4' | 'ipv6' } {
  const lower = address.toLowerCase().replace(/^\[|\]$/g, '');
  const dotted = /^(?:0{0,4}:){0,5}(?:0{0,4}:)?ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(lower);
  if (dotted) return { address: dotted[1]!, family: 'ipv4' };
  const hex = /^(?:0{0,4}:){0,5}(?:0{0,4}:)?ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(lower);
  if (hex) {
    const high = parseInt(hex[1]!, 16);
    const low = parseInt(hex[2]!, 16);
    return { address: [high >> 8, high & 255, low >> 8, low & 255].join('.'), family: 'ipv4' };
  }
  return { address: lower, family: isIP(lower) === 4 ? 'ipv4' : 'ipv6' };
}

export function isLoopbackAddress(address: string): boolean {
  const plain = unmapped(address);
  return isIP(plain.address) !== 0 && loopback.check(plain.address, plain.family);
}

/**
 * What kind of address a webhook may not connect to this is ("10.0.0.1 is a private, link-local or
 * reserved address"), or null when it may. Loopback is allowed only with WEBHOOK_ALLOW_LOOPBACK;
 * nothing allows the other ranges.
 */
export function addressRefusal(address: string, allowLoopback: boolean): string | null {
  const plain = unmapped(address);
  if (isIP(plain.address) === 0) return `${address} is not an IP address`;
  if (loopback.check(plain.address, plain.family)) return allowLoopback ? null : `${address} is a loopback address`;
  if (refused.check(plain.address, plain.family)) return `${address} is a private, link-local or reserved address`;
  return null;
}

/** Why a webhook may not connect to this IP address, as a sentence; null when it may. */
export function refusedAddress(address: string, allowLoopback: boolean): string | null {
  const refusal = addressRefusal(address, allowLoopback);
  if (refusal === null) return null;
  return isIP(unmapped(address).address) === 0 ? `${refusal}.` : `${refusal}; webhooks are delivered only to public addresses.`;
}
