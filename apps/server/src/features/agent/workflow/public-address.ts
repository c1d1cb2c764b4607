import { BlockList, isIP } from 'node:net';

/**
 * Addresses a workflow delivery may not reach unless the operator allows it
 * (WEBHOOK_ALLOW_PRIVATE): private, loopback, link-local, shared, reserved, documentation and
 * multicast ranges, so an agent's address cannot aim our server at its own network.
 */
const ipv4Blocked = new BlockList();
for (const [net, bits] of [
  ['0.0.0.0', 8], // "this network"
  ['10.0.0.0', 8],
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8],
  ['169.254.0.0', 16], // link-local, cloud metadata
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, broadcast
] as const)
  ipv4Blocked.addSubnet(net, bits, 'ipv4');

const ipv6Blocked = new BlockList();
for (const [net, bits] of [
  ['::', 96], // unspecified, loopback and the old IPv4-compatible form
  ['64:ff9b::', 96], // NAT64: reaches IPv4 space through a translator
  ['64:ff9b:1::', 48],
  ['100::', 64], // discard
  ['2001:db8::', 32], // documentation
  ['2002::', 16], // 6to4: embeds an IPv4 address
  ['fc00::', 7], // unique local
  ['fe80::', 10], // link-local
  ['fec0::', 10], // old site-local
  ['ff00::', 8], // multicast
] as const)
  ipv6Blocked.addSubnet(net, bits, 'ipv6');

// Node's BlockList matches an IPv4-mapped IPv6 address against IPv4 rules, so this list, holding
// only ::ffff:0:0/96, also matches every IPv4 address: it is only asked about IPv6 ones.
const ipv4Mapped = new BlockList();
ipv4Mapped.addSubnet('::ffff:0:0', 96, 'ipv6');

/** Whether `address` (a literal IP) is a public unicast address; anything else is false. */
export function isPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return !ipv4Blocked.check(address, 'ipv4');
  if (family === 6) {
    // IPv4-mapped (::ffff:a.b.c.d) addresses are refused outright rather than unwrapped.
    if (ipv4Mapped.check(address, 'ipv6')) return false;
    return !ipv6Blocked.check(address, 'ipv6');
  }
  return false;
}
