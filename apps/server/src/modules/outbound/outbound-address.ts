import ipaddr from 'ipaddr.js';

/** Whether outbound requests may reach loopback and private networks (OUTBOUND_ALLOW_PRIVATE, development only). */
export interface OutboundPolicy {
  allowPrivate: boolean;
}

// ipaddr.js names every special-purpose range; only plain public unicast is a target. The ranges below are
// what OUTBOUND_ALLOW_PRIVATE adds for local development: link-local (cloud metadata at 169.254.169.254),
// unspecified, multicast, broadcast, reserved and the IPv6 ranges that embed an IPv4 address (6to4, Teredo,
// NAT64) stay refused regardless.
const PRIVATE_RANGES = new Set(['loopback', 'private', 'uniqueLocal', 'carrierGradeNat']);

/**
 * Why an IP address is not a target for outbound requests, or null when it is. IPv4-mapped IPv6 addresses
 * are judged as the IPv4 address they carry; anything that does not parse is refused.
 */
export function addressRefusal(address: string, policy: OutboundPolicy): string | null {
  if (!ipaddr.isValid(address)) return `${address} is not an IP address`;
  const range = ipaddr.process(address).range();
  if (range === 'unicast') return null;
  if (policy.allowPrivate && PRIVATE_RANGES.has(range)) return null;
  return `${address} is a ${range} address, which outbound requests may not reach`;
}

/** The host of a URL as an IP address when it is one (brackets of IPv6 removed), else null (a name). */
export function literalAddressOf(url: URL): string | null {
  const host = url.hostname.startsWith('[') ? url.hostname.slice(1, -1) : url.hostname;
  // The URL parser already turned every IPv4 spelling (decimal, octal, hex, short forms) into dotted quads.
  return ipaddr.isValid(host) ? host : null;
}
