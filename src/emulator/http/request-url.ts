/** The path and the query of a request target, as `new URL(target, "http://emulator")` reads them. */
export interface RequestUrl {
  readonly pathname: string;
  readonly searchParams: URLSearchParams;
}

/**
 * A path URL parsing leaves as it is: `/` then letters, digits and `-._~:@!$&'()*+,;=`, without an
 * empty segment (`//`) or a dot segment (`.`, `..`), which URL parsing would resolve.
 */
const plainPath = /^\/[A-Za-z0-9\-._~:@!$&'()*+,;=/]*$/;
const resolvedSegment = /\/\/|\/\.\.?(?:\/|$)/;
/**
 * A query of printable ASCII without `#`: URL parsing only percent-encodes some of it, which the
 * query parser decodes again. Not starting with `?`, which `new URLSearchParams` would drop.
 */
const plainQuery = /^(?!\?)[\x21-\x22\x24-\x7e]*$/;

/**
 * Splits a request target at its `?` by hand for the common plain form (a `new URL` per request
 * was a visible share of a list request's CPU, docs/startup.md); any other target goes through
 * `new URL`. test/unit/emulator/request-url.test.ts compares both over generated targets.
 */
export function requestUrl(target: string): RequestUrl {
  const mark = target.indexOf("?");
  const path = mark === -1 ? target : target.slice(0, mark);
  const query = mark === -1 ? "" : target.slice(mark + 1);
  if (plainPath.test(path) && !resolvedSegment.test(path) && plainQuery.test(query)) {
    return { pathname: path, searchParams: new URLSearchParams(query) };
  }
  return new URL(target, "http://emulator");
}
