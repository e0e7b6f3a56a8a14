import { BlockList, isIP } from "node:net";

/**
 * Loopback, private, link-local and other non-public ranges a production cell refuses to call.
 * IPv4-mapped IPv6 addresses (::ffff:a.b.c.d) are checked against the IPv4 rules by BlockList.
 */
const blocked = new BlockList();
for (const [network, prefix] of [
  ["0.0.0.0", 8],
  ["10.0.0.0", 8],
  ["100.64.0.0", 10],
  ["127.0.0.0", 8],
  ["169.254.0.0", 16],
  ["172.16.0.0", 12],
  ["192.0.0.0", 24],
  ["192.168.0.0", 16],
  ["198.18.0.0", 15],
  ["224.0.0.0", 4],
  ["240.0.0.0", 4],
] as const) {
  blocked.addSubnet(network, prefix, "ipv4");
}
for (const [network, prefix] of [
  ["::", 128],
  ["::1", 128],
  ["fc00::", 7],
  ["fe80::", 10],
  ["ff00::", 8],
] as const) {
  blocked.addSubnet(network, prefix, "ipv6");
}

/** Whether a resolved address is loopback, private or otherwise not public. */
export function isBlockedAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return blocked.check(address, "ipv4");
  if (family === 6) return blocked.check(address, "ipv6");
  return true;
}

const localNames = /(^|\.)(localhost|local|internal|localdomain|home\.arpa)$/i;

/**
 * Why a webhook destination is unsafe, or undefined when it is acceptable. Literal addresses and
 * well-known local names are checked here, at create/update; what a name resolves to is checked
 * again when a delivery connects (guarded-lookup.ts), so a public-looking name cannot reach loopback.
 */
export function unsafeDestination(url: string): string | undefined {
  const host = new URL(url).hostname.replace(/^\[|\]$/g, "").replace(/\.$/, "");
  const family = isIP(host);
  if (family === 4 && blocked.check(host, "ipv4")) return "a loopback or private IPv4 address";
  if (family === 6 && blocked.check(host, "ipv6")) return "a loopback or private IPv6 address";
  if (family === 0 && (localNames.test(host) || !host.includes("."))) return "a local host name";
  return undefined;
}
