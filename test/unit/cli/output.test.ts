import { PassThrough, Writable } from "node:stream";
import { describe, expect, it } from "vitest";
import { createContext } from "../../../src/cli/create-cli-context.js";
import { createProgress } from "../../../src/cli/output/progress.js";
import {
  formatOutput,
  jsonLine,
  jsonLines,
  renderAllPages,
  renderPage,
  renderResource,
  streamedLine,
} from "../../../src/cli/output/render.js";
import { sanitizeTerminalText, terminalSafeJson } from "../../../src/cli/output/sanitize.js";
import { flattenResource, formatTable } from "../../../src/cli/output/table.js";
import { writeChunk, writeConfirmed } from "../../../src/cli/output/write.js";

function context(
  options: { stdoutIsTTY?: boolean; stderrIsTTY?: boolean; env?: Record<string, string> } = {},
) {
  const stdout = Object.assign(new PassThrough(), { isTTY: options.stdoutIsTTY });
  const stderr = Object.assign(new PassThrough(), { isTTY: options.stderrIsTTY });
  let out = "";
  let err = "";
  stdout.on("data", (chunk: Buffer) => {
    out += chunk.toString();
  });
  stderr.on("data", (chunk: Buffer) => {
    err += chunk.toString();
  });
  let clock = 0;
  const ctx = createContext({
    stdin: new PassThrough(),
    stdout,
    stderr,
    env: options.env ?? {},
    now: () => (clock += 500),
  });
  return { ctx, out: () => out, err: () => err };
}

const hook = (id: string, extra: Record<string, unknown> = {}) => ({
  id,
  type: "webhook",
  attributes: {
    url: `https://h.example/${id}`,
    disabled: false,
    lastStatus: null,
    actions: ["a", "b"],
    ...extra,
  },
});

async function* pagesOf<T>(...pages: T[][]) {
  for (const [index, data] of pages.entries()) yield { data, meta: { requestId: `r${index}` } };
}

describe("table", () => {
  it("flattens id, type, then attributes; aligns with two spaces; header and dash rows", () => {
    expect(formatTable([hook("w1"), hook("w22", { disabled: true })])).toBe(
      [
        "id   type     url                    disabled  lastStatus  actions",
        "---  -------  ---------------------  --------  ----------  ---------",
        'w1   webhook  https://h.example/w1   false                 ["a","b"]',
        'w22  webhook  https://h.example/w22  true                  ["a","b"]',
        "",
      ].join("\n"),
    );
  });

  it("prints nothing for an empty list, unions columns in first-seen order, caps at 20 columns and 48 chars", () => {
    expect(formatTable([])).toBe("");
    const wide = Object.fromEntries(Array.from({ length: 30 }, (_, i) => [`k${i}`, i]));
    const table = formatTable([{ id: "x", type: "t", attributes: wide }]);
    expect(table.split("\n")[0]?.split(/\s{2,}/)).toHaveLength(20);
    const long = formatTable([{ id: "y".repeat(60), a: { nested: true } }, { b: 1 }]);
    const [header, dashes, first, second] = long.split("\n");
    expect(header).toBe(`${"id".padEnd(48)}  ${"a".padEnd(15)}  b`);
    expect(dashes?.startsWith("-".repeat(48))).toBe(true);
    expect(first).toBe(`${"y".repeat(47)}…  {"nested":true}`);
    expect(second).toBe(`${" ".repeat(48)}  ${" ".repeat(15)}  1`);
  });

  it("formats the aggregate of a long --all walk (200,000 rows) without overflowing the call stack", () => {
    const rows = Array.from({ length: 200_000 }, (_, i) => ({ id: `t${i}`, type: "task" }));
    const lines = formatTable(rows).split("\n");
    expect(lines).toHaveLength(200_003);
    expect(lines[0]).toBe(`${"id".padEnd(7)}  type`);
    expect(lines[200_001]).toBe("t199999  task");
  });

  it("measures terminal columns: CJK and emoji (also ZWJ sequences) are two wide, combining marks zero", () => {
    const table = formatTable([
      { id: "東京タスク", n: "a" },
      { id: "👩‍💻 dev", n: "b" },
      { id: "Cafe\u0301 ok", n: "c" },
      { id: "plain", n: "d" },
    ]);
    expect(table.split("\n")).toEqual([
      "id          n",
      "----------  -",
      "東京タスク  a",
      "👩‍💻 dev      b",
      "Cafe\u0301 ok     c",
      "plain       d",
      "",
    ]);
  });

  it("truncates to 48 columns by grapheme: never half an emoji, a ZWJ sequence, a wide character or an accent", () => {
    const cut = (id: string) => formatTable([{ id, n: "x" }]).split("\n")[2];
    // 46 columns, then a two-column emoji that no longer fits beside the ellipsis.
    expect(cut(`${"a".repeat(46)}😀😀z`)).toBe(`${"a".repeat(46)}… ${"  "}x`);
    expect(cut(`${"a".repeat(45)}👩‍💻👩‍💻`)).toBe(`${"a".repeat(45)}👩‍💻…  x`);
    expect(cut("東".repeat(30))).toBe(`${"東".repeat(23)}… ${"  "}x`);
    expect(cut(`${"a".repeat(46)}e\u0301\u0302zz`)).toBe(`${"a".repeat(46)}e\u0301\u0302…  x`);
    expect(cut(`${"a".repeat(47)}e\u0301zz`)).toBe(`${"a".repeat(47)}…  x`);
    const table = formatTable([{ id: `${"a".repeat(45)}👩‍💻👩‍💻`, n: "x" }]);
    expect(table).not.toMatch(
      /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]|\u200d(?![\ud800-\udfff])/,
    );
  });

  it("escapes control and bidi characters in cells", () => {
    const table = formatTable([{ id: "a\u001b[2Jb", note: "x\u202ey\nz" }]);
    expect(table).not.toMatch(/[\u001b\u202e]/);
    expect(table).toContain("a\\u001b[2Jb");
    expect(table).toContain("x\\u202ey\\nz");
  });

  it("no line can start a CI workflow command: a cell starting with :: gets a backslash, ##[ is broken up", () => {
    const table = formatTable([
      { id: "::error::pwned", note: "a ##[error]b" },
      { id: "", note: "  ::add-mask::x" },
    ]);
    for (const line of table.split("\n")) expect(line).not.toMatch(/^\s*::/);
    expect(table).not.toContain("##[");
    expect(table).toContain("\\::error::pwned");
    expect(table).toContain("a #\\#[error]b");
  });

  it("keeps plain objects (receipts) as they are", () => {
    expect(flattenResource({ id: "1", removed: true })).toEqual({ id: "1", removed: true });
    expect(flattenResource(5)).toEqual({ value: 5 });
  });
});

describe("sanitising", () => {
  it("escapes C0, C1, DEL and bidi controls; keeps ordinary text", () => {
    expect(sanitizeTerminalText("a\tb\rc\u0000\u007f\u009b\u200f\u2066é✓")).toBe(
      "a\\tb\\rc\\u0000\\u007f\\u009b\\u200f\\u2066é✓",
    );
    const json = terminalSafeJson(JSON.stringify({ s: "x\u009b\u202ey\u2028" }));
    expect(json).toBe('{"s":"x\\u009b\\u202ey\\u2028"}');
    expect(JSON.parse(json)).toEqual({ s: "x\u009b\u202ey\u2028" });
  });

  it("jsonLines sanitises a page at once to the same bytes as jsonLine per item", () => {
    const secret = `whsec_v2_${"A".repeat(43)}`;
    const token = `tg_sa_v2_de_de-emu-001_${"0".repeat(24)}_${"f".repeat(64)}`;
    const fragments = [
      secret,
      token,
      "tg_sa_v2_",
      "whsec_v2_",
      "\u009b",
      "\u202e",
      "\u2028",
      "\n",
      "é",
      "a-b_c",
      "",
      "}",
    ];
    let seed = 7;
    const pick = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return fragments[seed % fragments.length] as string;
    };
    const items = Array.from({ length: 400 }, (_, index) =>
      index % 3 === 0 ? pick() + pick() : { [pick() || "k"]: pick() + pick(), n: index, tail: pick() },
    );
    const lines = jsonLines(items);
    expect(lines).toBe(items.map(jsonLine).join(""));
    expect(lines).not.toContain(secret);
    expect(lines).not.toContain(token);
    expect(lines).not.toMatch(/[\u009b\u202e\u2028]/);
    expect(lines.split("\n")).toHaveLength(items.length + 1);
    expect(jsonLines([])).toBe("");
  });

  it("takes its plain-ASCII fast path only when nothing can need escaping (DEL is ASCII, é is not)", () => {
    const plain = JSON.stringify({ a: "plain ascii text", n: 1 });
    expect(terminalSafeJson(plain)).toBe(plain);
    // DEL alone in otherwise ASCII text, and each unsafe character alone after ASCII text.
    expect(terminalSafeJson(JSON.stringify({ a: `${"x".repeat(50)}\u007f` }))).toBe(
      `{"a":"${"x".repeat(50)}\\u007f"}`,
    );
    for (const char of ["\u0085", "\u061c", "\u200b", "\u2029", "\u2067", "\ufeff"]) {
      const out = terminalSafeJson(JSON.stringify({ a: `ascii ${char}` }));
      expect(out).toBe(`{"a":"ascii \\u${char.charCodeAt(0).toString(16).padStart(4, "0")}"}`);
    }
    // Non-ASCII but safe characters are kept as they are.
    expect(terminalSafeJson('{"a":"é✓ 日本"}')).toBe('{"a":"é✓ 日本"}');
  });

  it("JSON: a legacy ##[command] is written with its [ as \\u005b, the same value", () => {
    const value = { a: "x ##[error]owned", "##[k]": 1 };
    for (const json of [JSON.stringify(value), JSON.stringify({ ...value, b: "é\u202e" })]) {
      const out = terminalSafeJson(json);
      expect(out).not.toContain("##[");
      expect(JSON.parse(out)).toEqual(JSON.parse(json));
    }
    expect(jsonLines([value, value])).toBe(jsonLine(value).repeat(2));
  });

  it("redacts a token or a signing secret found alone, and leaves near-misses", () => {
    const secret = `whsec_v2_${"B".repeat(43)}`;
    const token = `tg_pat_v2_${"c".repeat(40)}`;
    expect(terminalSafeJson(`{"u":"${secret}"}`)).toBe('{"u":"[redacted]"}');
    expect(terminalSafeJson(`{"u":"${token}"}`)).toBe('{"u":"[redacted]"}');
    expect(terminalSafeJson('{"u":"tg_other whsec_v1_x"}')).toBe('{"u":"tg_other whsec_v1_x"}');
  });

  it("escapes the same invisible characters as the Action's log gate (zero-width, word joiner)", () => {
    expect(sanitizeTerminalText("a\u200bb\u2060c")).toBe("a\\u200bb\\u2060c");
  });

  it("keeps a zero-width joiner only inside an emoji sequence (👩‍💻), escapes it anywhere else", () => {
    expect(sanitizeTerminalText("👩\u200d💻 👨🏽\u200d🚀 👨\u200d👩\u200d👧")).toBe(
      "👩\u200d💻 👨🏽\u200d🚀 👨\u200d👩\u200d👧",
    );
    expect(sanitizeTerminalText("a\u200db 👩\u200dx \u200d💻 👩\u200d")).toBe(
      "a\\u200db 👩\\u200dx \\u200d💻 👩\\u200d",
    );
  });
});

describe("render modes", () => {
  it("one entry picks the format: json pretty, jsonl one line or the view's lines, table the view", () => {
    const rows = [{ a: 1 }, { a: 2 }];
    const table = () => "TABLE\n";
    expect(formatOutput("json", rows, { table })).toBe(`${JSON.stringify(rows, null, 2)}\n`);
    expect(formatOutput("jsonl", rows, { table })).toBe(`${JSON.stringify(rows)}\n`);
    expect(formatOutput("jsonl", rows, { table, jsonl: jsonLines })).toBe('{"a":1}\n{"a":2}\n');
    expect(formatOutput("table", rows, { table })).toBe("TABLE\n");
  });

  it("a streamed record is its table line, else one JSON line in json and jsonl alike", () => {
    const line = () => "LINE\n";
    expect(streamedLine("table", { a: 1 }, line)).toBe("LINE\n");
    expect(streamedLine("json", { a: 1 }, line)).toBe('{"a":1}\n');
    expect(streamedLine("jsonl", { a: 1 }, line)).toBe('{"a":1}\n');
  });

  it("single resource: json is the resource, jsonl one line, table rows", async () => {
    for (const [mode, expected] of [
      ["json", `${JSON.stringify(hook("w1"), null, 2)}\n`],
      ["jsonl", `${JSON.stringify(hook("w1"))}\n`],
    ] as const) {
      const { ctx, out } = context();
      await renderResource(ctx, mode, hook("w1"));
      expect(out()).toBe(expected);
    }
    const { ctx, out } = context();
    await renderResource(ctx, "table", hook("w1"));
    expect(out().split("\n")[0]).toMatch(/^id\s+type\s+url/);
  });

  it("one page: json keeps the envelope {data, meta}, jsonl one line, table the rows", async () => {
    const page = {
      data: [hook("w1")],
      meta: { requestId: "r", page: { limit: 1, nextCursor: "c" } },
      transport: {},
    };
    const json = context();
    await renderPage(json.ctx, "json", page);
    expect(JSON.parse(json.out())).toEqual({ data: page.data, meta: page.meta });
    const jsonl = context();
    await renderPage(jsonl.ctx, "jsonl", page);
    expect(jsonl.out().split("\n")).toHaveLength(2);
    const table = context();
    await renderPage(table.ctx, "table", { ...page, data: [] });
    expect(table.out()).toBe("");
  });

  it("--all: json aggregates one array, jsonl streams one resource per line, table aggregates", async () => {
    const json = context();
    await renderAllPages(json.ctx, "json", pagesOf([hook("a"), hook("b")], [hook("c")]));
    expect(JSON.parse(json.out()).map((h: { id: string }) => h.id)).toEqual(["a", "b", "c"]);
    const jsonl = context();
    await renderAllPages(jsonl.ctx, "jsonl", pagesOf([hook("a"), hook("b")], [], [hook("c")]));
    expect(
      jsonl
        .out()
        .split("\n")
        .map((l) => (l ? JSON.parse(l).id : "")),
    ).toEqual(["a", "b", "c", ""]);
    const table = context();
    await renderAllPages(table.ctx, "table", pagesOf([hook("a")], [hook("b")]));
    expect(table.out().trim().split("\n")).toHaveLength(4);
    expect(json.err() + jsonl.err() + table.err()).toBe("");
  });

  it("--all streams a page before the next page is fetched (memory bounded by a page)", async () => {
    const { ctx, out } = context();
    const seen: string[] = [];
    async function* pages() {
      yield { data: [hook("a")], meta: {} };
      seen.push(out());
      yield { data: [hook("b")], meta: {} };
    }
    await renderAllPages(ctx, "jsonl", pages());
    expect(seen[0]).toBe(`${JSON.stringify(hook("a"))}\n`);
  });

  it("shows a progress line on a terminal stderr only, and clears it", async () => {
    const tty = context({ stderrIsTTY: true, env: { NO_COLOR: "1" } });
    await renderAllPages(tty.ctx, "json", pagesOf([hook("a"), hook("b")], [hook("c")]), "webhooks");
    expect(tty.err()).toContain("2 pages, 3 webhooks, ");
    expect(tty.err()).not.toContain("\u001b[2m");
    expect(tty.err().endsWith("\r\u001b[2K")).toBe(true);
    const colour = context({ stderrIsTTY: true, stdoutIsTTY: true });
    await renderAllPages(colour.ctx, "jsonl", pagesOf([hook("a")]));
    expect(colour.err()).toContain("\u001b[2m1 page, 1 items");
    const piped = context({ stderrIsTTY: false });
    createProgress(piped.ctx).page(3);
    expect(piped.err()).toBe("");
  });
});

describe("writeChunk", () => {
  it("waits for drain when the reader is slow (back-pressure)", async () => {
    let release: () => void = () => {};
    const slow = new Writable({
      highWaterMark: 4,
      write(_chunk, _encoding, callback) {
        release = callback;
      },
    });
    let done = false;
    const pending = writeChunk(slow, "0123456789").then(() => {
      done = true;
    });
    await new Promise((resolve) => setImmediate(resolve));
    expect(done).toBe(false);
    release();
    await pending;
    expect(done).toBe(true);
  });

  it("stops waiting when aborted or when the stream fails", async () => {
    const stuck = new Writable({ highWaterMark: 1, write() {} });
    const controller = new AbortController();
    const waiting = writeChunk(stuck, "xx", controller.signal);
    controller.abort(new Error("stop"));
    await expect(waiting).rejects.toThrow("stop");
    const failing = new Writable({ highWaterMark: 1, write() {} });
    const failed = writeChunk(failing, "xx");
    failing.emit("error", new Error("EPIPE"));
    await expect(failed).rejects.toThrow("EPIPE");
  });
});

describe("writeConfirmed (a revealed secret)", () => {
  it("resolves once the stream took the chunk, rejects on a failed write, a closed or ended stream", async () => {
    const taken: string[] = [];
    const ok = new Writable({
      write(chunk, _encoding, callback) {
        taken.push(String(chunk));
        callback();
      },
    });
    await writeConfirmed(ok, "whsec\n");
    expect(taken).toEqual(["whsec\n"]);
    const full = new Writable({
      write(_chunk, _encoding, callback) {
        callback(Object.assign(new Error("no space"), { code: "ENOSPC" }));
      },
    });
    full.on("error", () => {});
    await expect(writeConfirmed(full, "x")).rejects.toMatchObject({ code: "ENOSPC" });
    const throwing = new Writable({ write() {} });
    throwing.write = () => {
      throw Object.assign(new Error("too big"), { code: "EFBIG" });
    };
    await expect(writeConfirmed(throwing, "x")).rejects.toMatchObject({ code: "EFBIG" });
    const stalled = new Writable({ write() {} });
    const pending = writeConfirmed(stalled, "x");
    stalled.destroy();
    await expect(pending).rejects.toMatchObject({ code: "EPIPE" });
    const ended = new Writable({ write: (_c, _e, callback) => callback() });
    ended.end();
    await expect(writeConfirmed(ended, "x")).rejects.toMatchObject({ code: "EPIPE" });
  });
});
