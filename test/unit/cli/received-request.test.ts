import {
  chmodSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { parseCaptureLine } from "../../../src/cli/webhook-tools/capture.js";
import type { ReceivedDelivery } from "../../../src/cli/webhook-tools/delivery-record.js";
import {
  carriesSecret,
  type ReceivedRequest,
  savedDelivery,
  savedFileName,
} from "../../../src/cli/webhook-tools/received-request.js";
import { prepareSaveDir, writeSavedDelivery } from "../../../src/cli/webhook-tools/save-dir.js";

const SECRET = `whsec_v2_${"s".repeat(43)}`;

const record = (overrides: Partial<ReceivedDelivery> = {}) =>
  ({
    index: 3,
    receivedAt: "2026-12-01T23:15:02.123Z",
    deliveryId: "dlv_1",
    verified: true,
    code: null,
    ...overrides,
  }) as ReceivedDelivery;

const request = (
  body: Buffer,
  rawHeaders: string[] = ["X-TeamGrid-Webhook-Id", "dlv_1"],
): ReceivedRequest => ({
  method: "POST",
  target: "/hooks?team=a",
  rawHeaders,
  body,
});

describe("a delivery as received", () => {
  it("keeps the headers in the order and case sent, a repeated one as a list, __proto__ as a header", () => {
    const saved = savedDelivery(
      request(Buffer.from("{}"), ["Host", "a", "X-Dup", "1", "__proto__", "p", "x-dup", "2", "X-Dup", "3"]),
      record(),
    );
    expect(Object.entries(saved.headers)).toEqual([
      ["Host", "a"],
      ["X-Dup", ["1", "3"]],
      ["__proto__", "p"],
      ["x-dup", "2"],
    ]);
    expect(saved).toMatchObject({ index: 3, method: "POST", path: "/hooks?team=a", deliveryId: "dlv_1" });
  });

  it.each([
    ["UTF-8 with a byte order mark and a trailing newline", Buffer.from('\ufeff{"a":"é"}\n', "utf8"), "body"],
    ["control, C1 and bidi characters", Buffer.from('{"a":"\u001b[31m\u009b\u202e"}', "utf8"), "body"],
    ["bytes that are not UTF-8", Buffer.from([0x7b, 0xff, 0xfe, 0x7d]), "bodyBase64"],
  ])(
    "%s: verify --capture reads back the exact bytes and headers from the saved line",
    async (_name, body, field) => {
      const dir = await prepareSaveDir(mkdtempSync(join(tmpdir(), "svc-saved-")), "captures");
      const saved = savedDelivery(request(body, ["X-Note", "\u009b\u202eok"]), record());
      expect(Object.keys(saved)).toContain(field);
      const path = await writeSavedDelivery(dir, savedFileName(record()), saved);
      const text = readFileSync(path, "utf8");
      // Nothing a terminal acts on is in the file raw.
      expect(text).not.toMatch(/[\u001b\u0080-\u009f\u202e\ufeff]/);
      const capture = parseCaptureLine(text, path);
      expect(capture.body.equals(body)).toBe(true);
      expect(capture.headers["x-note"]).toEqual(["\u009b\u202eok"]);
    },
  );

  it("finds a signing secret in the body, a header or the path", () => {
    expect(carriesSecret(request(Buffer.from("{}")), [SECRET])).toBe(false);
    expect(carriesSecret(request(Buffer.from(`{"leak":"${SECRET}"}`)), [SECRET])).toBe(true);
    expect(carriesSecret(request(Buffer.from("{}"), ["X-Leak", SECRET]), [SECRET])).toBe(true);
    expect(carriesSecret({ ...request(Buffer.from("{}")), target: `/h?s=${SECRET}` }, [SECRET])).toBe(true);
  });

  it("names its file by arrival, index and a delivery id made safe for a file name", () => {
    expect(savedFileName(record())).toBe("20261201T231502.123Z-0003-dlv_1.json");
    expect(savedFileName(record({ deliveryId: "../a:b.c" }))).toBe("20261201T231502.123Z-0003-___a_b_c.json");
    expect(savedFileName(record({ deliveryId: null }))).toBe("20261201T231502.123Z-0003-unsigned.json");
    expect(savedFileName(record({ deliveryId: "x".repeat(128) }))).toHaveLength(
      "20261201T231502.123Z-0003-.json".length + 64,
    );
  });
});

describe("the --save directory", () => {
  const posix = process.platform !== "win32";

  it.runIf(posix)(
    "is created 0700, an existing one of ours is tightened to 0700, files are 0600 and never replaced",
    async () => {
      const cwd = mkdtempSync(join(tmpdir(), "svc-save-dir-"));
      const created = await prepareSaveDir(cwd, "new");
      expect(statSync(created).mode & 0o777).toBe(0o700);
      mkdirSync(join(cwd, "open"));
      chmodSync(join(cwd, "open"), 0o755);
      expect(statSync(await prepareSaveDir(cwd, "open")).mode & 0o777).toBe(0o700);
      const file = await writeSavedDelivery(
        created,
        "a.json",
        savedDelivery(request(Buffer.from("{}")), record()),
      );
      expect(statSync(file).mode & 0o777).toBe(0o600);
      await expect(
        writeSavedDelivery(created, "a.json", savedDelivery(request(Buffer.from("{}")), record())),
      ).rejects.toMatchObject({ code: "EEXIST" });
    },
  );

  it.runIf(posix)("refuses a symbolic link, a file, and a directory whose parent is missing", async () => {
    const cwd = mkdtempSync(join(tmpdir(), "svc-save-dir-"));
    mkdirSync(join(cwd, "real"));
    symlinkSync(join(cwd, "real"), join(cwd, "link"));
    writeFileSync(join(cwd, "plain"), "x");
    await expect(prepareSaveDir(cwd, "link")).rejects.toThrow(
      "--save link is a symbolic link; deliveries are never saved through a link",
    );
    await expect(prepareSaveDir(cwd, "plain")).rejects.toThrow("--save plain is not a directory");
    await expect(prepareSaveDir(cwd, "missing/below")).rejects.toThrow(
      `--save missing/below cannot be created: directory ${join(cwd, "missing")} does not exist; create it first`,
    );
  });
});
