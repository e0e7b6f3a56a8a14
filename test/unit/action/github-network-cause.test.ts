/**
 * A GitHub API call of the github-secret sink that got no answer says what its network error means
 * first (src/transport/network-causes.ts), as the API client's errors do.
 */
import { describe, expect, it } from "vitest";
import { failureOf, type RequestErrorLike } from "../../../src/action/github-api-errors.js";

function noAnswer(message: string, cause?: unknown): RequestErrorLike {
  const error = new Error(message, cause === undefined ? undefined : { cause }) as RequestErrorLike;
  error.name = "HttpError";
  return Object.assign(error, {
    status: 500,
    request: { method: "GET", url: "https://api.github.com/repos/o/r/actions/secrets/public-key" },
  });
}

describe("the github-secret sink's network failures", () => {
  it("names what the error means, from the error's cause or the code its message names", () => {
    const refused = Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:443"), { code: "ECONNREFUSED" });
    expect(failureOf(noAnswer("fetch failed", refused)).detail).toBe(
      "nothing answers at api.github.com (fetch failed)",
    );
    expect(failureOf(noAnswer("getaddrinfo ENOTFOUND api.github.com")).detail).toBe(
      "the host api.github.com does not resolve (no DNS record) (getaddrinfo ENOTFOUND api.github.com)",
    );
    expect(failureOf(noAnswer("something odd")).detail).toBe("something odd");
  });
});
