/**
 * `svc run`'s review (docs/cli-run.md "Reviewing the output"): counts first in the table, the JSON
 * and the Markdown; only the steps that change something by default; nothing a reviewer needs cut;
 * coloured marks on a terminal only; each webhook's before and after in -o json; untrusted text
 * inert in the Markdown.
 */
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runInProcess } from "../../support/cli.js";
import { startTestEmulator, type TestEmulator } from "../../support/emulator.js";

let emulator: TestEmulator;
let dir: string;
let env: Record<string, string>;
const longPath = `hooks/${"deep/".repeat(12)}receiver`;
const url = (name: string) => `https://${name}.review.example.com/${longPath}`;

beforeAll(async () => {
  emulator = await startTestEmulator();
  dir = mkdtempSync(join(tmpdir(), "svc-run-review-"));
  env = { SVC_API_TOKEN: emulator.credential("admin").token, SVC_API_BASE_URL: emulator.baseUrl };
  const client = emulator.client("admin");
  await client.createWebhook({ url: url("same"), actions: ["task_created"] });
  await client.createWebhook({ url: url("changed"), actions: ["task_updated"] });
  await client.createWebhook({ url: url("gone"), actions: ["task_created"] });
  for (let index = 0; index < 5; index += 1)
    await client.createWebhook({ url: url(`quiet-${index}`), actions: ["task_created"] });
  const quiet = Array.from(
    { length: 5 },
    (_, index) =>
      `  - { id: quiet-${index}, uses: ensure-webhook, with: { url: "${url(`quiet-${index}`)}", actions: [task_created] } }`,
  );
  writeFileSync(
    join(dir, "review.yml"),
    [
      "steps:",
      `  - { id: same, uses: ensure-webhook, with: { url: "${url("same")}", actions: [task_created] } }`,
      `  - { id: changed, uses: ensure-webhook, with: { url: "${url("changed")}", actions: [task_created] } }`,
      `  - { id: fresh, uses: ensure-webhook, with: { url: "${url("fresh")}", actions: [task_created, task_updated] } }`,
      `  - { id: gone, uses: remove-webhook, with: { url: "${url("gone")}", confirm: true } }`,
      ...quiet,
      "",
    ].join("\n"),
  );
});
afterAll(async () => {
  await emulator?.stop();
});

const run = (args: string[], options: Parameters<typeof runInProcess>[1] = {}) =>
  runInProcess(["run", "review.yml", "--run-id", "review", ...args], { env, cwd: dir, ...options });

describe("svc run's table", () => {
  it("starts with the counts and lists only the steps that change something, whole", async () => {
    const result = await run([]);
    expect(result.code).toBe(0);
    const lines = result.stdout.split("\n");
    expect(lines[0]).toBe("Plan: 1 to create, 1 to update, 1 to remove, 6 unchanged");
    expect(result.stdout).toMatch(
      /^\+ +fresh +ensure-webhook +succeeded +would-create +would create a webhook for/m,
    );
    expect(result.stdout).toMatch(
      /^~ +changed .*would-update +would update webhook \S+: \+task_created, -task_updated$/m,
    );
    expect(result.stdout).toMatch(/^- +gone .*would-remove/m);
    // The URL is whole (the table used to cut every summary to 48 columns).
    expect(result.stdout).toContain(`${url("fresh")} (task_created, task_updated)`);
    expect(result.stdout).not.toMatch(/^\s+quiet-0 /m);
    expect(result.stdout).toContain("6 unchanged steps not shown (--show-unchanged lists them)\n");
    expect(result.stdout).not.toContain("\x1b[");
  });

  it("--show-unchanged lists every step", async () => {
    const result = await run(["--show-unchanged"]);
    expect(result.stdout).toMatch(/^ +quiet-4 +ensure-webhook +succeeded +unchanged +webhook \S+ for/m);
    expect(result.stdout).not.toContain("not shown");
  });

  it("colours the marks on a terminal, wraps the summary at its width, and not with NO_COLOR", async () => {
    const coloured = await run([], { stdoutIsTTY: true, columns: 80 });
    expect(coloured.stdout).toMatch(/^\x1b\[32m\+\x1b\[0m +fresh/m);
    expect(coloured.stdout).toMatch(/^\x1b\[33m~\x1b\[0m +changed/m);
    expect(coloured.stdout).toMatch(/^\x1b\[31m-\x1b\[0m +gone/m);
    for (const line of coloured.stdout.replace(/\x1b\[[0-9;]*m/g, "").split("\n"))
      expect(line.length).toBeLessThanOrEqual(80);
    // Wrapped, not cut: every character of the URL is there.
    expect(coloured.stdout.replace(/\n +/g, "")).toContain(url("fresh").slice(8));
    const plain = await run([], { stdoutIsTTY: true, columns: 80, env: { ...env, NO_COLOR: "1" } });
    expect(plain.stdout).not.toContain("\x1b[");
  });

  it("applies with the past tense", async () => {
    const secrets = mkdtempSync(join(dir, "secrets-"));
    const result = await run(["--mode", "apply", "--secrets-dir", secrets, "--run-id", "review-apply"]);
    expect(result.code).toBe(0);
    expect(result.stdout.split("\n")[0]).toBe("Apply: 1 created, 1 updated, 1 removed, 6 unchanged");
    // Back to the start for the other tests.
    const client = emulator.client("admin");
    for (const hook of (await client.listWebhooks({ limit: 100 })).data) await client.removeWebhook(hook.id);
    await client.createWebhook({ url: url("same"), actions: ["task_created"] });
    await client.createWebhook({ url: url("changed"), actions: ["task_updated"] });
    await client.createWebhook({ url: url("gone"), actions: ["task_created"] });
    for (let index = 0; index < 5; index += 1)
      await client.createWebhook({ url: url(`quiet-${index}`), actions: ["task_created"] });
  });
});

describe("svc run -o json", () => {
  it("has the counts, and each webhook step's before and after", async () => {
    const report = JSON.parse(
      (await runInProcess(["-o", "json", "run", "review.yml", "--run-id", "j"], { env, cwd: dir })).stdout,
    );
    expect(report.counts).toEqual({
      create: 1,
      update: 1,
      rotate: 0,
      remove: 1,
      unchanged: 6,
      failed: 0,
      "not-run": 0,
    });
    const byId = Object.fromEntries(report.steps.map((step: { id: string }) => [step.id, step]));
    expect(byId.fresh.before).toBeNull();
    expect(byId.fresh.after).toEqual({
      id: null,
      url: url("fresh"),
      actions: ["task_created", "task_updated"],
      disabled: false,
    });
    expect(byId.changed.before).toMatchObject({
      url: url("changed"),
      actions: ["task_updated"],
      disabled: false,
    });
    expect(byId.changed.after).toMatchObject({
      url: url("changed"),
      actions: ["task_created"],
      disabled: false,
    });
    expect(byId.changed.after.id).toBe(byId.changed.before.id);
    expect(byId.gone.before).toMatchObject({ id: expect.any(String), url: url("gone") });
    expect(byId.gone.after).toBeNull();
    expect(byId.same.before).toEqual(byId.same.after);
  }, 20_000);
});

describe("svc run -o markdown", () => {
  it("is a pull-request comment: counts, the changes with before and after, the rest in <details>", async () => {
    const result = await runInProcess(["-o", "markdown", "run", "review.yml", "--run-id", "md"], {
      env,
      cwd: dir,
    });
    expect(result.code).toBe(0);
    const comment = result.stdout;
    expect(comment.split("\n")[0]).toBe("**Plan: 1 to create, 1 to update, 1 to remove, 6 unchanged**");
    expect(comment).toContain("| | Step | Change | Before | After | Details |");
    expect(comment).toMatch(/^\| \+ \| fresh \| would-create \| \(none\) \| https/m);
    expect(comment).toContain("task&#95;created, task&#95;updated<br>enabled, new");
    expect(comment).toContain("<details><summary>6 unchanged steps</summary>");
    expect(comment.trimEnd().endsWith("</details>")).toBe(true);
  }, 20_000);

  it("is refused by a command that has no Markdown, before anything is called", async () => {
    const before = emulator.requests.lastSeq;
    const result = await runInProcess(["-o", "markdown", "webhooks", "list"], { env, cwd: dir });
    expect(result.code).toBe(2);
    expect(result.stderr).toContain("-o markdown is only for svc run");
    expect(emulator.requests.list(before)).toEqual([]);
  });
});
