/**
 * `stateDir`: the emulator's state survives a restart, a change is on disk before its answer is
 * sent, the files are 0600 in a 0700 directory, and a damaged state file is refused with a clear
 * error instead of being loaded half.
 */
import { mkdtempSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { STATE_FILE } from "../../../src/emulator/state/persistence.js";
import { rawRequest, startTestEmulator, type TestEmulator } from "../../support/emulator.js";
import { startReceiver } from "../../support/receiver.js";

const running: TestEmulator[] = [];
afterEach(async () => {
  await Promise.all(running.splice(0).map((emulator) => emulator.stop()));
});

async function start(stateDir: string, options: Parameters<typeof startTestEmulator>[0] = {}) {
  const emulator = await startTestEmulator({ stateDir, exposeSecrets: true, ...options });
  running.push(emulator);
  return emulator;
}
const fresh = () => join(mkdtempSync(join(tmpdir(), "svc-emulator-state-")), "state");
const stateFile = (dir: string) => join(dir, STATE_FILE);

describe("--state-dir", () => {
  it("keeps tokens, webhooks, revisions, idempotency records, secrets and deliveries across a restart", async () => {
    const dir = fresh();
    const first = await start(dir);
    const token = first.credential("admin").token;
    const client = first.client("admin");
    const created = await client.createWebhook(
      { url: "https://hooks.example.com/kept", actions: ["task_created"] },
      { idempotencyKey: "kept-create" },
    );
    const rotated = await client.rotateWebhookSecret(created.data.id, {
      ifMatch: created.data.attributes.revision,
      idempotencyKey: "kept-rotate",
    });
    const test = await client.testWebhookDelivery(created.data.id, { idempotencyKey: "kept-test" });
    const issued = await first.control.issuedSecrets();
    await first.stop();
    running.splice(0);

    const second = await start(dir);
    expect(second.credential("admin").token).toBe(token);
    const again = second.client("admin");
    const hook = await again.getWebhook(created.data.id);
    expect(hook.data.attributes.revision).toBe(rotated.data.attributes.revision);
    // The idempotency records came back: the same keys replay the same results and secrets.
    const replayedRotation = await again.rotateWebhookSecret(created.data.id, {
      ifMatch: created.data.attributes.revision,
      idempotencyKey: "kept-rotate",
    });
    expect(replayedRotation.data.attributes).toMatchObject({
      replayed: true,
      signingSecret: rotated.data.attributes.signingSecret,
    });
    const replayedCreate = await again.createWebhook(
      { url: "https://hooks.example.com/kept", actions: ["task_created"] },
      { idempotencyKey: "kept-create" },
    );
    expect(replayedCreate.data.id).toBe(created.data.id);
    expect((await again.getWebhookDelivery(test.data.id)).data.id).toBe(test.data.id);
    expect(await second.control.issuedSecrets()).toEqual(issued);
    expect((await again.listWebhooks()).data).toHaveLength(1);
  });

  it("keeps the seeded calendar-feed token across a restart, and its feed answers", async () => {
    const dir = fresh();
    const first = await start(dir);
    const feedToken = first.legacyCredential("legacy-a").calendarToken;
    await first.stop();
    running.splice(0);

    const second = await start(dir);
    expect(second.legacyCredential("legacy-a").calendarToken).toBe(feedToken);
    const feed = await rawRequest(`${second.legacyBaseUrl}/calendar/${feedToken}.ics`);
    expect(feed.status).toBe(200);
  });

  it("keeps the declared resources' records, their versions and a created task across a restart", async () => {
    const dir = fresh();
    const first = await start(dir);
    const token = first.credential("admin").token;
    const post = (base: string, path: string, body: unknown, key: string) =>
      rawRequest(`${base}${path}`, { method: "POST", token, headers: { "idempotency-key": key }, body });
    const project = await post(first.baseUrl, "/projects", { name: "Kept" }, "kept-project");
    const task = await post(first.baseUrl, "/tasks", { name: "Kept task" }, "kept-task");
    const projectId = (project.body as { data: { id: string } }).data.id;
    const taskId = (task.body as { data: { id: string } }).data.id;
    const completed = await rawRequest(`${first.baseUrl}/tasks/${taskId}/complete`, {
      method: "POST",
      token,
      headers: { "if-match": task.headers.etag as string },
    });
    expect(completed.status).toBe(200);
    await first.stop();
    running.splice(0);

    const second = await start(dir);
    const readProject = await rawRequest(`${second.baseUrl}/projects/${projectId}`, { token });
    expect(readProject.body).toMatchObject({ data: { id: projectId, attributes: { name: "Kept" } } });
    expect(readProject.headers.etag).toBe(project.headers.etag);
    const readTask = await rawRequest(`${second.baseUrl}/tasks/${taskId}`, { token });
    expect(readTask.body).toMatchObject({ data: { attributes: { name: "Kept task", completed: true } } });
    expect(readTask.headers.etag).toBe(completed.headers.etag);
    // The idempotency record came back: the same key replays the same task.
    const replay = await post(second.baseUrl, "/tasks", { name: "Kept task" }, "kept-task");
    expect(replay.status).toBe(200);
    expect((replay.body as { data: { id: string } }).data.id).toBe(taskId);
  });

  it("writes a change to disk before it answers (group commit), 0600 in a 0700 directory", async () => {
    const dir = fresh();
    const emulator = await start(dir);
    expect(statSync(dir).mode & 0o777).toBe(0o700);
    const client = emulator.client("admin");
    const answers = await Promise.all(
      [1, 2, 3, 4, 5].map((index) =>
        client.createWebhook(
          { url: `https://hooks.example.com/durable-${index}`, actions: ["task_created"] },
          { idempotencyKey: `durable-${index}` },
        ),
      ),
    );
    // Read the instant the answers arrived, before anything else could write the file.
    const onDisk = readFileSync(stateFile(dir), "utf8");
    for (const answer of answers) {
      expect(onDisk).toContain(answer.data.id);
      expect(onDisk).toContain(answer.data.attributes.signingSecret);
    }
    expect(statSync(stateFile(dir)).mode & 0o777).toBe(0o600);
  });

  it("sends the deliveries still queued when it stopped", async () => {
    const receiver = await startReceiver({ respond: 503 });
    try {
      const dir = fresh();
      const first = await start(dir, { webhookCa: receiver.ca, retrySchedule: [60_000] });
      const client = first.client("admin");
      const hook = await client.createWebhook(
        { url: `${receiver.url}/queued`, actions: ["task_created"] },
        { idempotencyKey: "queued-create" },
      );
      const test = await client.testWebhookDelivery(hook.data.id, { idempotencyKey: "queued-test" });
      await first.waitForDelivery((record) => record.id === test.data.id && record.state === "retrying");
      await first.stop();
      running.splice(0);

      receiver.respond(204);
      const second = await start(dir, { webhookCa: receiver.ca, retrySchedule: [60_000] });
      const done = await second.waitForDelivery(
        (record) => record.id === test.data.id && record.state === "succeeded",
      );
      expect(done.attempts).toBe(2);
    } finally {
      await receiver.close();
    }
  });

  it.each([
    ["a changed byte", (text: string) => text.replace(/"whk_/, '"whX_')],
    ["a truncated file", (text: string) => text.slice(0, Math.floor(text.length / 2))],
  ])("refuses %s with an error naming the file and the way out", async (_name, damage) => {
    const dir = fresh();
    const emulator = await start(dir);
    await emulator
      .client("admin")
      .createWebhook(
        { url: "https://hooks.example.com/damaged", actions: ["task_created"] },
        { idempotencyKey: "damaged" },
      );
    await emulator.stop();
    running.splice(0);
    writeFileSync(stateFile(dir), damage(readFileSync(stateFile(dir), "utf8")));
    await expect(start(dir)).rejects.toThrow(
      new RegExp(`${stateFile(dir)} is damaged \\(its checksum does not match.*move .* away`),
    );
  });

  it("refuses a file that is not a state file", async () => {
    const dir = fresh();
    await start(dir);
    await running[0]?.stop();
    running.splice(0);
    writeFileSync(stateFile(dir), "{}\n{}");
    await expect(start(dir)).rejects.toThrow(/is not an svc-emulator state file/);
  });
});
