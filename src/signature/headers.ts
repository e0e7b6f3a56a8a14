/** Delivery header names. */
export const SIGNATURE_HEADERS = {
  id: "x-teamgrid-webhook-id",
  timestamp: "x-teamgrid-webhook-timestamp",
  signature: "x-teamgrid-webhook-signature",
  version: "x-teamgrid-webhook-version",
} as const;

export type HeaderBag =
  | Headers
  | Map<string, string>
  | Record<string, string | readonly string[] | undefined>;

/** Case-insensitive single-value header lookup over the header shapes Node and fetch give. */
export function readHeader(headers: HeaderBag, name: string): string | undefined {
  if (typeof (headers as Headers).get === "function") {
    return (headers as Headers).get(name) ?? undefined;
  }
  const lower = name.toLowerCase();
  for (const [key, value] of Object.entries(headers)) {
    if (key.toLowerCase() !== lower) continue;
    if (Array.isArray(value)) return value.length === 1 ? value[0] : undefined;
    return value as string | undefined;
  }
  return undefined;
}
