/**
 * One spelling of a request path for everything that must treat equal requests alike (rate-limit
 * buckets, idempotency fingerprints): the router tolerates one trailing slash and decodes path
 * parameters, so `/users/` is `/users` and `/tasks/%61b/x` is `/tasks/ab/x`. Each segment is decoded,
 * then what a plain path cannot hold (`/`, `%`, spaces, non-ASCII) is encoded again, so an encoded `/`
 * stays inside its segment and a plain path is its own canonical form.
 */
const notPlain = /[^A-Za-z0-9\-._~:@!$&'()*+,;=]+/gu;

export function canonicalPath(path: string): string {
  const trimmed = path.length > 1 && path.endsWith("/") ? path.slice(0, -1) : path;
  return trimmed
    .split("/")
    .map((segment) => {
      try {
        return decodeURIComponent(segment).replace(notPlain, encodeURIComponent);
      } catch {
        return segment;
      }
    })
    .join("/");
}
