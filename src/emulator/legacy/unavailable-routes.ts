import { ApiFailure } from "../http/failure.js";
import { Router } from "../http/router.js";

/**
 * Collections whose writes the v0 contract lists as historically advertised but without a supported
 * write path: create, replace and delete on the collection and on an item answer 501 (after
 * authentication and the rate limit, as every authenticated v0 route).
 */
const COLLECTIONS_WITHOUT_WRITES = ["contactgroups", "journalEntries", "projectTemplates"] as const;

export const unavailableRoutes = new Router<true>();
for (const collection of COLLECTIONS_WITHOUT_WRITES) {
  for (const method of ["POST", "PUT", "DELETE"]) unavailableRoutes.add(method, `/${collection}`, true);
  for (const method of ["PUT", "DELETE"]) unavailableRoutes.add(method, `/${collection}/:id`, true);
}

export const unavailableWrite = (method: string, path: string): ApiFailure =>
  new ApiFailure(
    501,
    "not_implemented",
    `${method} ${path} was advertised by API v0 but has no supported write path; use API v1`,
  );
