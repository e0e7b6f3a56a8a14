import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { CaptureError, parseCaptureLine, parseHeadersFile } from "../../../src/cli/webhook-tools/capture.js";
import { readSecretFiles, SecretFileError } from "../../../src/cli/webhook-tools/read-secret-files.js";

const SECRET = `whsec_v2_${"s".repeat(43)}`;

describe("parseHeadersFile", () => {
  it("reads header lines after a request line, lower-cases names, keeps repeats and stops at a blank line", () => {
    const text =
      'POST /hook HTTP/1.1\r\nX-TeamGrid-Webhook-Id: dlv_1\r\nContent-Type: application/json\r\nx-teamgrid-webhook-id: dlv_2\r\n\r\n{"body":1}';
    expect(parseHeadersFile(text, "h.txt")).toEqual({
      "x-teamgrid-webhook-id": ["dlv_1", "dlv_2"],
      "content-type": ["application/json"],
    });
  });

  it("a header named like an Object property is a header like any other", () => {
    const lines = parseHeadersFile("Constructor: a\r\n__proto__: b\r\nToString: c\r\n", "h.txt");
    expect(Object.entries(lines)).toEqual([
      ["constructor", ["a"]],
      ["__proto__", ["b"]],
      ["tostring", ["c"]],
    ]);
    const json = parseHeadersFile('{"constructor": "a", "__proto__": ["b"]}', "h.json");
    expect(Object.entries(json)).toEqual([
      ["constructor", ["a"]],
      ["__proto__", ["b"]],
    ]);
  });

  it("reads a JSON object with string or list values", () => {
    expect(parseHeadersFile('{"A": "1", "b": ["2", "3"]}', "h.json")).toEqual({ a: ["1"], b: ["2", "3"] });
  });

  it("ignores a byte order mark before a JSON object, as before header lines", () => {
    expect(parseHeadersFile('\ufeff{"A": "1"}', "h.json")).toEqual({ a: ["1"] });
    expect(parseHeadersFile("\ufeffA: 1\r\n", "h.txt")).toEqual({ a: ["1"] });
  });

  it.each([
    ["not a header line", "h.txt line 1 is not a header line (expected Name: value)"],
    ['{"a": 1}', 'h.txt: header "a" must be a string or a list of strings'],
    ["{broken", "h.txt starts with { but is not valid JSON"],
    ["\n\n", "h.txt holds no header lines"],
  ])("refuses %j", (text, message) => {
    expect(() => parseHeadersFile(text, "h.txt")).toThrow(new CaptureError(message));
  });
});

describe("parseCaptureLine", () => {
  it("takes body as UTF-8 text or bodyBase64 as exact bytes", () => {
    expect(parseCaptureLine('{"headers":{"A":"1"},"body":"ü"}\n', "c").body).toEqual(Buffer.from("ü"));
    const bytes = Buffer.from([0, 255, 10]);
    expect(
      parseCaptureLine(JSON.stringify({ headers: {}, bodyBase64: bytes.toString("base64") }), "c"),
    ).toEqual({
      headers: {},
      body: bytes,
    });
  });

  it("ignores a byte order mark before the line, never inside the body", () => {
    expect(parseCaptureLine('\ufeff{"headers":{"A":"1"},"body":"\ufeff{}"}\r\n', "c")).toEqual({
      headers: { a: ["1"] },
      body: Buffer.from("\ufeff{}"),
    });
  });

  it.each([
    ["", "c is empty"],
    ["nope", 'c: the first line is not JSON; expected {"headers": {...}, "body": "..."}'],
    ['{"headers":{}}', "c: give exactly one of body (text) and bodyBase64 (exact bytes)"],
    [
      '{"headers":{},"body":"a","bodyBase64":"YQ=="}',
      "c: give exactly one of body (text) and bodyBase64 (exact bytes)",
    ],
    ['{"headers":{},"bodyBase64":"*"}', "c: bodyBase64 is not valid base64"],
    ['{"body":"a"}', "c headers: headers must be a JSON object of name to value"],
  ])("refuses %j", (text, message) => {
    expect(() => parseCaptureLine(text, "c")).toThrow(new CaptureError(message));
  });
});

describe("readSecretFiles", () => {
  const dir = mkdtempSync(join(tmpdir(), "svc-secret-files-"));
  const file = (name: string, content: string) => {
    writeFileSync(join(dir, name), content);
    return name;
  };

  it("drops exactly one trailing newline silently and labels secrets by index and file name", async () => {
    const set = await readSecretFiles([file("a.secret", `${SECRET}\n`), file("b.secret", SECRET)], dir);
    expect(set).toEqual({
      secrets: [SECRET, SECRET],
      labels: ["#0 (a.secret)", "#1 (b.secret)"],
      warnings: [],
    });
  });

  it("warns about other whitespace without printing the secret", async () => {
    const set = await readSecretFiles(
      [file("crlf.secret", `${SECRET}\r\n`), file("two.secret", ` ${SECRET}\n\n`)],
      dir,
    );
    expect(set.secrets).toEqual([SECRET, SECRET]);
    expect(set.warnings).toEqual([
      "secret file #0 (crlf.secret): whitespace around the secret was ignored (a carriage return (CRLF line ending)); a receiver reading this file must trim it too",
      "secret file #1 (two.secret): whitespace around the secret was ignored (a second newline, leading whitespace); a receiver reading this file must trim it too",
    ]);
    expect(set.warnings.join()).not.toContain(SECRET);
  });

  it("names a byte order mark before the secret instead of calling it whitespace", async () => {
    const set = await readSecretFiles([file("bom.secret", `\ufeff${SECRET}\n`)], dir);
    expect(set.secrets).toEqual([SECRET]);
    expect(set.warnings).toEqual([
      "secret file #0 (bom.secret): whitespace around the secret was ignored (a byte order mark); a receiver reading this file must trim it too",
    ]);
  });

  it.each([
    [
      ["missing.secret"],
      "--secret-file #0 (missing.secret) does not exist; give the file svc wrote the secret to (--secrets-dir or a file secret-sink)",
    ],
    [[], "give at least one --secret-file <file>"],
  ])("refuses %j", async (paths, message) => {
    await expect(readSecretFiles(paths, dir)).rejects.toThrow(new SecretFileError(message));
  });

  it("refuses a file that is not a signing secret, saying so without echoing it", async () => {
    const error = (await readSecretFiles([file("bad.secret", "whsec_v2_a b\n")], dir).catch(
      (e: Error) => e,
    )) as Error;
    expect(error.message).toBe(
      "secret file #0 (bad.secret) does not hold a signing secret (whsec_v2_ followed by 43 characters; it contains whitespace inside)",
    );
  });
});
