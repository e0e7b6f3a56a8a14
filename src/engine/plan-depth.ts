import type { CST, LineCounter } from "yaml";

/** Plans need a handful of levels (steps, a step, with, a sink, its command); far more is a mistake. */
export const maxPlanDepth = 64;

/**
 * Where the plan first nests deeper than `maxDepth` (1-based line and column), or undefined, from
 * the text's syntax tokens (the plan reader composes its document from the same tokens). Walks the
 * YAML syntax tree (the lexer and parser are not recursive) with an explicit stack, before the
 * document is composed: composing and validating nest one call per level, so a deeply nested plan
 * would otherwise end in "Maximum call stack size exceeded" instead of an error naming the plan.
 */
export function tooDeepIn(
  tokens: readonly CST.Token[],
  lineCounter: LineCounter,
  maxDepth = maxPlanDepth,
): { line: number; column: number } | undefined {
  const pending: [unknown, number][] = [];
  for (const token of tokens) pending.push([token, 0]);
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    const [token, depth] = next;
    if (typeof token !== "object" || token === null) continue;
    const node = token as { type?: string; value?: unknown; items?: { key?: unknown; value?: unknown }[] };
    if (depth > maxDepth) {
      const offset = (token as { offset?: number }).offset ?? 0;
      const position = lineCounter.linePos(offset);
      return { line: position.line, column: position.col };
    }
    if (node.type === "document") pending.push([node.value, depth]);
    else if (node.type === "block-map" || node.type === "block-seq" || node.type === "flow-collection") {
      for (const item of node.items ?? []) {
        if (item.key) pending.push([item.key, depth + 1]);
        if (item.value) pending.push([item.value, depth + 1]);
      }
    }
  }
  return undefined;
}
