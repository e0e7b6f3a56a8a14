import * as core from "@actions/core";
import { afterEach, describe, expect, it } from "vitest";
import { escapeHtml, renderSummary } from "../../../src/action/summary.js";
import type { RunReport } from "../../../src/engine/index.js";

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
  it("renders a steps table, the deliveries and the error", () => {
    renderSummary(core.summary, report, 'step "smoke" (test-delivery) failed: HTTP 500', "apply");
    const html = core.summary.stringify();
    expect(html).toContain("<h2>svc-ci apply: ❌ failed</h2>");
    expect(html).toContain(
      "<tr><td>hook (Receiver &#60;prod&#62;)</td><td>ensure-webhook</td><td>✅ succeeded</td><td>created</td>",
    );
    expect(html).toContain("<td>smoke</td><td>test-delivery</td><td>❌ failed</td><td>failed</td>");
    expect(html).toContain("<td>⏸️ not run</td>");
    expect(html).toContain("<h3>Deliveries</h3>");
    expect(html).toContain(
      "<tr><td>smoke</td><td>dlv_1</td><td>wh_1</td><td>webhook.test</td><td>failed</td><td>500</td><td>3</td><td>2026-03-01T12:00:00.000Z</td></tr>",
    );
    expect(html).toContain("<strong>Error:</strong> step &#34;smoke&#34; (test-delivery) failed: HTTP 500");
  });

  it("with a detail limit, cuts names, details and the error, saying why", () => {
    renderSummary(core.summary, report, `step "smoke" failed: ${"e".repeat(100)}`, "apply", 20);
    const html = core.summary.stringify();
    expect(html).toContain("<p>Names, details and the error are cut to 20 characters");
    expect(html).toContain("<td>created webhook wh_…</td>");
    expect(html).toContain("<td>hook (Receiver &#60;prod&#62;)</td>");
    expect(html).toContain("<strong>Error:</strong> step &#34;smoke&#34; failed…</p>");
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

  it("closes every table cell, also where a step has no change or an empty detail", () => {
    // core.summary.addTable writes an empty cell as a bare `<td>` with no `</td>`.
    renderSummary(core.summary, report, undefined, "apply");
    const html = core.summary.stringify();
    expect(html.match(/<td>/g)?.length).toBe(html.match(/<\/td>/g)?.length);
    expect(html).toContain("<td>⏸️ not run</td><td>—</td><td>not run: an earlier step failed</td>");
  });

  it("escapes HTML", () => {
    expect(escapeHtml(`<a href="x">&'`)).toBe("&#60;a href=&#34;x&#34;&#62;&#38;&#39;");
  });
});
