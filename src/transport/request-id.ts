/**
 * A random (version 4) UUID for `X-Request-Id`, from `Math.random`. A request id correlates a
 * request with the service's logs; it is no secret and guards nothing, so it needs uniqueness, not
 * unpredictability: V8 seeds `Math.random` per process from the operating system, and 122 random
 * bits keep two ids apart. Loading `node:crypto` for it was about 5 ms of `svc`'s start before its
 * first request (docs/startup.md). Idempotency keys, which decide what the service replays, still
 * come from the operating system's generator (idempotency.ts).
 */
export function randomRequestId(random: () => number = Math.random): string {
  let hex = "";
  for (let index = 0; index < 4; index += 1)
    hex += Math.floor(random() * 0x1_0000_0000)
      .toString(16)
      .padStart(8, "0");
  // Version 4 in the 13th digit; the variant (8, 9, a or b) in the 17th.
  const variant = ((Number.parseInt(hex[16] as string, 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}
