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

/**
 * Every value of a header, case-insensitively, over the header shapes Node and fetch give. A
 * `Headers` object joins repeats into one value; a Map or a plain object may hold the same name in
 * several spellings (`X-TeamGrid-Webhook-Id` and `x-teamgrid-webhook-id`), and each counts.
 */
export function headerValues(headers: HeaderBag, name: string): string[] {
  // A Map has get() too, but a case-sensitive one: walk its entries like an object's.
  if (!(headers instanceof Map) && typeof (headers as Headers).get === "function") {
    const value = (headers as Headers).get(name);
    return value === null ? [] : [value];
  }
  const lower = name.toLowerCase();
  const values: string[] = [];
  const entries = headers instanceof Map ? headers.entries() : Object.entries(headers);
  for (const [key, value] of entries) {
    if (key.toLowerCase() !== lower || value === undefined) continue;
    if (Array.isArray(value)) values.push(...(value as string[]));
    else values.push(value as string);
  }
  return values;
}

/** Case-insensitive single-value header lookup: undefined when absent or given more than once. */
export function readHeader(headers: HeaderBag, name: string): string | undefined {
  const values = headerValues(headers, name);
  return values.length === 1 ? values[0] : undefined;
}
