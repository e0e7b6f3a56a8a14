/**
 * `svc` with a credential of another cell than the endpoint serves: the emulator answers 503 (a
 * routing condition, as the service does); svc retries the safe request, then prints the detail that
 * names both cells and a fix line that says where to look, and exits 1.
 */
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, expect, test } from "vitest";
import { CLI_BUNDLE, runSvc } from "../../support/cli.js";
import { startTestEmulator, type TestEmulator } from "../../support/emulator.js";

let emulator: TestEmulator;
let neighbour: TestEmulator;
const dir = mkdtempSync(join(tmpdir(), "svc-wrong-cell-"));

beforeAll(async () => {
  if (!existsSync(CLI_BUNDLE)) throw new Error(`${CLI_BUNDLE} is missing: run npm run build first`);
  [emulator, neighbour] = await Promise.all([
    startTestEmulator(),
    startTestEmulator({ cellId: "de-emu-002" }),
  ]);
});
afterAll(async () => {
  await Promise.all([emulator?.stop(), neighbour?.stop()]);
  rmSync(dir, { recursive: true, force: true });
});

test("a safe request is retried, then the line names both cells and the fix names the base URL", async () => {
  const { token } = neighbour.credential("admin");
  const { lastSeq } = await emulator.control.requests();
  const result = await runSvc(["webhooks", "list", "--retries", "2"], {
    cwd: dir,
    env: { HOME: dir, SVC_API_TOKEN: token, SVC_API_BASE_URL: emulator.baseUrl },
  });
  expect(result.code).toBe(1);
  expect(result.stdout).toBe("");
  const [line, fix] = result.stderr.trimEnd().split("\n");
  expect(line).toMatch(/^svc: The credential's cell de-emu-002 is not available from this endpoint/);
  expect(line).toContain("cell de-emu-001 of region de");
  expect(fix).toMatch(/^svc: a temporary failure of the service: re-run later/);
  expect(fix).toContain("check that SVC_API_BASE_URL serves the credential's region and cell");
  expect(result.stderr).not.toContain(token);
  const { requests } = await emulator.control.requests(lastSeq);
  expect(requests.map((entry) => `${entry.method} ${entry.path} ${entry.status}`)).toEqual(
    Array(3).fill("GET /v1/webhooks 503"),
  );
});
