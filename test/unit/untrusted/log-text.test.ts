import { describe, expect, it } from "vitest";
import {
  escapeControlCharacters,
  logSafeJson,
  safeLogLine,
  safeLogText,
} from "../../../src/untrusted/log-text.js";

/** A line the runner would read as a workflow command (it trims leading whitespace first). */
const startsCommand = (line: string) => /^\s*::/.test(line) || line.includes("##[");

describe("safeLogText", () => {
  it.each([
    "x\n::warning::owned",
    "x\r::warning::owned",
    "x\r\n  ::error file=a::owned",
    "::add-mask::nothing",
    "\t::stop-commands::token",
    "x\n##[error]owned",
    "x\u2028::warning::owned",
    "x\u0085::warning::owned",
  ])("no line of %j can start a workflow command", (hostile) => {
    for (const line of safeLogText(hostile).split(/\r\n|\r|\n/)) expect(startsCommand(line)).toBe(false);
  });

  it("keeps ordinary multi-line text readable and escapes what is not", () => {
    expect(safeLogText("line one\n  line two: a::b")).toBe("line one\n  line two: a::b");
    expect(safeLogText("x\n::warning::owned")).toBe("x\n\\::warning::owned");
    expect(safeLogText("a\rb")).toBe("a\\rb");
  });

  it("escapes terminal escapes, C1 controls and bidi/invisible characters visibly", () => {
    expect(escapeControlCharacters("\u001b[31mred\u0007\u009b\u202egnp\u2066\u200b\ufeff\u007f")).toBe(
      "\\e[31mred\\x07\\x9b\\u202egnp\\u2066\\u200b\\ufeff\\x7f",
    );
    expect(safeLogText("tab\tstays")).toBe("tab\tstays");
  });
});

describe("safeLogLine", () => {
  it("folds line feeds into one line that cannot start a command", () => {
    expect(safeLogLine("name\n::warning::owned")).toBe("name\\n::warning::owned");
    expect(safeLogLine("::group::x")).toBe("\\::group::x");
  });
});

describe("logSafeJson", () => {
  it("is the same JSON value with no raw separator, bidi or C1 character and no ##[", () => {
    const value = { text: "a\u2028b\u202ec\u0085d##[error]e\u001b" };
    const json = logSafeJson(value);
    expect(JSON.parse(json)).toEqual(value);
    expect(json).not.toMatch(/[\u2028\u202e\u0085\u001b]|##\[/);
  });
});
