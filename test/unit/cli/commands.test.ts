/** Every command and output mode in-process against the emulator (real HTTP on loopback). */
import { existsSync, mkdtempSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ProfileCredentialSource } from "../../../src/cli/credentials/credential-context.js";
import { signingSecretPattern } from "../../../src/schemas/index.js";
import { type InProcessOptions, runInProcess } from "../../support/cli.js";
import { startTestEmulator, type TestEmulator } from "../../support/emulator.js";

let emulator: TestEmulator;
let env: Record<string, string>;
let token: string;
const dir = mkdtempSync(join(tmpdir(), "svc-cmd-"));
const secrets: string[] = [];

beforeAll(async () => {
  emulator = await startTestEmulator({ exposeSecrets: true });
  token = emulator.credential("admin").token;
  env = { SVC_API_TOKEN: `  ${token}\n`, SVC_API_BASE_URL: emulator.baseUrl };
});
afterAll(async () => {
  await emulator.stop();
});

const svc = async (argv: string[], options: InProcessOptions = {}) => {
  const result = await runInProcess(argv, { cwd: dir, ...options, env: { ...env, ...options.env } });
  for (const text of [result.stdout, result.stderr]) {
    expect(text.includes(token), "token in output").toBe(false);
  }
  return result;
};
const json = async (argv: string[]) => {
  const result = await svc(["-o", "json", ...argv]);
  expect(result.stderr).toBe("");
  expect(result.code).toBe(0);
  return JSON.parse(result.stdout);
};
let counter = 0;
const newHookBody = () =>
  JSON.stringify({ url: `https://hooks.example.com/c${++counter}`, actions: ["task_created"] });

async function createHook(): Promise<{ id: string; revision: string; secret: string; path: string }> {
  const path = join(dir, `secret-${++counter}.txt`);
  const receipt = await json(["webhooks", "create", "--data", newHookBody(), "--secret-file", path]);
  const secret = readFileSync(path, "utf8").trimEnd();
  secrets.push(secret);
  return { id: receipt.id, revision: receipt.revision, secret, path };
}

describe("read commands", () => {
  it("workspace, tasks list, lists list, contacts get in every output mode", async () => {
    const workspace = await json(["workspace"]);
    expect(workspace).toMatchObject({ id: emulator.credential("admin").workspaceId, type: "workspace" });
    const table = await svc(["workspace"]);
    expect(table.stdout.split("\n")[0]).toMatch(/^id\s+type\s+/);
    const jsonl = await svc(["workspace", "-o", "jsonl"]);
    expect(JSON.parse(jsonl.stdout)).toEqual(workspace);

    const tasks = await json(["tasks", "list", "--limit", "2", "--completed", "false"]);
    expect(tasks.data).toHaveLength(2);
    expect(tasks.meta.page.limit).toBe(2);
    const allTasks = await json(["tasks", "list", "--all", "--limit", "1"]);
    expect(Array.isArray(allTasks)).toBe(true);
    expect(allTasks.length).toBeGreaterThan(2);
    const next = await json([
      "tasks",
      "list",
      "--limit",
      "1",
      "--completed",
      "false",
      "--cursor",
      tasks.meta.page.nextCursor,
    ]);
    expect(tasks.data.map((task: { id: string }) => task.id)).not.toContain(next.data[0].id);

    const lists = await json(["lists", "list", "--type", "tasks", "--archived", "false"]);
    expect(
      lists.data.every((list: { attributes: { type: string } }) => list.attributes.type === "tasks"),
    ).toBe(true);
    const contactId = (allTasks as { attributes: { contactId?: string } }[]).find(
      (t) => t.attributes.contactId,
    )?.attributes.contactId as string;
    const contact = await json(["contacts", "get", contactId]);
    expect(contact).toMatchObject({ id: contactId, type: "contact" });
    expect((await svc(["contacts", "get", "000000000000000000000000"])).code).toBe(5);
  });
});

describe("webhooks", () => {
  it("create → get → update → test → rotate-secret → remove, with receipts in each mode", async () => {
    const created = await createHook();
    expect(created.secret).toMatch(signingSecretPattern);
    expect(statSync(created.path).mode & 0o777).toBe(0o600);

    const got = await json(["webhooks", "get", created.id]);
    expect(got.attributes.revision).toBe(created.revision);
    expect(JSON.stringify(got)).not.toContain("whsec_");

    const updated = await json([
      "webhooks",
      "update",
      created.id,
      "--data",
      '{"disabled":true}',
      "--if-match",
      `"${created.revision}"`,
    ]);
    expect(updated.attributes.disabled).toBe(true);
    const stale = await svc([
      "webhooks",
      "update",
      created.id,
      "--data",
      '{"disabled":false}',
      "--if-match",
      created.revision,
    ]);
    expect(stale.code).toBe(6);
    expect(stale.stderr).toMatch(
      /^svc: .*\(request [^)]+\)\nsvc: .*latest revision or ETag in --if-match\n$/,
    );

    const delivery = await json(["webhooks", "test", created.id, "--idempotency-key", `test-${created.id}`]);
    expect(delivery).toMatchObject({
      type: "webhookTestDelivery",
      attributes: { webhookId: created.id, test: true },
    });
    const replay = await json(["webhooks", "test", created.id, "--idempotency-key", `test-${created.id}`]);
    expect(replay.attributes.replayed).toBe(true);

    const rotatedPath = join(dir, `rotated-${counter}.txt`);
    const rotation = await svc([
      "webhooks",
      "rotate-secret",
      created.id,
      "--if-match",
      updated.attributes.revision,
      "--secret-file",
      rotatedPath,
      "--yes",
      "-o",
      "jsonl",
    ]);
    expect(rotation.code).toBe(0);
    const receipt = JSON.parse(rotation.stdout);
    expect(Object.keys(receipt)).toEqual(["destination", "id", "path", "replayed", "revision", "type"]);
    expect(receipt).toMatchObject({
      destination: "file",
      id: created.id,
      path: rotatedPath,
      replayed: false,
    });
    expect(receipt.type).toBe("webhookSecretRotation");
    const rotated = readFileSync(rotatedPath, "utf8");
    expect(rotated).toMatch(/^whsec_v2_[A-Za-z0-9_-]{43}\n$/);
    secrets.push(rotated.trim());
    expect(rotated.trim()).not.toBe(created.secret);

    const removed = await svc(["webhooks", "remove", created.id, "--yes"]);
    expect(removed.code).toBe(0);
    expect(removed.stdout).toMatch(/^id\s+removed\s+type\n/);
    expect((await svc(["webhooks", "get", created.id])).code).toBe(5);
    expect((await svc(["webhooks", "remove", created.id, "-y", "-o", "json"])).code).toBe(5);
  });

  it("create --secret-stdout writes only the secret; the receipt of --secret-file has the contract's keys", async () => {
    const out = await svc(["webhooks", "create", "--data", "-", "--secret-stdout"], { stdin: newHookBody() });
    expect(out.code).toBe(0);
    expect(out.stdout).toMatch(/^whsec_v2_[A-Za-z0-9_-]{43}\n$/);
    expect(out.stderr).toBe("");
    secrets.push(out.stdout.trim());
    writeFileSync(join(dir, "body.json"), newHookBody());
    const receipt = await json([
      "webhooks",
      "create",
      "--data",
      "@body.json",
      "--secret-file",
      "rel-secret.txt",
    ]);
    expect(Object.keys(receipt)).toEqual(["destination", "id", "path", "revision", "type"]);
    expect(receipt.path).toBe(join(dir, "rel-secret.txt"));
    secrets.push(readFileSync(receipt.path, "utf8").trim());
  });

  it("webhooks get: the table cuts the revision at 48 characters, so help and hints point to -o json, whose revision --if-match takes", async () => {
    const hook = await createHook();
    const help = await svc(["webhooks", "get", "--help"]);
    expect(help.stdout).toContain("-o json prints its whole revision for --if-match");
    const table = await svc(["webhooks", "get", hook.id]);
    const [header, , row] = table.stdout.split("\n");
    const start = header?.indexOf("revision") ?? -1;
    const cell = row?.slice(start).split("  ")[0] ?? "";
    expect(hook.revision).toHaveLength(69);
    expect(cell).toHaveLength(48);
    expect(hook.revision.startsWith(cell.slice(0, -1))).toBe(true);
    const whole = (await json(["webhooks", "get", hook.id])).attributes.revision;
    expect(whole).toBe(hook.revision);
    const stale = await svc([
      "webhooks",
      "update",
      hook.id,
      "--data",
      '{"disabled":true}',
      "--if-match",
      `whk1-${"0".repeat(64)}`,
    ]);
    expect(stale.code).toBe(6);
    expect(stale.stderr).toContain(`svc webhooks get <id> -o json and retry`);
    const updated = await svc([
      "webhooks",
      "update",
      hook.id,
      "--data",
      '{"disabled":true}',
      "--if-match",
      whole,
    ]);
    expect(updated.code, updated.stderr).toBe(0);
  });

  it("a secret whose stdout reader has gone exits 1 (secret_not_written) naming the webhook and the key that replays it", async () => {
    const body = newHookBody();
    const lost = await svc(["webhooks", "create", "--data", body, "--secret-stdout"], {
      onContext: (ctx) => ctx.stdout.destroy(),
    });
    expect(lost.code).toBe(1);
    const [first, hint] = lost.stderr.trimEnd().split("\n");
    expect(first).toMatch(
      /^svc: the service issued the signing secret of webhook \S+, but writing it to stdout failed \(EPIPE\)/,
    );
    const key = /--idempotency-key (\S+)/.exec(hint ?? "")?.[1] as string;
    const again = await svc([
      "webhooks",
      "create",
      "--data",
      body,
      "--secret-stdout",
      "--idempotency-key",
      key,
    ]);
    expect(again.code).toBe(0);
    expect(again.stdout).toMatch(/^whsec_v2_[A-Za-z0-9_-]{43}\n$/);
    expect(lost.stderr).not.toContain(again.stdout.trim());
    secrets.push(again.stdout.trim());
  });

  it("never prints the token or a signing secret that an API value carries (webhook url), in any mode", async () => {
    const path = join(dir, `secret-${++counter}.txt`);
    const hostile = `https://hooks.example.com/leak?t=${token}&s=whsec_v2_${"A".repeat(43)}`;
    const body = JSON.stringify({ url: hostile, actions: ["task_created"] });
    const receipt = await json(["webhooks", "create", "--data", body, "--secret-file", path]);
    for (const mode of ["table", "json", "jsonl"]) {
      for (const argv of [
        ["webhooks", "get", receipt.id],
        ["webhooks", "list", "--all"],
        ["webhooks", "list"],
      ]) {
        const result = await svc(["-o", mode, ...argv]);
        expect(result.code).toBe(0);
        expect(result.stdout).not.toContain("whsec_v2_");
        expect(result.stdout).toContain("[redacted]");
      }
    }
    const parsed = await json(["webhooks", "get", receipt.id]);
    expect(parsed.attributes.url).toBe("https://hooks.example.com/leak?t=[redacted]&s=[redacted]");
    await svc(["webhooks", "remove", receipt.id, "--yes"]);
  });

  it("names --data in the client's value checks (no request, no file left)", async () => {
    const path = join(dir, "bad-url.txt");
    const bad = await svc([
      "webhooks",
      "create",
      "--data",
      '{"url":"http://x.example","actions":["a"]}',
      "--secret-file",
      path,
    ]);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toBe("svc: invalid --data url: must be an absolute https:// URL\n");
    expect(existsSync(path)).toBe(false);
    const update = await svc([
      "webhooks",
      "update",
      "w1",
      "--data",
      '{"actions":[]}',
      "--if-match",
      `whk1-${"a".repeat(64)}`,
    ]);
    expect(update.code).toBe(2);
    expect(update.stderr).toMatch(/^svc: invalid --data actions: /);
  });

  it("removes the new secret file when the call fails, and keeps an idempotent replay working", async () => {
    const path = join(dir, "failed-secret.txt");
    await emulator.control.addFault({ kind: "status", status: 403, method: "POST", count: 1 });
    const failed = await svc(["webhooks", "create", "--data", newHookBody(), "--secret-file", path]);
    expect(failed.code).toBe(4);
    expect(existsSync(path)).toBe(false);
    const body = newHookBody();
    const first = await json([
      "webhooks",
      "create",
      "--data",
      body,
      "--secret-file",
      "idem-1.txt",
      "--idempotency-key",
      "k-1",
    ]);
    const again = await json([
      "webhooks",
      "create",
      "--data",
      body,
      "--secret-file",
      "idem-2.txt",
      "--idempotency-key",
      "k-1",
    ]);
    expect(again.id).toBe(first.id);
    secrets.push(readFileSync(join(dir, "idem-1.txt"), "utf8").trim());
  });

  it("lists: one page keeps the envelope, --all aggregates (json/table) or streams (jsonl)", async () => {
    for (let i = 0; i < 3; i += 1) await createHook();
    const page = await json(["webhooks", "list", "--limit", "2"]);
    expect(page.data).toHaveLength(2);
    expect(page.meta.page.nextCursor).toEqual(expect.any(String));
    const all = await json(["webhooks", "list", "--all", "--limit", "2"]);
    const lines = (await svc(["-o", "jsonl", "webhooks", "list", "--all", "--limit", "2"])).stdout
      .trimEnd()
      .split("\n");
    expect(lines.map((line) => JSON.parse(line).id)).toEqual(all.map((hook: { id: string }) => hook.id));
    const onePage = (await svc(["-o", "jsonl", "webhooks", "list", "--limit", "2"])).stdout;
    expect(onePage.trimEnd().split("\n")).toHaveLength(1);
    expect(JSON.parse(onePage)).toHaveProperty("meta.page");
    const table = await svc(["webhooks", "list", "--all", "--limit", "2"]);
    expect(table.stdout.trimEnd().split("\n")).toHaveLength(all.length + 2);
    const limited = await svc(["webhooks", "list", "--all", "--limit", "1", "--max-pages", "1"]);
    expect(limited.code).toBe(1);
    expect(limited.stderr).toMatch(/stopped after 1 pages/);
  });

  it("--all stopping at --max-pages names the option the user typed (exit 1)", async () => {
    await createHook();
    await createHook();
    const result = await svc([
      "webhooks",
      "list",
      "--all",
      "--limit",
      "1",
      "--max-pages",
      "1",
      "-o",
      "jsonl",
    ]);
    expect(result.code).toBe(1);
    expect(result.stdout.trimEnd().split("\n")).toHaveLength(1);
    expect(result.stderr).toMatch(/^svc: stopped after 1 pages with more remaining; raise --max-pages /);
  });

  it("--all writes every page before the error of the page after it (the next page is prefetched)", async () => {
    await createHook();
    await createHook();
    const pathPrefix = "/v1/webhooks";
    await emulator.control.addFault({ kind: "delay", delayMs: 0, method: "GET", pathPrefix, count: 1 });
    await emulator.control.addFault({ kind: "status", status: 403, method: "GET", pathPrefix, count: 1 });
    const result = await svc(["-o", "jsonl", "webhooks", "list", "--all", "--limit", "1"]);
    await emulator.control.clearFaults();
    expect(result.code).toBe(4);
    expect(result.stdout.trimEnd().split("\n")).toHaveLength(1);
    expect(JSON.parse(result.stdout)).toHaveProperty("type", "webhook");
    expect(result.stderr).toMatch(/^svc: .+ \(request [^)]+\)/);
  });

  it("webhook-deliveries list and get with filters", async () => {
    const hook = await createHook();
    const test = await json(["webhooks", "test", hook.id]);
    const page = await json([
      "webhook-deliveries",
      "list",
      "--webhook-id",
      hook.id,
      "--event",
      "webhook.test",
    ]);
    expect(page.data.map((d: { id: string }) => d.id)).toContain(test.id);
    const one = await json(["webhook-deliveries", "get", test.id]);
    expect(one).toMatchObject({ id: test.id, type: "webhookDelivery" });
    const none = await json([
      "webhook-deliveries",
      "list",
      "--webhook-id",
      hook.id,
      "--state",
      "skipped",
      "--all",
    ]);
    expect(Array.isArray(none)).toBe(true);
    expect((await svc(["webhook-deliveries", "list", "--state", "skipped", "--limit", "200"])).code).toBe(0);
  });
});

describe("API errors map to exit codes with the request id", () => {
  it.each([
    [401, 3],
    [403, 4],
    [404, 5],
    [409, 6],
    [412, 6],
    [428, 2],
    [429, 7],
    [500, 1],
  ])("HTTP %i exits %i", async (status, code) => {
    await emulator.control.addFault({ kind: "status", status, count: 10 });
    const result = await svc(["--retries", "0", "workspace"]);
    await emulator.control.clearFaults();
    expect(result.code).toBe(code);
    expect(result.stdout).toBe("");
    expect(result.stderr).toMatch(/^svc: .+ \(request [^)]+\)/);
  });

  it("a network failure exits 1; a bad base URL exits 2", async () => {
    const down = await svc(["--retries", "0", "workspace"], {
      env: { SVC_API_BASE_URL: "http://127.0.0.1:9/v1" },
    });
    expect(down.code).toBe(1);
    const insecure = await svc(["--base-url", "http://api.example.com/v1", "workspace"]);
    expect(insecure.code).toBe(2);
    expect(insecure.stderr).toMatch(/plain http/);
    const bad = await svc(["workspace"], { env: { SVC_API_TOKEN: "not-a-token" } });
    expect(bad.code).toBe(2);
    expect(bad.stderr).toMatch(/not an API v1 credential/);
  });
});

describe("credential precedence", () => {
  it("SVC_API_TOKEN wins and the profile store is never touched; else the profile's token and base URL", async () => {
    let loads = 0;
    const profiles: ProfileCredentialSource = {
      async load(name) {
        loads += 1;
        return { token, profileName: name ?? "default", baseUrl: emulator.baseUrl };
      },
    };
    await svc(["workspace"], { profileSource: profiles });
    expect(loads).toBe(0);
    const fromProfile = await runInProcess(["--profile", "work", "-o", "json", "workspace"], {
      env: {},
      profileSource: profiles,
    });
    expect(fromProfile.code).toBe(0);
    expect(loads).toBe(1);
    // --base-url wins over the profile's base URL
    const wrong = await runInProcess(["--base-url", "http://127.0.0.1:9/v1", "--retries", "0", "workspace"], {
      env: {},
      profileSource: profiles,
    });
    expect(wrong.code).toBe(1);
    // A config file of this test's own, never the real ~/.config/svc of whoever runs it.
    const missing = await runInProcess(["--profile", "ci", "workspace"], {
      env: { SVC_API_TOKEN: "   ", SVC_CONFIG_PATH: join(dir, "no-config.json") },
    });
    expect(missing.code).toBe(2);
    expect(missing.stderr).toBe(
      'svc: no credential for profile "ci"\nsvc: run svc auth login --profile ci, or set SVC_API_TOKEN for this session\n',
    );
  });
});

describe("a malformed credential", () => {
  it("names SVC_API_TOKEN (exit 2) and hints at a stray Bearer prefix", async () => {
    for (const value of [`Bearer ${token}`, `${token} extra`, "tgv0_abc"]) {
      const result = await svc(["workspace"], { env: { SVC_API_TOKEN: value } });
      expect(result.code).toBe(2);
      expect(result.stderr).toMatch(/^svc: SVC_API_TOKEN is not an API v1 credential; expected /);
      expect(result.stderr).toMatch(/\nsvc: set SVC_API_TOKEN to the API v1 credential alone/);
    }
  });
});

describe("a bad base URL", () => {
  it("names --base-url or SVC_API_BASE_URL, whichever was set (exit 2)", async () => {
    const flag = await svc(["--base-url", "http://example.com/v1", "workspace"]);
    expect(flag.code).toBe(2);
    expect(flag.stderr).toMatch(/^svc: --base-url uses plain http: on a non-loopback host/);
    const variable = await svc(["workspace"], { env: { SVC_API_BASE_URL: "ftp://example.com/v1" } });
    expect(variable.code).toBe(2);
    expect(variable.stderr).toMatch(/^svc: SVC_API_BASE_URL must use https:, not ftp:/);
  });
});

describe("SVC_DEBUG and secrets", () => {
  it("SVC_DEBUG=1 adds a redacted stack; no stream ever holds the token or a signing secret", async () => {
    const debug = await svc(["webhooks", "get", "missing-hook"], { env: { SVC_DEBUG: "1" } });
    expect(debug.code).toBe(5);
    expect(debug.stderr.split("\n").length).toBeGreaterThan(3);
    expect(secrets.length).toBeGreaterThan(3);
    const listing = await svc(["-o", "json", "webhooks", "list", "--all"]);
    for (const secret of secrets) expect(listing.stdout.includes(secret)).toBe(false);
  });
});
