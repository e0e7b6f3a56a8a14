import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { requestUrl } from "../../../src/emulator/http/request-url.js";

/** What a reader of the target sees: its path and query, or that it throws (as `new URL` does for `//`). */
const read =
  (parse: (target: string) => { pathname: string; searchParams: URLSearchParams }) => (target: string) => {
    try {
      const url = parse(target);
      return { pathname: url.pathname, params: [...url.searchParams] };
    } catch (error) {
      return { throws: (error as Error).name };
    }
  };
const viaUrl = read((target) => new URL(target, "http://emulator"));
const viaSplit = read(requestUrl);

// Characters that URL parsing treats specially somewhere (dots, slashes, percent, backslash,
// spaces, quotes, `#`, `+`, `&`, `=`, non-ASCII) mixed with plain ones.
const piece = fc.constantFrom(
  "/",
  "//",
  ".",
  "..",
  "/./",
  "/../",
  "%2e",
  "%2E",
  "%2F",
  "%",
  "%zz",
  "\\",
  " ",
  '"',
  "'",
  "<",
  ">",
  "#",
  "?",
  "&",
  "=",
  "+",
  "a",
  "b",
  "0",
  "-",
  "_",
  "~",
  ":",
  "@",
  "é",
  "\t",
  "whk_1",
  "v1",
  "webhooks",
  "limit=20",
  "cursor=x.y",
  "%20",
  "`",
  "{",
  "|",
  "^",
);
const target = fc.array(piece, { maxLength: 12 }).map((pieces) => `/${pieces.join("")}`);

describe("requestUrl", () => {
  test("reads the path and query of every target as new URL does", () => {
    fc.assert(
      fc.property(target, (value) => {
        expect(viaSplit(value)).toEqual(viaUrl(value));
      }),
      { numRuns: 5_000 },
    );
  });

  test("known tricky targets", () => {
    for (const value of [
      "/v1/webhooks?limit=20",
      "/v1/webhooks?limit=20&limit=30",
      "/v1/webhooks?",
      "/v1/webhooks/../tasks",
      "/v1/./webhooks",
      "/v1//webhooks",
      "//v1/webhooks",
      "/v1/webhooks/%2e%2e",
      "/v1/webhooks?cursor=a+b%20c&x=%zz",
      "/v1/webhooks?q=\"'<>",
      "/v1/webhooks?q=1#frag",
      "/v1/webhooks/..",
      "/v1/webhooks/.",
      "/v1/webhooks/.hidden",
      "/v1/webhooks\\x",
      "http://other/v1/webhooks?limit=1",
      "*",
    ]) {
      expect(viaSplit(value), value).toEqual(viaUrl(value));
    }
  });
});
