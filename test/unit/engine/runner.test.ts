import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { failureMessage } from "../../../src/engine/report.js";
import { checkPlan, runPlan } from "../../../src/engine/runner.js";
import type { SecretSinkHandler } from "../../../src/engine/sinks/types.js";
import { api, errorBody, harness, hook, page, plan, run, useApi } from "./fixtures.js";

useApi();

describe("runPlan", () => {
  it("runs steps in log groups, publishes <id>-<name> outputs, and does not run the steps that need a failed one", async () => {
    api()
      .get("/v1/webhooks")
      .query({ limit: "100" })
      .reply(403, errorBody(403, "insufficient_scope", "missing webhooks:read"));
    const h = harness();
    const report = await run(
      `steps:
  - { id: hook, uses: ensure-webhook, name: Receiver, with: { url: "https://hooks.example.com/svc", actions: [a] } }
  - { id: smoke, uses: test-delivery, with: { webhook: hook } }`,
      h,
    );
    expect(report.ok).toBe(false);
    expect(report.steps.map((step) => step.status)).toEqual(["failed", "not-run"]);
    expect(report.steps[0]?.error).toBe(
      "missing webhooks:read (HTTP 403 insufficient_scope, request req-403): the credential lacks a scope; grant webhooks:read and webhooks:write",
    );
    expect(failureMessage(report)).toMatch(/^step "hook" \(ensure-webhook\) failed: missing webhooks:read/);
    expect(h.logs[0]).toBe("group: hook (ensure-webhook): Receiver");
    expect(h.logs).not.toContain("group: smoke (test-delivery)");
    expect(report.steps[1]?.summary).toBe('not run: needs step "hook", which failed');
  });

  it("runs no step of a cancelled run and sends nothing", async () => {
    const h = harness();
    const cancel = new AbortController();
    cancel.abort(new Error("cancelled by the user"));
    h.context.signal = cancel.signal;
    const report = await run(
      `steps:
  - { id: hook, uses: ensure-webhook, with: { url: "https://hooks.example.com/svc", actions: [a] } }
  - { id: smoke, uses: test-delivery, with: { webhook: hook } }`,
      h,
    );
    expect(report.ok).toBe(false);
    expect(report.steps.map((step) => [step.status, step.summary])).toEqual([
      ["not-run", "not run: the run was cancelled"],
      ["not-run", "not run: the run was cancelled"],
    ]);
    expect(h.requests).toEqual([]);
  });

  it("a host whose outputs fail fails the run with that error once its steps ended, never unhandled", async () => {
    api()
      .get("/v1/webhooks")
      .query({ limit: "100" })
      .reply(200, page([]))
      .get("/v1/webhooks/wh_9")
      .delay(300)
      .reply(404, errorBody(404, "not_found", "no such webhook"));
    const h = harness({ mode: "plan" });
    h.context.outputs.set = () => {
      throw new Error("GITHUB_OUTPUT is not writable");
    };
    const unhandled: unknown[] = [];
    const onUnhandled = (reason: unknown) => unhandled.push(reason);
    process.on("unhandledRejection", onUnhandled);
    try {
      // The first step's outputs fail while the second still waits for its answer.
      await expect(
        runPlan(
          plan(`steps:
  - { id: hook, uses: ensure-webhook, with: { url: "https://hooks.example.com/svc", actions: [a] } }
  - { id: gone, uses: remove-webhook, with: { webhook-id: wh_9, confirm: true } }`),
          h.context,
        ),
      ).rejects.toThrow("GITHUB_OUTPUT is not writable");
    } finally {
      process.off("unhandledRejection", onUnhandled);
    }
    expect(unhandled).toEqual([]);
  });

  it("writes null outputs as empty strings and reports step durations from the clock", async () => {
    api().get("/v1/webhooks").query({ limit: "100" }).reply(200, page([]));
    const h = harness({ mode: "plan" });
    const ticks = [1_000, 1_250];
    h.context.clock.now = () => ticks.shift() ?? Number.NaN;
    const report = await run(
      'steps:\n  - { id: hook, uses: ensure-webhook, with: { url: "https://hooks.example.com/svc", actions: [a] } }',
      h,
    );
    expect(h.outputs.get("hook-revision")).toBe("");
    expect(report.steps[0]?.durationMs).toBe(250);
    expect(report.mode).toBe("plan");
  });

  it("checks every sink before the first request, including one file used twice", async () => {
    const dir = mkdtempSync(join(tmpdir(), "svc-ci-runner-"));
    const h = harness({ workingDirectory: dir });
    const issues = await checkPlan(
      plan(`steps:
  - { id: a, uses: rotate-secret, with: { webhook-id: wh_1, secret-sink: { type: file, path: s.txt } } }
  - { id: b, uses: rotate-secret, with: { webhook-id: wh_2, secret-sink: { type: file, path: ./s.txt } } }`),
      h.context,
    );
    expect(issues).toEqual([
      {
        path: ["steps", 1, "with", "secret-sink", "path"],
        message: `step "b" (rotate-secret), with.secret-sink.path: step "a" already writes ${join(dir, "s.txt")}; give each secret its own file`,
      },
    ]);
    expect(h.requests).toEqual([]);
  });

  it("passes sink problems from an injected handler through, located on the sink", async () => {
    const github: SecretSinkHandler<"github-secret"> = {
      check: async () => [{ message: "set the github-token input" }],
      prepare: async () => {
        throw new Error("not reached");
      },
    };
    const h = harness({ sinks: { "github-secret": github } });
    const issues = await checkPlan(
      plan(
        "steps:\n  - { id: r, uses: rotate-secret, with: { webhook-id: wh_1, secret-sink: { type: github-secret, name: S } } }",
      ),
      h.context,
    );
    expect(issues).toEqual([
      {
        path: ["steps", 0, "with", "secret-sink"],
        message: 'step "r" (rotate-secret), with.secret-sink: set the github-token input',
      },
    ]);
  });

  it("hands the error that failed a step to onStepError, so an adapter can map its status", async () => {
    api()
      .get("/v1/webhooks/wh_9")
      .reply(404, errorBody(404, "not_found", "no such webhook"));
    const h = harness();
    const failures: [string, unknown][] = [];
    h.context.onStepError = (stepId, error) => failures.push([stepId, error]);
    const report = await run(
      "steps:\n  - { id: r, uses: rotate-secret, with: { webhook-id: wh_9, secret-sink: { type: output } } }",
      h,
    );
    expect(report.ok).toBe(false);
    expect(failures).toHaveLength(1);
    expect(failures[0]?.[0]).toBe("r");
    expect(failures[0]?.[1]).toMatchObject({ status: 404 });
  });

  it("keeps going through several passing steps and yields webhooks to later ones", async () => {
    api()
      .get("/v1/webhooks")
      .query({ limit: "100" })
      .reply(200, page([hook("wh_1")]))
      .get("/v1/webhook-deliveries")
      .query({ state: "failed", webhookId: "wh_1", limit: "200" })
      .reply(200, page([], null, 200));
    const h = harness();
    const report = await run(
      `steps:
  - { id: hook, uses: ensure-webhook, with: { url: "https://hooks.example.com/svc", actions: [task_created] } }
  - { id: health, uses: check-recent-deliveries, with: { webhook: hook } }`,
      h,
    );
    expect(report.ok).toBe(true);
    expect(report.steps.map((step) => step.change)).toEqual(["unchanged", "within-limit"]);
    expect(report.changes).toBe(0);
    expect(h.outputs.get("health-failures")).toBe("0");
  });
});
