import { ApiFailure } from "../http/failure.js";
import type { Reply } from "../http/respond.js";
import { Router } from "../http/router.js";
import { DOCUMENTATION_URL } from "../v1/version.js";

/**
 * The v0 routes that need no bearer (the contract gives them no security): the discovery redirect
 * and the calendar feed, whose token is in the path. They answer from the path alone.
 */
export const publicRoutes = new Router<(params: Record<string, string>) => Reply>()
  .add("GET", "/", () => ({ status: 302, headers: { location: `${DOCUMENTATION_URL}#legacy-v0` } }))
  .add("GET", "/calendar/:feed", calendarFeed);

/**
 * `GET /calendar/{token}.ics`. The service issues calendar-feed tokens in its web app, not through
 * the API, and the emulator issues none: every feed token is unknown, a 401 as for a refused bearer.
 */
function calendarFeed(params: Record<string, string>): Reply {
  // Without `.ics` it is no route; the message leaves the path (the token) out.
  if (!params.feed?.endsWith(".ics")) throw new ApiFailure(404, "not_found", "Route not found");
  throw new ApiFailure(401, "unauthorized", "Unknown calendar feed token");
}

/** The path as the request log keeps it: a calendar-feed token is a secret, so it is left out. */
export const loggedLegacyPath = (pathname: string): string =>
  pathname.replace(/^(\/legacy\/calendar\/)[^/]+(\/?)$/, "$1[token]$2");
