type QueryValue = string | number | boolean | Date | null | undefined | readonly (string | number)[];
export type QueryValues = Record<string, QueryValue>;

/** `?a=1&b=true`; skips undefined/null, repeats keys for arrays, sends Dates as ISO strings. */
export function buildQuery(query: QueryValues | undefined): string {
  if (!query) return "";
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) for (const item of value) params.append(key, String(item));
    else if (value instanceof Date) params.append(key, value.toISOString());
    else params.append(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : "";
}
