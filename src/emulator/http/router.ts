/** A tiny method + path matcher: patterns like `/webhooks/:id/secret-rotation`. */
export interface Route<H> {
  method: string;
  pattern: string;
  handler: H;
}

export type RouteMatch<H> =
  | { kind: "found"; route: Route<H>; params: Record<string, string> }
  | { kind: "method_not_allowed"; allow: string[] }
  | { kind: "not_found" };

export class Router<H> {
  readonly #routes: { route: Route<H>; segments: string[] }[] = [];

  add(method: string, pattern: string, handler: H): this {
    this.#routes.push({ route: { method, pattern, handler }, segments: split(pattern) });
    return this;
  }

  match(method: string, path: string): RouteMatch<H> {
    const segments = requestSegments(path);
    if (!segments) return { kind: "not_found" };
    const allow: string[] = [];
    for (const { route, segments: pattern } of this.#routes) {
      const params = matchSegments(pattern, segments);
      if (!params) continue;
      if (route.method === method) return { kind: "found", route, params };
      allow.push(route.method);
    }
    return allow.length > 0 ? { kind: "method_not_allowed", allow } : { kind: "not_found" };
  }
}

const split = (path: string): string[] => path.split("/").filter((segment) => segment !== "");

/** `.`, `..` and their percent-encoded forms (`%2e`, `.%2E`, ...), which URL parsers resolve away. */
const dotSegment = /^(?:\.|%2e){1,2}$/i;

/**
 * The segments of a request path as sent (not normalised), or undefined when it holds a dot
 * segment or an empty one (`//`): a front end resolves those to another path, so they never
 * reach an operation here either (404, as the service answers). One trailing slash is tolerated.
 */
function requestSegments(path: string): string[] | undefined {
  const trimmed = path.length > 1 && path.endsWith("/") ? path.slice(0, -1) : path;
  if (trimmed === "/" || trimmed === "") return [];
  const segments = trimmed.split("/").slice(1);
  return segments.some((segment) => segment === "" || dotSegment.test(segment)) ? undefined : segments;
}

function matchSegments(pattern: string[], actual: string[]): Record<string, string> | undefined {
  if (pattern.length !== actual.length) return undefined;
  const params: Record<string, string> = {};
  for (let index = 0; index < pattern.length; index += 1) {
    const expected = pattern[index] as string;
    const value = actual[index] as string;
    if (expected.startsWith(":")) {
      try {
        params[expected.slice(1)] = decodeURIComponent(value);
      } catch {
        return undefined;
      }
    } else if (expected !== value) {
      return undefined;
    }
  }
  return params;
}
