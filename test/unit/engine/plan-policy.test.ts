import { describe, expect, it } from "vitest";
import { PlanValidationError, parsePlan, runPlan } from "../../../src/engine/index.js";
import { harness, plan, useApi } from "./fixtures.js";

useApi();

const ensure = (url: string, actions = "[task_created]") =>
  `steps:\n  - id: hook\n    uses: ensure-webhook\n    with:\n      url: "${url}"\n      actions: ${actions}\n`;

describe("destination policy (before any call)", () => {
  it.each([
    ["https://127.0.0.1/in", "a loopback or private IPv4 address"],
    ["https://10.1.2.3/in", "a loopback or private IPv4 address"],
    ["https://169.254.169.254/latest/meta-data", "a loopback or private IPv4 address"],
    ["https://[fd00:ec2::254]/in", "a loopback or private IPv6 address"],
    ["https://[::ffff:127.0.0.1]/in", "a loopback or private IPv6 address"],
    ["https://2130706433/in", "a loopback or private IPv4 address"],
    ["https://localhost/in", "a local host name"],
    ["https://hooks.localhost/in", "a local host name"],
  ])("refuses %s naming the step and the field, in apply and plan mode", async (url, problem) => {
    for (const mode of ["apply", "plan"] as const) {
      const h = harness({ mode });
      // No interceptor: any call would fail the step instead of throwing PlanValidationError.
      const error = await runPlan(plan(ensure(url)), h.context).catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(PlanValidationError);
      const [issue] = (error as PlanValidationError).issues;
      expect(issue?.path).toEqual(["steps", 0, "with", "url"]);
      expect(issue?.message).toContain(`step "hook" (ensure-webhook), with.url: `);
      expect(issue?.message).toContain(`is ${problem}, which the service refuses as a webhook destination`);
      expect(h.requests).toEqual([]);
    }
  });

  it("leaves the decision to the emulator in a rehearsal (base-url on loopback)", async () => {
    const h = harness({ mode: "plan" });
    h.context.rehearsal = true;
    const { default: nock } = await import("nock");
    nock("https://api.de.teamgrid.app")
      .get("/v1/webhooks")
      .query({ limit: "100" })
      .reply(200, { data: [], meta: { requestId: "r", page: { limit: 100, nextCursor: null } } });
    const report = await runPlan(plan(ensure("https://127.0.0.1:8443/in")), h.context);
    expect(report.steps[0]?.change).toBe("would-create");
  });
});

describe("unknown event names (a warning, located)", () => {
  it("names the closest known event on the plan line", () => {
    const parsed = parsePlan(ensure("https://hooks.example.com/in", "[task_created, task_creatd]"), "p.yml");
    expect(parsed.warnings).toEqual([
      {
        path: ["steps", 0, "with", "actions", 1],
        line: 6,
        column: 31,
        message:
          'step "hook" (ensure-webhook), with.actions.1: "task_creatd" is not a known event name (did you mean task_created?); the service accepts any well-formed name, but no published event has this one, so it would never fire',
      },
    ]);
  });

  it("knows the whole event catalogue and says when nothing is close", () => {
    const all =
      "[task_recurrence_occurrence_failed, callnote_removed, call_hangup, timeentry_created_manually]";
    expect(parsePlan(ensure("https://hooks.example.com/in", all)).warnings).toEqual([]);
    const [far] = parsePlan(ensure("https://hooks.example.com/in", "[invoice_paid]")).warnings;
    expect(far?.message).toContain(
      '"invoice_paid" is not a known event name (see the event names in docs/plan.md)',
    );
  });

  it("warns that webhook.test is not subscribable, but accepts it as a history filter", () => {
    const [subscribed] = parsePlan(ensure("https://hooks.example.com/in", "[webhook.test]")).warnings;
    expect(subscribed?.message).toContain('"webhook.test" is the synthetic test event');
    const history = parsePlan(
      "steps:\n  - id: recent\n    uses: check-recent-deliveries\n    with: { events: [webhook.test, task_updatd] }\n",
    );
    expect(history.warnings.map((warning) => warning.path)).toEqual([["steps", 0, "with", "events", 1]]);
    expect(history.warnings[0]?.message).toContain("did you mean task_updated?");
  });
});

describe("webhook-id that is a dot segment", () => {
  it.each([".", ".."])("refuses %j at plan validation", (id) => {
    expect(() =>
      parsePlan(
        `steps:\n  - id: gone\n    uses: remove-webhook\n    with: { webhook-id: "${id}", confirm: true }\n`,
      ),
    ).toThrow("with.webhook-id: must not be . or ..");
  });

  it.each([`tg_sa_v2_de_de-emu-001_${"a".repeat(24)}_${"b".repeat(64)}`, `whsec_v2_${"C".repeat(43)}`])(
    "refuses a secret as the id before any call (it would be sent in a URL)",
    (id) => {
      const check = () =>
        parsePlan(
          `steps:\n  - id: recent\n    uses: check-recent-deliveries\n    with: { webhook-id: "${id}" }\n`,
        );
      expect(check).toThrow("with.webhook-id: must not be an API token or signing secret");
      expect(check).not.toThrow(id);
    },
  );
});

describe("a YAML alias bomb", () => {
  it("is refused naming the plan and the line", () => {
    const bomb = [
      "a: &a [x, x, x, x, x, x, x, x, x, x]",
      "b: &b [*a, *a, *a, *a, *a, *a, *a, *a, *a, *a]",
      "c: &c [*b, *b, *b, *b, *b, *b, *b, *b, *b, *b]",
      "d: &d [*c, *c, *c, *c, *c, *c, *c, *c, *c, *c]",
      "e: &e [*d, *d, *d, *d, *d, *d, *d, *d, *d, *d]",
      "steps: [*e, *e, *e, *e, *e, *e, *e, *e, *e, *e]",
      "",
    ].join("\n");
    let error: unknown;
    try {
      parsePlan(bomb, "ci/bomb.yml");
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(PlanValidationError);
    expect((error as PlanValidationError).issues[0]).toMatchObject({ line: 6 });
    expect((error as Error).message).toMatch(/ci\/bomb\.yml:6:\d+: YAML aliases expand too far/);
  });
});

describe("github-secret sink path parts that are dot segments", () => {
  it.each([
    ["repository: ../..", "with.secret-sink.repository"],
    ["repository: acme/..", "with.secret-sink.repository"],
    ["repository: ./x", "with.secret-sink.repository"],
    ["environment: ..", "with.secret-sink.environment"],
  ])("refuses %s", (field, where) => {
    const yaml = `steps:\n  - id: rotate\n    uses: rotate-secret\n    with:\n      webhook-id: wh_1\n      secret-sink: { type: github-secret, name: HOOK_SECRET, ${field} }\n`;
    expect(() => parsePlan(yaml)).toThrow(where);
  });
});
