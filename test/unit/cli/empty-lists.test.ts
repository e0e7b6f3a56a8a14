/**
 * An empty list in table mode prints nothing on stdout (scripts read it) and says so on stderr,
 * with the next step where one helps; json and jsonl print their empty value and no note.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runInProcess } from "../../support/cli.js";
import { startTestEmulator, type TestEmulator } from "../../support/emulator.js";

let emulator: TestEmulator;
let env: Record<string, string>;

beforeAll(async () => {
  emulator = await startTestEmulator();
  env = { SVC_API_TOKEN: emulator.credential("tenant-b").token, SVC_API_BASE_URL: emulator.baseUrl };
});
afterAll(async () => {
  await emulator.stop();
});

const svc = (argv: string[]) => runInProcess(argv, { env });

describe("an empty list", () => {
  it.each([
    [["webhooks", "list"], "svc: no webhooks\nsvc: create one with: svc webhooks create"],
    [["webhooks", "list", "--all"], "svc: no webhooks\nsvc: create one with: svc webhooks create"],
    [["webhook-deliveries", "list"], "svc: no deliveries\nsvc: a test delivery shows up here"],
    [["webhook-deliveries", "list", "--all", "--limit", "200"], "svc: no deliveries\n"],
    [["webhook-deliveries", "list", "--state", "failed"], "svc: no deliveries match the filters\n"],
    [
      ["tasks", "list", "--all", "--assignee-id", "0123456789abcdef01234567"],
      "svc: no tasks match the filters\n",
    ],
  ])("svc %j says so on stderr, stdout empty", async (argv, note) => {
    const result = await svc(argv);
    expect(result.code).toBe(0);
    expect(result.stdout).toBe("");
    expect(result.stderr.startsWith(note)).toBe(true);
    expect(result.stderr.split("\n").length).toBeLessThanOrEqual(3);
  });

  it.each([
    [["-o", "json", "webhooks", "list"], /^\{\n {2}"data": \[\],/],
    [["-o", "json", "webhooks", "list", "--all"], /^\[\]\n$/],
    [["-o", "jsonl", "webhooks", "list", "--all"], /^$/],
    [["-o", "jsonl", "webhook-deliveries", "list"], /^\{"data":\[\],/],
  ])("svc %j prints its empty value and no note", async (argv, stdout) => {
    const result = await svc(argv);
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(stdout);
    expect(result.stderr).toBe("");
  });

  it("says nothing when the list has rows", async () => {
    const admin = { ...env, SVC_API_TOKEN: emulator.credential("admin").token };
    const result = await runInProcess(["tasks", "list"], { env: admin });
    expect(result.stdout).toMatch(/^id\s+type/);
    expect(result.stderr).toBe("");
  });
});
