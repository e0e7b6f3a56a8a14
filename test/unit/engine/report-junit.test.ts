import { afterEach, describe, expect, it } from "vitest";
import type { RunReport, StepReport } from "../../../src/engine/report.js";
import { escapeXmlAttribute, escapeXmlText, renderJunit } from "../../../src/engine/report-junit.js";
import type { DeliveryRow } from "../../../src/engine/step-types.js";
import { elements, expectValidJunit, junitSchemaErrors, parseXml } from "../../support/xml.js";

const row = (id: string, extra: Partial<DeliveryRow> = {}): DeliveryRow => ({
  id,
  webhookId: "whk_1",
  event: "task_created",
  state: "failed",
  createdAt: "2026-03-01T12:00:00.000Z",
  statusCode: 500,
  transportCode: null,
  attempts: 4,
  ...extra,
});

const step = (extra: Partial<StepReport> & Pick<StepReport, "id" | "uses" | "status">): StepReport => ({
  summary: `${extra.id} summary`,
  outputs: {},
  durationMs: 1500,
  ...extra,
});

const report = (steps: StepReport[], mode: RunReport["mode"] = "apply"): RunReport => ({
  mode,
  ok: steps.every((s) => s.status !== "failed"),
  changes: 0,
  steps,
});

const cases = (xml: string) => elements(parseXml(xml), "testcase");

/** Every report a test renders is also checked by libxml2 against the JUnit schema CI systems read. */
const rendered: string[] = [];
const render = (...args: Parameters<typeof renderJunit>) => {
  const xml = renderJunit(...args);
  rendered.push(xml);
  return xml;
};
afterEach(async () => {
  const documents = rendered.splice(0);
  for (const xml of documents) await expectValidJunit(xml);
});

describe("renderJunit", () => {
  it("one test case per step: passed with its summary, failed with the error, skipped and not-run as skipped", () => {
    const xml = render(
      report([
        step({ id: "hook", uses: "ensure-webhook", status: "succeeded", summary: "created webhook whk_1" }),
        step({ id: "rotate", uses: "rotate-secret", status: "failed", error: "HTTP 503 (request r1)" }),
        step({
          id: "smoke",
          uses: "test-delivery",
          status: "not-run",
          summary: "not run: an earlier step failed",
        }),
      ]),
    );
    const root = parseXml(xml);
    expect(root.name).toBe("testsuites");
    expect(root.attributes).toMatchObject({
      tests: "3",
      failures: "1",
      skipped: "1",
      errors: "0",
      time: "4.500",
    });
    const [suite] = elements(root, "testsuite");
    expect(suite?.attributes).toMatchObject({ name: "svc-ci (apply)", tests: "3", failures: "1" });
    const [hook, rotate, smoke] = cases(xml);
    expect(hook?.attributes).toEqual({
      classname: "svc-ci.apply",
      name: "hook (ensure-webhook)",
      time: "1.500",
    });
    expect(elements(hook as never, "system-out")[0]?.text).toBe("created webhook whk_1");
    const failure = elements(rotate as never, "failure")[0];
    expect(failure?.attributes).toEqual({ type: "step-failed", message: "HTTP 503 (request r1)" });
    expect(failure?.text).toContain("step: rotate\nuses: rotate-secret\nstatus: failed");
    expect(elements(smoke as never, "skipped")[0]?.attributes.message).toBe(
      "not run: an earlier step failed",
    );
  });

  it("each failed delivery of a failed check or test-delivery is a failing case with id, state, HTTP status and attempts", () => {
    const xml = render(
      report([
        step({
          id: "health",
          uses: "check-recent-deliveries",
          status: "failed",
          error: "2 deliveries failed",
          deliveries: [
            row("dlv_a"),
            row("dlv_b", { statusCode: null, transportCode: "ECONNREFUSED", attempts: 1 }),
          ],
        }),
      ]),
    );
    const [, first, second] = cases(xml);
    expect(first?.attributes).toMatchObject({
      classname: "svc-ci.apply.health",
      name: "delivery dlv_a (task_created)",
    });
    const failure = elements(first as never, "failure")[0];
    expect(failure?.attributes).toEqual({
      type: "delivery-failed",
      message: "delivery dlv_a failed: HTTP 500, 4 attempts",
    });
    expect(failure?.text).toContain(
      "delivery id: dlv_a\nwebhook id: whk_1\nevent: task_created\nstate: failed\nHTTP status: 500",
    );
    expect(failure?.text).toContain("attempts: 4");
    expect(elements(second as never, "failure")[0]?.attributes.message).toBe(
      "delivery dlv_b failed: transport error ECONNREFUSED, 1 attempt",
    );
    expect(parseXml(xml).attributes).toMatchObject({ tests: "3", failures: "3" });
  });

  it("failed test-delivery: the delivery is its own failing case; a succeeded delivery adds none", () => {
    const xml = render(
      report([
        step({
          id: "ok",
          uses: "test-delivery",
          status: "succeeded",
          deliveries: [row("dlv_ok", { state: "succeeded" })],
        }),
        step({
          id: "smoke",
          uses: "test-delivery",
          status: "failed",
          deliveries: [row("dlv_t", { event: "webhook.test" })],
        }),
      ]),
    );
    expect(cases(xml).map((c) => c.attributes.name)).toEqual([
      "ok (test-delivery)",
      "smoke (test-delivery)",
      "delivery dlv_t (webhook.test)",
    ]);
  });

  it("failures a passing check tolerated (within max-failures) are skipped, not failed", () => {
    const xml = render(
      report([
        step({
          id: "health",
          uses: "check-recent-deliveries",
          status: "succeeded",
          deliveries: [row("dlv_a")],
        }),
      ]),
    );
    expect(parseXml(xml).attributes).toMatchObject({ tests: "2", failures: "0", skipped: "1" });
    expect(elements(parseXml(xml), "skipped")[0]?.attributes.message).toMatch(
      /dlv_a failed.*within max-failures/,
    );
  });

  it("a run that never reached its steps is one failing case with the reason", () => {
    const xml = render(undefined, { failure: "input token: is required" });
    const [only] = cases(xml);
    expect(only?.attributes.name).toBe("run");
    expect(elements(only as never, "failure")[0]?.attributes).toEqual({
      type: "run-failed",
      message: "input token: is required",
    });
  });

  it("escapes markup and drops characters XML 1.0 cannot carry, in names, messages and text", () => {
    const nasty = `a<b>&"c'\u0000\u0007\u001b[31m\uD800 ::error::x\r\nline2\t\u{1F600}`;
    const xml = render(
      report([
        step({ id: "s1", uses: "ensure-webhook", status: "failed", name: nasty, error: nasty }),
        step({ id: "s2", uses: "ensure-webhook", status: "succeeded", summary: nasty }),
      ]),
    );
    const root = parseXml(xml);
    const [failed, passed] = elements(root, "testcase");
    const clean = `a<b>&"c'[31m ::error::x\r\nline2\t\u{1F600}`;
    expect(failed?.attributes.name).toBe(`s1 (ensure-webhook): ${clean}`);
    expect(elements(failed as never, "failure")[0]?.attributes.message).toBe(`a<b>&"c'[31m ::error::x`);
    expect(elements(passed as never, "system-out")[0]?.text).toBe(clean);
    expect(escapeXmlText("]]>&")).toBe("]]&gt;&amp;");
    expect(escapeXmlAttribute('"\n')).toBe("&quot;&#10;");
  });

  it("redacts text shaped like an API token or signing secret in names, messages and text", () => {
    const token = `tg_sa_v2_de_de-nbg-001_${"ab".repeat(12)}_${"cd".repeat(32)}`;
    const signing = `whsec_v2_${"Q".repeat(43)}`;
    const url = `https://hooks.example.com/in?t=${token}&s=${signing}`;
    const xml = render(
      report([
        step({ id: "s1", uses: "ensure-webhook", status: "failed", name: url, error: `bad ${url}` }),
        step({ id: "s2", uses: "ensure-webhook", status: "succeeded", summary: `created for ${url}` }),
      ]),
    );
    expect(xml).not.toContain(token);
    expect(xml).not.toContain(signing);
    expect(xml).toContain("https://hooks.example.com/in?t=[redacted]&amp;s=[redacted]");
  });

  it("plan mode names the suite and class after the mode", () => {
    const xml = render(report([step({ id: "hook", uses: "ensure-webhook", status: "succeeded" })], "plan"));
    expect(elements(parseXml(xml), "testsuite")[0]?.attributes.name).toBe("svc-ci (plan)");
    expect(cases(xml)[0]?.attributes.classname).toBe("svc-ci.plan");
  });
});

describe("the test XML checks reject what CI systems' parsers reject", () => {
  const malformed = [
    "<a>&</a>",
    "<a><b></a>",
    "<a>x<y</a>",
    '<a x="1" x="2"/>',
    "<a>\u0001</a>",
    "<a/><b/>",
    "<a>",
    "<a>&nbsp;</a>",
  ];
  it.each(malformed)("libxml2 refuses the malformed %j", async (xml) => {
    expect((await junitSchemaErrors(xml)).join("\n")).toMatch(/report\.xml:\d+: parser error/);
  });

  it("fast-xml-parser refuses what its validator catches (libxml2 above catches the rest)", () => {
    for (const xml of ["<a>&</a>", "<a><b></a>", "<a>x<y</a>", '<a x="1" x="2"/>', "<a>", "<a/><b/>"])
      expect(() => parseXml(xml), xml).toThrow();
  });

  const valid = renderJunit(
    report([step({ id: "hook", uses: "ensure-webhook", status: "failed", error: "boom" })]),
  );
  it.each([
    ["a test case without a name", valid.replace(/ name="hook[^"]*"/, ""), /'name' is required/],
    ["a count that is not a number", valid.replace('failures="1"', 'failures="one"'), /failures/],
    ["a negative time", valid.replace(/time="1\.500"/, 'time="-1"'), /time/],
    ["two outcomes in one case", valid.replace("</failure>", '</failure><skipped message="x"/>'), /skipped/],
    ["an element readers do not know", valid.replace(/<(\/?)testcase\b/g, "<$1test-case"), /test-case/],
    ["a root other than testsuites or testsuite", valid.replace(/testsuites/g, "results"), /results/],
  ])("the JUnit schema refuses %s", async (_what, xml, problem) => {
    expect(() => parseXml(xml)).not.toThrow();
    expect((await junitSchemaErrors(xml)).join("\n")).toMatch(problem);
  });
});
