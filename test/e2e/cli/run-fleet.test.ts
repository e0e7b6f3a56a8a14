/**
 * `svc run` from the bundle on a fleet-size plan against the bundled emulator (docs/plan.md "One
 * listing per run"): 100 ensure-webhook steps over 300 webhooks with 50 changes, the requests
 * counted from the emulator's own request log (GET /_emulator/requests).
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { request } from "undici";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runSvc } from "../../support/cli.js";
import {
  type ControlApi,
  controlApi,
  type SpawnedEmulator,
  seededCredential,
  spawnEmulator,
} from "../../support/emulator.js";

let dir: string;
let emulator: SpawnedEmulator;
let control: ControlApi;
let token: string;
let baseUrl: string;

async function create(url: string, actions: string[]): Promise<void> {
  const response = await request(`${baseUrl}/webhooks`, {
    method: "POST",
    headers: {
      authorization: `Bearer ${token}`,
      "content-type": "application/json",
      "idempotency-key": `seed-${url}`,
    },
    body: JSON.stringify({ url, actions }),
  });
  await response.body.dump();
  if (response.statusCode !== 201) throw new Error(`seeding ${url}: HTTP ${response.statusCode}`);
}

const urls = (prefix: string, count: number) =>
  Array.from({ length: count }, (_, index) => `https://${prefix}-${index}.hooks.example.com/in`);

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "svc-run-fleet-e2e-"));
  emulator = await spawnEmulator(["--rate-limit", "100000/1m"]);
  token = seededCredential(emulator).token;
  baseUrl = emulator.ready.baseUrl;
  control = controlApi(emulator.ready.controlUrl);
  const seeds = [
    ...urls("same", 50).map((url) => [url, ["task_created"]] as const),
    ...urls("stale", 25).map((url) => [url, ["task_updated"]] as const),
    ...urls("other", 225).map((url) => [url, ["task_created"]] as const),
  ];
  for (let at = 0; at < seeds.length; at += 20)
    await Promise.all(seeds.slice(at, at + 20).map(([url, actions]) => create(url, [...actions])));
});

afterAll(async () => {
  await emulator?.stop();
  rmSync(dir, { recursive: true, force: true });
});

async function served(body: () => Promise<unknown>) {
  const { lastSeq } = await control.requests();
  await body();
  return (await control.requests(lastSeq)).requests.map((entry) => `${entry.method} ${entry.path}`);
}

describe("svc run on a 100-step plan", () => {
  it("reads the listing once and checks all creates with one more listing: requests <= 2 x pages + changes + 5", async () => {
    const planned = [...urls("same", 50), ...urls("stale", 25), ...urls("new", 25)];
    const steps = planned.map(
      (url, index) =>
        `  - { id: hook-${index}, uses: ensure-webhook, with: { url: "${url}", actions: [task_created] } }`,
    );
    writeFileSync(join(dir, "fleet.yml"), `steps:\n${steps.join("\n")}\n`);
    const env = { SVC_API_TOKEN: token, SVC_API_BASE_URL: baseUrl };
    const secrets = mkdtempSync(join(dir, "secrets-"));
    const common = ["run", "fleet.yml", "--run-id", "fleet-e2e", "--state-dir", join(dir, "state")];
    let code = -1;
    let stdout = "";
    const applied = await served(async () => {
      ({ code, stdout } = await runSvc(
        ["-o", "json", ...common, "--mode", "apply", "--secrets-dir", secrets],
        {
          env,
          cwd: dir,
        },
      ));
    });
    expect(code).toBe(0);
    const report = JSON.parse(stdout) as {
      changes: number;
      steps: { id: string }[];
      totals: { requests: number };
    };
    expect(report.changes).toBe(50);
    expect(report.steps.map((step) => step.id)).toEqual(planned.map((_, index) => `hook-${index}`));
    const pages = Math.ceil(325 / 100);
    expect(applied.filter((entry) => entry === "GET /v1/webhooks")).toHaveLength(3 + pages);
    expect(applied.length).toBeLessThanOrEqual(2 * pages + 50 + 5);
    expect(report.totals.requests).toBe(applied.length);

    const again = await served(async () => {
      ({ code } = await runSvc([...common, "--mode", "plan"], { env, cwd: dir }));
    });
    expect(code).toBe(0);
    expect(again).toEqual(Array(pages).fill("GET /v1/webhooks"));
  });
});
