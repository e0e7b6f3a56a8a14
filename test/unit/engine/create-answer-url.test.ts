/**
 * A proxy answers a create with another `url` than the one sent (the service holds the one sent):
 * the run warns, naming both URLs, and a later step of the plan still finds the webhook under the
 * URL the plan sent (docs/plan.md "A workspace that changes under the run"). On the wire, against
 * the emulator behind an answer-rewriting proxy.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { editBody, startAnswerProxy } from "../../support/answer-proxy.js";
import { startTestEmulator, type TestEmulator } from "../../support/emulator.js";
import { runEngine } from "../../support/engine-run.js";

let emulator: TestEmulator;
beforeAll(async () => {
  emulator = await startTestEmulator();
});
afterAll(async () => {
  await emulator.stop();
});

const SENT = "https://sent.hooks.example.com/in";
const ANSWERED = "https://answered.hooks.example.com/elsewhere";

describe("a create answered with another url", () => {
  it("is warned about naming both, and the plan's url still finds the webhook", async () => {
    const rewrite = editBody("POST", "/v1/webhooks", (body) => ({
      ...body,
      data: { ...body.data, attributes: { ...body.data.attributes, url: ANSWERED } },
    }));
    const proxy = await startAnswerProxy(emulator.baseUrl, rewrite);
    try {
      const plan = `steps:
  - { id: hook, uses: ensure-webhook, with: { url: "${SENT}", actions: [task_created] } }
  - { id: gone, uses: remove-webhook, with: { url: "${SENT}", confirm: true } }
`;
      const result = await runEngine(emulator, plan, {
        run: { runId: "answer-url", runAttempt: 1 },
        baseUrl: proxy.baseUrl,
      });
      expect(proxy.rewritten).toBe(1);
      expect(
        result.report?.steps.map((step) => step.change),
        result.failure,
      ).toEqual(["created", "removed"]);
      const warning = result.lines.find((line) => line.startsWith("warning ") && line.includes(ANSWERED));
      expect(warning).toContain(SENT);
      expect([...emulator.state.webhooks.values()].filter((record) => record.url === SENT)).toEqual([]);
    } finally {
      await proxy.close();
    }
  });
});
