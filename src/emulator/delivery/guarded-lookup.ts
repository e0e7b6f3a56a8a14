import {
  lookup as dnsLookup,
  type LookupAddress,
  type LookupAllOptions,
  type LookupOneOptions,
} from "node:dns";
import { isBlockedAddress } from "./destination.js";

export type LookupCallback = (
  error: NodeJS.ErrnoException | null,
  address: string | LookupAddress[],
  family?: number,
) => void;
/** The `lookup` signature net/tls connections use (with or without `all: true`). */
export type LookupFunction = (
  hostname: string,
  options: LookupOneOptions | LookupAllOptions,
  callback: LookupCallback,
) => void;

export const BLOCKED_DESTINATION = "blocked_destination";

/**
 * Wraps a DNS lookup so that a delivery never connects to a loopback or private address that a
 * host name resolves to (DNS rebinding); the attempt fails with transportCode blocked_destination.
 */
export function guardedLookup(base: LookupFunction = dnsLookup as unknown as LookupFunction): LookupFunction {
  return (hostname, options, callback) => {
    base(hostname, options, (error, address, family) => {
      if (error) return callback(error, address, family);
      const addresses = typeof address === "string" ? [address] : address.map((entry) => entry.address);
      if (addresses.some(isBlockedAddress)) {
        const blocked: NodeJS.ErrnoException = new Error(`${hostname} resolves to a non-public address`);
        blocked.code = BLOCKED_DESTINATION;
        return callback(blocked, address, family);
      }
      callback(null, address, family);
    });
  };
}
