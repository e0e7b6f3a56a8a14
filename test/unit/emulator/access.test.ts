import { describe, expect, test } from "vitest";
import { ApiFailure } from "../../../src/emulator/http/failure.js";
import { refusedBearer, requireScopes } from "../../../src/emulator/v1/access.js";

const here = { region: "de", cellId: "de-emu-001" };
const token = (region: string, cell: string) =>
  `tg_sa_v2_${region}_${cell}_${"a".repeat(24)}_${"b".repeat(64)}`;

const refusal = (run: () => void): ApiFailure => {
  try {
    run();
  } catch (error) {
    if (error instanceof ApiFailure) return error;
    throw error;
  }
  throw new Error("not refused");
};

describe("refusedBearer", () => {
  test("another cell of this region is a 503 routing condition", () => {
    const failure = refusedBearer("invalid", token("de", "de-nbg-002"), here);
    expect(failure).toMatchObject({ status: 503, code: "service_unavailable", headers: {} });
    expect(failure.detail).toContain("de-nbg-002");
  });

  test("another region is a 401 naming the region the credential belongs to", () => {
    const failure = refusedBearer("invalid", token("us", "us-nbg-001"), here);
    expect(failure).toMatchObject({ status: 401, code: "invalid_token" });
    expect(failure.detail).toContain("region us");
    expect(failure.headers["www-authenticate"]).toContain("Bearer");
  });

  test("this cell's own refusals keep their reason; a token that does not parse is simply invalid", () => {
    expect(refusedBearer("revoked", token("de", "de-emu-001"), here).detail).toMatch(/revoked/);
    expect(refusedBearer("missing", undefined, here).detail).toMatch(/Send Authorization/);
    expect(refusedBearer("invalid", "tg_sa_v2_de_x", here)).toMatchObject({ status: 401 });
  });
});

describe("requireScopes", () => {
  test("passes when every required scope is granted, or none is required", () => {
    expect(() => requireScopes(["tasks:read"], "tasks:read")).not.toThrow();
    expect(() =>
      requireScopes(["tasks:write", "time-entries:write"], ["tasks:write", "time-entries:write"]),
    ).not.toThrow();
    expect(() => requireScopes([], null)).not.toThrow();
  });

  test("refuses with 403 insufficient_scope naming each missing scope", () => {
    expect(refusal(() => requireScopes(["tasks:read"], "tasks:write"))).toMatchObject({
      status: 403,
      code: "insufficient_scope",
      detail: "This operation needs the tasks:write scope.",
    });
    const failure = refusal(() =>
      requireScopes(["tasks:read"], ["task-recurrences:write", "tasks:read", "tasks:write"]),
    );
    expect(failure.detail).toBe("This operation needs the task-recurrences:write and tasks:write scopes.");
  });
});
