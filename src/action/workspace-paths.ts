import * as nativePath from "node:path";

/** The path functions the checks use: node:path on this OS; path.win32 or path.posix in tests. */
export type PathApi = Pick<typeof nativePath, "relative" | "isAbsolute" | "sep">;

/**
 * Where `target` lies relative to `root`, both absolute: the same directory, inside it, or
 * outside (above it, beside it, on another drive or UNC share). On Windows the comparison is
 * case-insensitive and drive letters compare equal in either case, as `path.win32.relative` does.
 * A name that merely starts with two dots (`..report.xml`) is inside.
 */
export function placeIn(
  root: string,
  target: string,
  path: PathApi = nativePath,
): "same" | "inside" | "outside" {
  const rel = path.relative(root, target);
  if (rel === "") return "same";
  if (rel === ".." || rel.startsWith(`..${path.sep}`) || path.isAbsolute(rel)) return "outside";
  return "inside";
}

/** A workspace-relative path as an annotation names its file: with `/` on every OS. */
export function annotationFile(relativePath: string, path: PathApi = nativePath): string {
  return relativePath.split(path.sep).join("/");
}
