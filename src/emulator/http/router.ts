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
    const segments = split(path);
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
