import { ApiFailure } from "../http/failure.js";
import type { Reply } from "../http/respond.js";
import { Router } from "../http/router.js";
import type { Services } from "../services.js";
import { DOCUMENTATION_URL } from "../v1/version.js";
import { calendarText } from "./calendar-feed.js";
import { legacyOk } from "./legacy-context.js";

/**
 * The v0 routes that need no bearer (the contract gives them no security): the discovery redirect
 * and the calendar feed, whose token is in the path.
 */
export const publicRoutes = new Router<(params: Record<string, string>, services: Services) => Reply>()
  .add("GET", "/", () => ({ status: 302, headers: { location: `${DOCUMENTATION_URL}#legacy-v0` } }))
  .add("GET", "/calendar/:feed", calendarFeed);

/**
 * `GET /calendar/{token}.ics`. The token is the calendar-feed token of a legacy credential's user
 * (docs/emulator.md); the feed is the iCalendar text of that credential's workspace in the legacy
 * envelope. An unknown token is a 401 as for a refused bearer.
 */
function calendarFeed(params: Record<string, string>, services: Services): Reply {
  // Without `.ics` it is no route; the messages leave the path (the token) out.
  const feed = params.feed;
  if (!feed?.endsWith(".ics")) throw new ApiFailure(404, "not_found", "Route not found");
  const credential = services.state.authenticateCalendarFeed(feed.slice(0, -".ics".length));
  if (!credential) throw new ApiFailure(401, "unauthorized", "Unknown calendar feed token");
  const { state } = services;
  const ics = calendarText(
    state.workspaceData(credential.workspaceId),
    credential.workspaceId,
    state.clock.iso(),
  );
  return legacyOk(200, "Calendar feed", ics);
}

/** The path as the request log keeps it: a calendar-feed token is a secret, so it is left out. */
export const loggedLegacyPath = (pathname: string): string =>
  pathname.replace(/^(\/legacy\/calendar\/)[^/]+(\/?)$/, "$1[token]$2");
