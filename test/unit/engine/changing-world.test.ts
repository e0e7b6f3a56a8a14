/**
 * A changing world (docs/plan.md "A workspace that changes under the run"), over plans generated
 * from every step definition: while a plan applies, a second party moves, removes and re-creates
 * webhooks at the plan's URLs after the run's listing (and before its If-Match-guarded writes),
 * and the listing is paged small with each page's last webhook repeated at the top of the next.
 * Invariants: no write reaches a webhook whose URL is not the plan's; no "absent", "removed" or
 * "unchanged"/"created"/"updated" that the world contradicts when the step ends ("unchanged" is as
 * of the run's listing: a webhook the second party changed after it may be reported so); every
 * secret a step reports is the one the service signs with; re-runs in a quiet world converge.
 * Steps run one at a time (plan order) so each step's claim can be checked when it ends.
 */
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { StepReport } from "../../../src/engine/report.js";
import { normaliseUrl } from "../../../src/engine/webhook-index.js";
import { startTestEmulator, type TestEmulator } from "../../support/emulator.js";
import { runEngine } from "../../support/engine-run.js";
import {
  buildPlan,
  type GeneratedStep,
  planYaml,
  URLS,
  type WorldSeed,
  worldSeed,
} from "../../support/generated-plans.js";
import { type Receiver, startReceiver } from "../../support/receiver.js";
import { startWorldProxy, type WorldProxy } from "../../support/world-proxy.js";

let emu: TestEmulator;
let receiver: Receiver;
let proxy: WorldProxy;
beforeAll(async () => {
  receiver = await startReceiver();
  emu = await startTestEmulator({
    webhookCa: receiver.ca,
    retrySchedule: [0],
    rateLimit: { limit: 1_000_000, windowMs: 60_000 },
  });
  proxy = await startWorldProxy(emu);
});
afterAll(async () => {
  await proxy?.close();
  await emu?.stop();
  await receiver?.close();
});

type Kind = "move" | "remove" | "replace" | "create";
interface Disturbance {
  kind: Kind;
  url: number;
  /** Right after the run's listing, or right before an If-Match-guarded write (PATCH, rotation). */
  when: "after-listing" | "before-guarded-write";
}

const disturbance: fc.Arbitrary<Disturbance> = fc.record({
  kind: fc.constantFrom<Kind>("move", "remove", "replace", "create"),
  url: fc.nat({ max: URLS - 1 }),
  when: fc.constantFrom<Disturbance["when"]>("after-listing", "before-guarded-write"),
});

interface Seen {
  id: string;
  url: string;
  actions: string[];
  disabled: boolean;
  secret: string;
}

/** The webhooks the emulator holds now, by normalised URL. */
function snapshot(): Map<string, Seen[]> {
  const byUrl = new Map<string, Seen[]>();
  for (const record of emu.state.webhooks.values()) {
    const key = normaliseUrl(record.url);
    const seen = {
      id: record.id,
      url: record.url,
      actions: [...record.actions].sort(),
      disabled: record.disabled,
      secret: record.secret,
    };
    byUrl.set(key, [...(byUrl.get(key) ?? []), seen]);
  }
  return byUrl;
}

let world = 0;

async function clearWorkspace(): Promise<void> {
  const client = emu.client("admin");
  for (const record of [...emu.state.webhooks.values()]) await client.removeWebhook(record.id);
}

/** The second party: its own client, straight to the emulator (not through the proxy). */
async function disturb(d: Disturbance, urlOf: (index: number) => string, moved: Set<string>): Promise<void> {
  const client = emu.client("admin");
  const [there] = snapshot().get(normaliseUrl(urlOf(d.url))) ?? [];
  if (d.kind === "create" || d.kind === "replace") moved.add(`url:${normaliseUrl(urlOf(d.url))}`);
  if (d.kind === "create") {
    if (!there) await client.createWebhook({ url: urlOf(d.url), actions: ["task_updated"] });
    return;
  }
  if (!there) return;
  moved.add(there.id);
  const current = await client.getWebhook(there.id);
  if (d.kind === "move") {
    await client.updateWebhook(
      there.id,
      { url: `${receiver.url}/theirs/${world}-${there.id}` },
      { ifMatch: current.data.attributes.revision },
    );
    return;
  }
  await client.removeWebhook(there.id);
  if (d.kind === "replace") await client.createWebhook({ url: urlOf(d.url), actions: ["task_created"] });
}

/** Step by step (concurrency 1, plan order): the world when each step ended. */
async function applyWatched(yaml: string, runId: string) {
  const ended: Map<string, Seen[]>[] = [];
  const result = await runEngine(emu, yaml, {
    run: { runId, runAttempt: 1 },
    concurrency: 1,
    baseUrl: proxy.baseUrl,
    onProgress: ({ done }) => {
      while (ended.length < done) ended.push(snapshot());
    },
  });
  return { result, ended, steps: result.report?.steps ?? [] };
}

const shape = (steps: readonly StepReport[]) =>
  steps.map((step) => `${step.id} ${step.status} ${step.change ?? ""}`);
const endState = () =>
  [...snapshot()]
    .map(
      ([url, list]) => `${url} ${list.map((seen) => `${seen.actions.join("+")}/${seen.disabled}`).join(",")}`,
    )
    .sort();

function checkClaim(
  step: GeneratedStep,
  report: StepReport,
  after: Map<string, Seen[]>,
  stale: Set<string>,
  outputs: Map<string, string>,
): void {
  const why = `step ${step.id} ${step.uses} ${JSON.stringify(step.with)}: ${report.change} (${report.summary})`;
  const url = typeof step.with.url === "string" ? normaliseUrl(step.with.url) : undefined;
  const id = report.outputs["webhook-id"];
  // "absent" from the run's listing says so: a webhook the second party created after it is not seen.
  const asListed = report.summary.includes("when the run listed the webhooks") && stale.has(`url:${url}`);
  if (step.uses === "remove-webhook" && url && report.status === "succeeded" && !asListed) {
    expect(after.get(url) ?? [], why).toEqual([]);
  }
  if (step.uses === "ensure-webhook" && url && report.status === "succeeded") {
    const here = after.get(url) ?? [];
    if (report.change === "unchanged" && typeof id === "string" && stale.has(id)) return;
    const wanted = [...(step.with.actions as string[])].sort();
    expect(
      here.map((seen) => seen.id),
      why,
    ).toEqual([id]);
    expect(here[0]?.actions, why).toEqual(wanted);
    expect(here[0]?.disabled, why).toBe(step.with.enabled === false);
  }
  const secret = outputs.get(`${step.id}-secret`);
  if (secret !== undefined && typeof id === "string") {
    const held = [...after.values()].flat().find((seen) => seen.id === id);
    if (held)
      expect(held.secret, `${why}: the secret it reports is not the one the service signs with`).toBe(secret);
  }
}

/** A fresh corner of the workspace: the plan's URLs, the webhooks there before, five elsewhere. */
async function setUpWorld(seed: WorldSeed) {
  world += 1;
  await clearWorkspace();
  const urlOf = (index: number, variant = false) =>
    `${receiver.url}/cw${world}/${variant ? "%68" : "h"}${index}`;
  const client = emu.client("admin");
  const ids: (string | undefined)[] = [];
  for (const [index, existing] of seed.existing.entries()) {
    const created = existing
      ? await client.createWebhook({ url: urlOf(index), actions: existing.actions })
      : undefined;
    ids.push(created?.data.id);
  }
  // Enough webhooks elsewhere that the small pages are several.
  for (let n = 0; n < 5; n += 1)
    await client.createWebhook({ url: `${receiver.url}/cw${world}/other${n}`, actions: ["task_created"] });
  return { urlOf, steps: buildPlan(seed, urlOf, ids) };
}

/** The second party, on the proxy: each disturbance once, after the run's listing (or before a guarded write). */
function secondParty(disturbances: Disturbance[], urlOf: (index: number) => string, shiftPages: boolean) {
  const pending = [...disturbances];
  const stale = new Set<string>();
  let listed = false;
  proxy.set({
    pageSize: 2,
    shiftPages,
    before: async (request) => {
      if (request.method === "GET" && /\/v1\/webhooks(\?|$)/.test(request.path)) {
        listed = true;
        return;
      }
      const guarded = request.method === "PATCH" || request.path.endsWith("/secret-rotation");
      for (const d of [...pending]) {
        if (!listed || (d.when === "before-guarded-write" && !guarded)) continue;
        pending.splice(pending.indexOf(d), 1);
        await disturb(d, urlOf, stale);
      }
    },
  });
  return stale;
}

/** No write the service applied reached a webhook outside the plan's URLs (but one the plan names by id). */
function checkWrites(
  steps: readonly GeneratedStep[],
  urlOf: (index: number) => string,
  since: number,
  yaml: string,
) {
  const planUrls = new Set(
    steps.flatMap((step) => (typeof step.with.url === "string" ? [normaliseUrl(step.with.url)] : [])),
  );
  for (let index = 0; index < URLS; index += 1) planUrls.add(normaliseUrl(urlOf(index)));
  const byId = new Set(
    steps.flatMap((step) => (typeof step.with["webhook-id"] === "string" ? [step.with["webhook-id"]] : [])),
  );
  for (const write of proxy.writes.slice(since)) {
    // A write the service refused (412 on a stale If-Match, 404) changed nothing.
    if (write.urlAtWrite === undefined || write.status >= 300) continue;
    // A step that names a webhook by id acts on it wherever it is: the plan asked for that one.
    if (byId.has(write.webhookId)) continue;
    expect(
      planUrls.has(normaliseUrl(write.urlAtWrite)),
      `${yaml}\n${write.method} ${write.path} reached a webhook at ${write.urlAtWrite}`,
    ).toBe(true);
  }
}

/** Re-runs in a quiet world converge: the world stops changing, the outcomes repeat. */
async function checkConvergence(yaml: string): Promise<void> {
  await applyWatched(yaml, `cw-${world}-2`);
  const settled = endState();
  const third = await applyWatched(yaml, `cw-${world}-3`);
  expect(endState(), `${yaml}\nthe world after a re-run`).toEqual(settled);
  const fourth = await applyWatched(yaml, `cw-${world}-4`);
  expect(shape(fourth.steps), `${yaml}\nre-runs in a quiet world repeat`).toEqual(shape(third.steps));
}

async function changingWorld(seed: WorldSeed, disturbances: Disturbance[], shiftPages: boolean) {
  const { urlOf, steps } = await setUpWorld(seed);
  if (steps.length === 0) return;
  // The second party acts where the plan does: on the URLs its steps name.
  const used = [...new Set(seed.steps.map((step) => step.url))];
  const where = disturbances.map((d) => ({ ...d, url: used[d.url % used.length] ?? d.url }));
  const writesBefore = proxy.writes.length;
  const stale = secondParty(where, urlOf, shiftPages);
  const yaml = planYaml(steps);
  const first = await applyWatched(yaml, `cw-${world}-1`);
  proxy.set({});
  checkWrites(steps, urlOf, writesBefore, yaml);
  // A failed step's dependents are not-run at once, so from there the snapshots (one per step
  // that ended) no longer line up with the steps: claims are checked up to it.
  const upTo = first.steps.findIndex((report) => report.status === "failed");
  for (const [at, report] of first.steps.entries()) {
    if (upTo >= 0 && at > upTo) break;
    checkClaim(steps[at] as GeneratedStep, report, first.ended[at] ?? new Map(), stale, first.result.outputs);
  }
  await checkConvergence(yaml);
}

describe("a changing world, over every step definition", () => {
  it("no wrong write, no false claim, no secret lost, and re-runs converge", async () => {
    await fc.assert(
      fc.asyncProperty(
        worldSeed(6),
        fc.array(disturbance, { minLength: 1, maxLength: 2 }),
        fc.boolean(),
        changingWorld,
      ),
      { seed: 3031, numRuns: 60, interruptAfterTimeLimit: 30_000, markInterruptAsFailure: false },
    );
  }, 90_000);
});
