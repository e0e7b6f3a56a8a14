import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { jsonDuplicateKeys, jsonNestingOffset, jsonShapeProblem } from "../../../src/transport/json-shape.js";

/** The plain reading: every character, with string and escape state. */
function reference(text: string, maxDepth: number): number {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index];
    if (inString) {
      if (char === "\\") index += 1;
      else if (char === '"') inString = false;
    } else if (char === '"') inString = true;
    else if (char === "{" || char === "[") {
      if (depth >= maxDepth) return index;
      depth += 1;
    } else if (char === "}" || char === "]") depth -= 1;
  }
  return -1;
}

const tricky = fc.string({
  unit: fc.constantFrom('"', "\\", "{", "[", "]", "}", "a", "\u00e9", "\u{1F600}"),
});
const value = fc.letrec((tie) => ({
  node: fc.oneof(
    { depthSize: "small" },
    tricky,
    fc.integer(),
    fc.constant(null),
    fc.array(tie("node"), { maxLength: 4 }),
    fc.dictionary(tricky, tie("node"), { maxKeys: 4 }),
  ),
})).node;

describe("jsonNestingOffset", () => {
  it("finds the first container deeper than the limit exactly where a full scan does", () => {
    fc.assert(
      fc.property(value, fc.integer({ min: 0, max: 6 }), (parsed, maxDepth) => {
        const text = JSON.stringify(parsed);
        expect(jsonNestingOffset(text, maxDepth)).toBe(reference(text, maxDepth));
      }),
      { numRuns: 2000 },
    );
  });

  it("counts no bracket inside a string, escaped quotes and backslashes included", () => {
    const text = JSON.stringify({ a: '\\"[[[{{{', b: "\\\\", c: [[1]] });
    expect(jsonNestingOffset(text, 3)).toBe(-1);
    expect(jsonNestingOffset(text, 2)).toBe(text.lastIndexOf("[[1]]") + 1);
  });

  it("reports where a container first goes deeper than the limit, as the full shape check does", () => {
    const deep = `${"[".repeat(300)}${"]".repeat(300)}`;
    expect(jsonNestingOffset(deep, 256)).toBe(256);
    expect(jsonShapeProblem(deep, 256)).toEqual({ kind: "too_deep", maxDepth: 256, offset: 256 });
  });
});

describe("jsonDuplicateKeys", () => {
  it("names every key given twice by its full path, once each, within the limit", () => {
    const text =
      '{"data":{"id":"a","attributes":{"s":"1","s":"2","t":[{"k":1,"k":2}]},"id":"b"},"data":{},"meta":{}}';
    expect(jsonDuplicateKeys(text)).toEqual([
      "data.attributes.s",
      "data.attributes.t[0].k",
      "data.id",
      "data",
    ]);
    expect(jsonDuplicateKeys(text, 2)).toEqual(["data.attributes.s", "data.attributes.t[0].k"]);
    expect(jsonDuplicateKeys('{"a":"\\"a\\":1","b":{"a":1}}')).toEqual([]);
  });
});
