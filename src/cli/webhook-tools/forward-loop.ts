/**
 * A receiver that forwards to itself counts its own echoes. Two guards: a forward target that
 * reaches this receiver is refused before it is announced (selfReachingAddress), and everything it
 * forwards carries its random instance id (forwardedByHeader), so a copy that comes back through
 * anything (a second receiver forwarding back, a proxy) is recognised and never counted.
 */
import { randomUUID } from "node:crypto";
import { lookup } from "node:dns/promises";
import type { IncomingMessage } from "node:http";
import { type AddressInfo, BlockList, isIP } from "node:net";
import { networkInterfaces } from "node:os";

/** Added to every forward: the instance ids of the receivers it passed, oldest first. */
export const forwardedByHeader = "x-svc-forwarded-by";
const instanceIdPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
/** Marks passed on at most; a longer chain keeps its newest (a loop is found within this many hops). */
const maxMarks = 16;

export const newInstanceId = (): string => randomUUID();

/** The well-formed receiver marks a request carries, oldest first (anything else is ignored). */
export function marksOf(request: Pick<IncomingMessage, "headersDistinct">): string[] {
  const values = request.headersDistinct[forwardedByHeader] ?? [];
  return values
    .flatMap((value) => value.split(","))
    .map((mark) => mark.trim().toLowerCase())
    .filter((mark) => instanceIdPattern.test(mark));
}

/** The header value for a forward of `request` by receiver `instanceId`. */
export function forwardedBy(request: Pick<IncomingMessage, "headersDistinct">, instanceId: string): string {
  const marks = marksOf(request).filter((mark) => mark !== instanceId);
  return [...marks.slice(-(maxMarks - 1)), instanceId].join(", ");
}

/** A forward target that is this receiver itself, found before the receiver is announced. */
export class ForwardLoopError extends Error {
  override name = "ForwardLoopError";

  constructor(
    readonly target: URL,
    /** The address `target` reaches this receiver on. */
    readonly via: string,
    readonly listening: AddressInfo,
  ) {
    super(`${target.href} reaches this receiver (${via} port ${listening.port})`);
  }
}

/**
 * The addresses a connection can go to and land on a socket listening on `address`: the address
 * itself, or with a wildcard (0.0.0.0, ::) every address of this machine. Connecting to 0.0.0.0 or
 * :: reaches the loopback address (Linux), so they count as 127.0.0.1 and ::1.
 */
export function addressesReaching(listened: string, local: readonly string[] = localAddresses()): BlockList {
  const address = listened.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, ""); // an IPv4-mapped address
  const reaching = new BlockList();
  const add = (a: string) => reaching.addAddress(a, isIP(a) === 6 ? "ipv6" : "ipv4");
  const anyIpv4 = () => {
    reaching.addSubnet("127.0.0.0", 8, "ipv4");
    add("0.0.0.0");
    for (const a of local) if (isIP(a) === 4) add(a);
  };
  if (address === "0.0.0.0") anyIpv4();
  else if (address === "::") {
    anyIpv4(); // a dual-stack socket (Node's default) takes IPv4 too
    for (const a of ["::", "::1", ...local]) if (isIP(a) === 6) add(a);
  } else {
    add(address);
    if (address === "127.0.0.1") add("0.0.0.0");
    if (address === "::1") add("::");
  }
  return reaching;
}

function localAddresses(): string[] {
  return Object.values(networkInterfaces()).flatMap((list) => (list ?? []).map((info) => info.address));
}

const portOf = (url: URL): number =>
  url.port === "" ? (url.protocol === "https:" ? 443 : 80) : Number(url.port);

type ResolveAll = (host: string) => Promise<string[]>;

/** Every address the name resolves to, as the forwarder's connection tries them; none when unknown. */
const resolveAll: ResolveAll = (host) =>
  lookup(host, { all: true }).then(
    (found) => found.map((entry) => entry.address),
    () => [],
  );

/**
 * The address through which `target` reaches this receiver (listening on `listening`), or
 * undefined when it does not: the same port, and a name or address that lands on this socket.
 */
export async function selfReachingAddress(
  target: URL,
  listening: AddressInfo,
  resolve: ResolveAll = resolveAll,
  local?: readonly string[],
): Promise<string | undefined> {
  if (portOf(target) !== listening.port) return undefined;
  const host = target.hostname.replace(/^\[(.*)\]$/, "$1");
  const addresses = isIP(host) ? [host] : await resolve(host);
  const reaching = addressesReaching(listening.address, local);
  return addresses.find((a) => reaching.check(a, isIP(a) === 6 ? "ipv6" : "ipv4"));
}
