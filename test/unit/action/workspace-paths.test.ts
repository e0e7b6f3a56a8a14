/**
 * The workspace containment checks of plan-file and junit-file, with Windows paths (path.win32,
 * injected) as well as POSIX ones: drive letters in either case, another drive, UNC shares, names
 * that start with two dots; and annotation file names with `/` on every OS.
 */
import { posix, win32 } from "node:path";
import { describe, expect, it } from "vitest";
import { annotationFile, placeIn } from "../../../src/action/workspace-paths.js";

describe("where a path lies relative to the workspace", () => {
  it.each([
    ["D:\\a\\repo\\repo", "D:\\a\\repo\\repo", "same"],
    ["D:\\a\\repo\\repo", "d:\\A\\Repo\\REPO", "same"],
    ["D:\\a\\repo\\repo", "D:\\a\\repo\\repo\\ci\\plan.yml", "inside"],
    ["D:\\a\\repo\\repo", "d:\\a\\repo\\repo\\ci\\plan.yml", "inside"],
    ["d:\\a\\repo\\repo", "D:\\A\\REPO\\REPO\\ci\\Plan.yml", "inside"],
    ["D:\\a\\repo\\repo", "D:\\a\\repo\\repo\\..report.xml", "inside"],
    ["D:\\a\\repo\\repo", "D:\\a\\repo\\repo-other\\plan.yml", "outside"],
    ["D:\\a\\repo\\repo", "D:\\a\\repo\\plan.yml", "outside"],
    ["D:\\a\\repo\\repo", "C:\\a\\repo\\repo\\plan.yml", "outside"],
    ["D:\\a\\repo\\repo", "\\\\server\\share\\repo\\plan.yml", "outside"],
    ["\\\\server\\share\\repo", "\\\\server\\share\\repo\\ci\\plan.yml", "inside"],
    ["\\\\server\\share\\repo", "\\\\SERVER\\Share\\repo\\ci\\plan.yml", "inside"],
    ["\\\\server\\share\\repo", "\\\\server\\other\\repo\\plan.yml", "outside"],
    ["\\\\server\\share\\repo", "D:\\repo\\plan.yml", "outside"],
  ] as const)("Windows: %s and %s: %s", (root, target, place) => {
    expect(placeIn(root, target, win32)).toBe(place);
  });

  it.each([
    ["/home/runner/work/repo", "/home/runner/work/repo", "same"],
    ["/home/runner/work/repo", "/home/runner/work/repo/ci/plan.yml", "inside"],
    ["/home/runner/work/repo", "/home/runner/work/repo/..report.xml", "inside"],
    ["/home/runner/work/repo", "/home/runner/work/repo-other/plan.yml", "outside"],
    ["/home/runner/work/repo", "/home/runner/work/plan.yml", "outside"],
    // Case matters on Linux (macOS volumes usually ignore it, and realpath gives the stored case).
    ["/home/runner/work/repo", "/home/runner/work/Repo/plan.yml", "outside"],
  ] as const)("POSIX: %s and %s: %s", (root, target, place) => {
    expect(placeIn(root, target, posix)).toBe(place);
  });
});

describe("an annotation's file name", () => {
  it("uses / on every OS, as GitHub links annotations to repository paths", () => {
    expect(annotationFile("ci\\plans\\provision.yml", win32)).toBe("ci/plans/provision.yml");
    expect(annotationFile("ci/plans/provision.yml", posix)).toBe("ci/plans/provision.yml");
  });
});
