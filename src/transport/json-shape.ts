/**
 * Checks on JSON text that JSON.parse does not make: an object with the same key twice (JSON.parse
 * silently keeps the last one, so `{"url": A, "url": B}` would pass as B) and nesting deeper than a
 * limit (printing or validating such a value recursively would exhaust the stack). The scan walks
 * the text with an explicit stack, so any depth is measured without recursion. Call it on text that
 * JSON.parse accepted.
 */

export type JsonShapeProblem =
  | { kind: "duplicate_key"; key: string; path: string }
  | { kind: "too_deep"; maxDepth: number; offset: number };

type Frame = { object: true; keys: Set<string>; key: string | undefined } | { object: false; index: number };

/** `a.b[2]`-style path of the open containers (keys longer than 40 characters are shortened). */
function pathOf(stack: readonly Frame[]): string {
  let path = "";
  for (const [depth, frame] of stack.entries()) {
    const next = stack[depth + 1];
    if (next === undefined) break;
    if (frame.object) path += path === "" ? shorten(frame.key ?? "") : `.${shorten(frame.key ?? "")}`;
    else path += `[${frame.index}]`;
  }
  return path;
}

const shorten = (key: string) => (key.length > 40 ? `${key.slice(0, 39)}…` : key);

/** The first duplicate key or the first point deeper than `maxDepth`, or undefined. */
export function jsonShapeProblem(text: string, maxDepth: number): JsonShapeProblem | undefined {
  return walkJson(text, maxDepth, () => true);
}

/**
 * Every key given twice in an object of `text` (JSON that JSON.parse accepted, where the last
 * one silently wins), as its full path (`data.attributes.signingSecret`), at most `max` of them.
 */
export function jsonDuplicateKeys(text: string, max = 10): string[] {
  const found: string[] = [];
  walkJson(text, Number.POSITIVE_INFINITY, (problem) => {
    const path = problem.path === "" ? problem.key : `${problem.path}.${problem.key}`;
    if (!found.includes(path)) found.push(path);
    return found.length >= max;
  });
  return found;
}

/**
 * Walks `text`, telling `onDuplicate` each key given twice (it returns whether to stop there);
 * returns the duplicate it stopped at, or the first point deeper than `maxDepth`.
 */
function walkJson(
  text: string,
  maxDepth: number,
  onDuplicate: (problem: Extract<JsonShapeProblem, { kind: "duplicate_key" }>) => boolean,
): JsonShapeProblem | undefined {
  const stack: Frame[] = [];
  let expectingKey = false;
  const length = text.length;
  for (let index = 0; index < length; index += 1) {
    const code = text.charCodeAt(index);
    if (code === 0x22 /* " */) {
      let end = index + 1;
      while (end < length) {
        const inner = text.charCodeAt(end);
        if (inner === 0x5c /* \ */) end += 2;
        else if (inner === 0x22) break;
        else end += 1;
      }
      const top = stack[stack.length - 1];
      if (expectingKey && top?.object) {
        const key = JSON.parse(text.slice(index, end + 1)) as string;
        if (top.keys.has(key)) {
          const problem = { kind: "duplicate_key", key: shorten(key), path: pathOf(stack) } as const;
          if (onDuplicate(problem)) return problem;
        }
        top.keys.add(key);
        top.key = key;
        expectingKey = false;
      }
      index = end;
    } else if (code === 0x7b /* { */ || code === 0x5b /* [ */) {
      if (stack.length >= maxDepth) return { kind: "too_deep", maxDepth, offset: index };
      stack.push(
        code === 0x7b ? { object: true, keys: new Set(), key: undefined } : { object: false, index: 0 },
      );
      expectingKey = code === 0x7b;
    } else if (code === 0x7d /* } */ || code === 0x5d /* ] */) {
      stack.pop();
      expectingKey = false;
    } else if (code === 0x2c /* , */) {
      const top = stack[stack.length - 1];
      if (top?.object) expectingKey = true;
      else if (top) top.index += 1;
    }
  }
  return undefined;
}

/** The problem as a sentence about `label` (e.g. "--data"), with the fix. */
export function describeJsonShapeProblem(problem: JsonShapeProblem, label: string): string {
  if (problem.kind === "duplicate_key") {
    const where = problem.path === "" ? "" : ` in ${problem.path}`;
    return `${label} has the key ${JSON.stringify(problem.key)} twice${where}; give each key once`;
  }
  return `${label} nests deeper than ${problem.maxDepth} levels (at character ${problem.offset + 1}); that is not a value svc-ci expects`;
}

/**
 * Where `text` (JSON that JSON.parse accepted) first opens a container deeper than `maxDepth`, or
 * -1. Only a depth counter, and strings are skipped with indexOf: every API response page passes
 * here, so this costs a fraction of JSON.parse instead of as much again.
 */
export function jsonNestingOffset(text: string, maxDepth: number): number {
  let depth = 0;
  const length = text.length;
  for (let index = 0; index < length; index += 1) {
    const code = text.charCodeAt(index);
    if (code === 0x22 /* " */) {
      // The closing quote is the next one not escaped by an odd run of backslashes.
      let end = text.indexOf('"', index + 1);
      while (end !== -1) {
        let slashes = 0;
        while (text.charCodeAt(end - 1 - slashes) === 0x5c /* \ */) slashes += 1;
        if (slashes % 2 === 0) break;
        end = text.indexOf('"', end + 1);
      }
      if (end === -1) return -1;
      index = end;
    } else if (code === 0x7b /* { */ || code === 0x5b /* [ */) {
      if (depth >= maxDepth) return index;
      depth += 1;
    } else if (code === 0x7d /* } */ || code === 0x5d /* ] */) {
      depth -= 1;
    }
  }
  return -1;
}

/** The service's resources nest a few levels; a response far deeper is refused, not recursed into. */
export const maxResponseDepth = 256;
