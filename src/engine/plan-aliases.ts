import { type Document, isAlias, isMap, isPair, isSeq, type Node } from "yaml";
import { maxPlanSteps } from "./plan-schema.js";

/**
 * Values YAML aliases may add to a plan: a fleet plan repeats an anchored `actions` list or sink
 * in every step (a few values each, up to the step limit), while a "billion laughs" document
 * (anchors of anchors) adds millions. Bounding what the aliases expand to, not how often they
 * appear, lets the first through and refuses the second before anything walks the expansion.
 */
export const maxAliasValues = 20 * maxPlanSteps;

/**
 * Replaces each alias of the document by the node it names, counting the values the aliases add
 * without expanding them: each anchored node's size is remembered in document order (an anchor
 * comes before its aliases), so an alias costs a lookup. The library's own alias resolution
 * searches the document once per alias, quadratic in a 10,000-step plan. Recursion follows the
 * text's nesting only (bounded by plan-depth.ts). Returns the first alias past `limit`, and the
 * first naming no earlier anchor (or its own), if any.
 */
export function inlineAliases(
  document: Document,
  limit = maxAliasValues,
): { over?: Node; unresolved?: Node; added: number } {
  const anchors = new Map<string, { node: Node; size: number }>();
  let added = 0;
  let over: Node | undefined;
  let unresolved: Node | undefined;
  const resolve = (node: unknown): { node: unknown; size: number } => {
    if (!isAlias(node)) return { node, size: size(node) };
    const target = anchors.get(node.source);
    if (!target) {
      unresolved ??= node;
      return { node, size: 0 };
    }
    added += target.size;
    if (added > limit && over === undefined) over = node;
    return target;
  };
  const size = (node: unknown): number => {
    let total = 1;
    if (isMap(node) || isSeq(node)) {
      const items = node.items as unknown[];
      for (const [index, item] of items.entries()) {
        if (over !== undefined) break;
        if (isPair(item)) {
          const key = resolve(item.key);
          const value = resolve(item.value);
          item.key = key.node;
          item.value = value.node;
          total += key.size + value.size;
        } else {
          const value = resolve(item);
          items[index] = value.node;
          total += value.size;
        }
      }
    }
    const anchor = (node as { anchor?: string } | null)?.anchor;
    if (anchor) anchors.set(anchor, { node: node as Node, size: total });
    return total;
  };
  document.contents = resolve(document.contents).node as Document["contents"];
  return {
    added,
    ...(over === undefined ? {} : { over }),
    ...(unresolved === undefined ? {} : { unresolved }),
  };
}
