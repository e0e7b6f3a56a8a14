import * as core from "@actions/core";
import { afterEach, describe, expect, it } from "vitest";
import { escapeHtml, renderSummary } from "../../../src/action/summary.js";
import type { RunReport, StepReport } from "../../../src/engine/index.js";

const report: RunReport = {
  mode: "apply",
  ok: false,
  changes: 1,
  steps: [
    {
      id: "hook",
      uses: "ensure-webhook",
      name: "Receiver <prod>",
      status: "succeeded",
      change: "created",
      summary:
        "created webhook wh_1 for https://hooks.example.com/svc (task_created); secret sent to hook-secret",
      outputs: { "webhook-id": "wh_1" },
      secret: {
        sink: "output",
        target: "hook-secret",
        redacted: true,
        fingerprint: "hmac-sha256:0011223344556677",
      },
    },
    {
      id: "smoke",
      uses: "test-delivery",
      status: "failed",
      change: "failed",
      summary: "test delivery dlv_1 failed: HTTP 500, 3 attempts",
      error: "test delivery dlv_1 failed: HTTP 500, 3 attempts",
      outputs: { state: "failed" },
      deliveries: [
        {
          id: "dlv_1",
          webhookId: "wh_1",
          event: "webhook.test",
          state: "failed",
          createdAt: "2026-03-01T12:00:00.000Z",
          statusCode: 500,
          transportCode: null,
          attempts: 3,
        },
      ],
    },
    {
      id: "health",
      uses: "check-recent-deliveries",
      status: "not-run",
      summary: "not run: an earlier step failed",
      outputs: {},
    },
  ],
};

afterEach(() => {
  core.summary.emptyBuffer();
});

describe("renderSummary", () => {
  it("heads with the counts, then the review's Markdown, the deliveries and the error", () => {
    renderSummary(core.summary, report, 'step "smoke" (test-delivery) failed: HTTP 500', "apply");
    const html = core.summary.stringify();
    expect(html).toContain(
      "<h2>Apply: 1 created, 0 updated, 0 removed, 0 unchanged, 1 failed, 1 not run (svc-ci ❌ failed)</h2>",
    );
    // The same rendering as svc run -o markdown: the changes (and failures) in a table.
    expect(html).toContain(
      "\n**Apply: 1 created, 0 updated, 0 removed, 0 unchanged, 1 failed, 1 not run**\n",
    );
    // The step's name beside its id, escaped: it comes from the plan.
    expect(html).toMatch(/^\| \+ \| hook &#40;Receiver &#60;prod&#62;&#41; \| created \| /m);
    expect(html).toMatch(
      /^\| ! \| smoke \| failed \| {2}\| {2}\| test delivery dlv&#95;1 failed: HTTP 500, 3 attempts \|$/m,
    );
    expect(html).toMatch(/^\| ! \| health \| not-run \| /m);
    expect(html).toContain("<h3>Deliveries</h3>");
    expect(html).toContain(
      "<tr><td>smoke</td><td>dlv_1</td><td>wh_1</td><td>webhook.test</td><td>failed</td><td>500</td><td>3</td><td>2026-03-01T12:00:00.000Z</td></tr>",
    );
    expect(html).toContain("<strong>Error:</strong> step &#34;smoke&#34; (test-delivery) failed: HTTP 500");
  });

  it("with a detail limit, cuts the error, saying why", () => {
    renderSummary(core.summary, report, `step "smoke" failed: ${"e".repeat(100)}`, "apply", 20);
    const html = core.summary.stringify();
    expect(html).toContain("<p>The error is cut to 20 characters");
    expect(html).toContain("<strong>Error:</strong> step &#34;smoke&#34; failed…</p>");
  });

  it("bounds the review to a pull-request comment's 65,536 characters, saying what it left out", () => {
    const steps = Array.from({ length: 2_000 }, (_, index) => ({
      ...(report.steps[0] as StepReport),
      id: `hook-${index}`,
      change: index < 20 ? "created" : "unchanged",
    }));
    renderSummary(core.summary, { ...report, ok: true, steps }, undefined, "apply");
    const html = core.summary.stringify();
    expect(html).toContain(
      "<h2>Apply: 20 created, 0 updated, 0 removed, 1980 unchanged (svc-ci ✅ passed)</h2>",
    );
    expect(html.length).toBeLessThan(70_000);
    expect(html).toMatch(/\n_\d+ rows were left out to keep this within 65536 characters/);
    for (let index = 0; index < 20; index += 1)
      expect(html).toContain(`| + | hook-${index} &#40;Receiver &#60;prod&#62;&#41; | created |`);
  });

  it("shows the run's totals: steps, time, requests and 429s", () => {
    const totals = { durationMs: 2_450, requests: 57, rateLimited: 2 };
    renderSummary(core.summary, { ...report, totals }, undefined, "apply");
    expect(core.summary.stringify()).toContain(
      "<p>3 steps in 2.5 s: 57 requests to the API, 2 answered 429 (rate limited).</p>",
    );
    core.summary.emptyBuffer();
    renderSummary(core.summary, report, undefined, "apply");
    expect(core.summary.stringify()).not.toContain("requests to the API");
  });

  it("shows the transport failure where a delivery got no HTTP answer", () => {
    const [hook, smoke, ...rest] = report.steps;
    const unreachable = {
      ...report,
      steps: [
        hook,
        {
          ...smoke,
          deliveries: [{ ...smoke?.deliveries?.[0], statusCode: null, transportCode: "ENOTFOUND" }],
        },
        ...rest,
      ],
    } as typeof report;
    renderSummary(core.summary, unreachable, "failed", "apply");
    expect(core.summary.stringify()).toContain("<td>failed</td><td>ENOTFOUND</td><td>3</td>");
  });

  it("renders a failure that stopped the run before any step, and plan mode", () => {
    renderSummary(core.summary, undefined, "input token: is required", "plan");
    const html = core.summary.stringify();
    expect(html).toContain("svc-ci plan: ❌ failed");
    expect(html).toContain("Plan mode: nothing was changed");
    expect(html).not.toContain("<table>");
  });

  it("escapes HTML", () => {
    expect(escapeHtml(`<a href="x">&'`)).toBe("&#60;a href=&#34;x&#34;&#62;&#38;&#39;");
  });
});
