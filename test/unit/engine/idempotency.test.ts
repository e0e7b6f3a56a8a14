import { describe, expect, it } from "vitest";
import { idempotencyKey } from "../../../src/engine/idempotency.js";
import { idempotencyKeyPattern } from "../../../src/schemas/index.js";

const run = { repository: "acme/app", runId: "4242", runAttempt: 1 };

describe("idempotency keys", () => {
  it("look like svc-ci-<op>-<sha256 hex> and fit the header grammar", () => {
    for (const op of ["create", "rotate", "test"] as const) {
      const key = idempotencyKey(run, "hook", op);
      expect(key).toMatch(new RegExp(`^svc-ci-${op}-[0-9a-f]{64}$`));
      expect(key).toMatch(idempotencyKeyPattern);
      expect(key.length).toBeLessThanOrEqual(78);
    }
  });

  it("are stable for the same run, step and operation (pinned: changing them breaks re-runs)", () => {
    expect(idempotencyKey({ ...run }, "hook", "create")).toBe(idempotencyKey(run, "hook", "create"));
    expect(idempotencyKey(run, "hook", "create")).toBe(
      "svc-ci-create-13f09ea2591d9ab7e8c5523e6a09c603c3069f74651c81435a87140b52092f36",
    );
  });

  it("leave the attempt out of create (a re-run never creates twice) but not out of rotate and test", () => {
    const second = { ...run, runAttempt: 2 };
    expect(idempotencyKey(second, "hook", "create")).toBe(idempotencyKey(run, "hook", "create"));
    expect(idempotencyKey(second, "rotate", "rotate")).not.toBe(idempotencyKey(run, "rotate", "rotate"));
    expect(idempotencyKey(second, "smoke", "test")).not.toBe(idempotencyKey(run, "smoke", "test"));
  });

  it("differ by repository, run, step and operation, and never contain them in clear", () => {
    const base = idempotencyKey(run, "hook", "rotate");
    expect(idempotencyKey({ ...run, repository: "acme/other" }, "hook", "rotate")).not.toBe(base);
    expect(idempotencyKey({ ...run, runId: "4243" }, "hook", "rotate")).not.toBe(base);
    expect(idempotencyKey(run, "hook2", "rotate")).not.toBe(base);
    expect(idempotencyKey(run, "hook", "test")).not.toBe(base);
    expect(base).not.toContain("acme");
    expect(base).not.toContain("4242");
  });
});
