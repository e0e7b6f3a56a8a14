import { resolve } from "node:path";

/**
 * The files the plan's `file` secret sinks write, as absolute paths (relative ones against
 * `baseDirectory`): an adapter writing a file of its own (a JUnit report) must never replace one.
 */
export function fileSinkPaths(
  steps: readonly { id: string; with?: unknown }[],
  baseDirectory: string,
): { stepId: string; path: string }[] {
  const paths: { stepId: string; path: string }[] = [];
  for (const step of steps) {
    const sink = (step.with as { "secret-sink"?: { type?: unknown; path?: unknown } } | undefined)?.[
      "secret-sink"
    ];
    if (sink?.type === "file" && typeof sink.path === "string") {
      paths.push({ stepId: step.id, path: resolve(baseDirectory, sink.path) });
    }
  }
  return paths;
}
