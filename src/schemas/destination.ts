import { BlockList, isIP } from "node:net";

/**
 * The webhook destinations the service refuses with 400 `invalid_request`: loopback, private, link-local (the cloud metadata
 * address 169.254.169.254 and fd00:ec2::254 among them), shared, multicast and reserved ranges.
 * One classification for the plan's policy check, the emulator's create/update check and the
 * emulator's delivery-time DNS guard.
 */
const ipv4Ranges = [
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
] as const;

const blocked = new BlockList();
for (const [network, prefix] of ipv4Ranges) {
  blocked.addSubnet(network, prefix, "ipv4");
  // The same IPv4 ranges embedded in IPv6: NAT64 (64:ff9b::/96) and 6to4 (2002::/16).
  // IPv4-mapped forms (::ffff:a.b.c.d) are matched against the IPv4 rules by BlockList itself.
  blocked.addSubnet(`64:ff9b::${network}`, 96 + prefix, "ipv6");
  blocked.addSubnet(`2002:${hexGroups(network)}::`, 16 + prefix, "ipv6");
}
for (const [network, prefix] of [
  // Unspecified, loopback and the deprecated IPv4-compatible forms (::a.b.c.d).
  ["::", 96],
  ["fc00::", 7],
  ["fe80::", 10],
  ["fec0::", 10],
  ["ff00::", 8],
] as const) {
  blocked.addSubnet(network, prefix, "ipv6");
}

function hexGroups(ipv4: string): string {
  const [a = 0, b = 0, c = 0, d = 0] = ipv4.split(".").map(Number);
  return `${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
}

/** Whether an IP address (v4 or v6, without brackets) is loopback, private or otherwise not public. */
export function isBlockedAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return blocked.check(address, "ipv4");
  if (family === 6) return blocked.check(address, "ipv6");
  return true;
}

const localNames = /(^|\.)(localhost|local|internal|localdomain|home\.arpa)$/i;

/** A URL's host without IPv6 brackets and without a trailing dot, as the classification sees it. */
function hostOf(url: string): string | undefined {
  try {
    return new URL(url).hostname.replace(/^\[|\]$/g, "").replace(/\.$/, "");
  } catch {
    return undefined;
  }
}

/**
 * Why a webhook destination is unsafe (e.g. "a loopback or private IPv4 address"), or undefined.
 * Literal addresses (in any form the URL parser accepts: 2130706433, 0x7f.1, [::ffff:7f00:1]) and
 * local names are checked here; what a public-looking name resolves to can only be checked when a
 * delivery connects (the emulator's guarded lookup).
 */
export function unsafeDestination(url: string): string | undefined {
  const host = hostOf(url);
  if (host === undefined) return "not a URL";
  const family = isIP(host);
  if (family === 4 && blocked.check(host, "ipv4")) return "a loopback or private IPv4 address";
  if (family === 6 && blocked.check(host, "ipv6")) return "a loopback or private IPv6 address";
  if (family === 0 && (localNames.test(host) || !host.includes("."))) return "a local host name";
  return undefined;
}

/** Whether a URL points at this machine (127.0.0.0/8, ::1, localhost, *.localhost): a local rehearsal. */
export function isLoopbackUrl(url: string): boolean {
  const host = hostOf(url);
  if (host === undefined) return false;
  const family = isIP(host);
  if (family === 4) return host.startsWith("127.");
  if (family === 6) return host === "::1" || /^::ffff:7f[0-9a-f]{2}:/i.test(host);
  return /(^|\.)localhost$/i.test(host);
}
