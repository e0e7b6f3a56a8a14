/**
 * The one diagnosis of every path svc-ci writes to: a part of the path that is a file is named as a
 * file, never as a directory that "does not exist; create it first".
 */
import { mkdirSync, mkdtempSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import {
  creatableDirectoryProblem,
  directoryProblem,
  parentProblem,
} from "../../../src/untrusted/path-problem.js";

const dir = mkdtempSync(join(tmpdir(), "svc-path-problem-"));
const plain = join(dir, "plain");
writeFileSync(plain, "x");
mkdirSync(join(dir, "sub"));
symlinkSync(join(dir, "sub"), join(dir, "sub-link"));

describe("directoryProblem (a directory that must exist)", () => {
  it("says what a path is when it is not a directory, and which part is a file", async () => {
    expect(await directoryProblem(dir)).toBeUndefined();
    expect(await directoryProblem(join(dir, "sub-link"))).toBeUndefined();
    expect(await directoryProblem(plain)).toBe("is a regular file, not a directory");
    expect(await directoryProblem(join(dir, "absent"))).toBe("does not exist");
    expect(await directoryProblem(join(dir, "absent", "deeper"))).toBe("does not exist");
    expect(await directoryProblem("/dev/null")).toBe("is a character device, not a directory");
    expect(await directoryProblem(join(plain, "sub"))).toBe(
      `cannot be reached: ${plain} is a regular file, not a directory`,
    );
  });
});

describe("parentProblem (a new file)", () => {
  it("names a parent that is a file as a file, a missing one as missing", async () => {
    expect(await parentProblem(join(dir, "new.secret"))).toBeUndefined();
    expect(await parentProblem(join(dir, "sub-link", "new.secret"))).toBeUndefined();
    expect(await parentProblem(join(plain, "new.secret"))).toBe(
      `${plain} is a regular file, not a directory`,
    );
    expect(await parentProblem(join(plain, "a", "b", "new.secret"))).toBe(
      `${plain} is a regular file, not a directory`,
    );
    expect(await parentProblem(join(dir, "absent", "new.secret"))).toBe(
      `directory ${join(dir, "absent")} does not exist; create it first`,
    );
    expect(await parentProblem("/dev/null/x")).toBe("/dev/null is a character device, not a directory");
  });
});

describe("creatableDirectoryProblem (mkdir -p)", () => {
  it("accepts a directory or missing parts under one, names a file in the way", async () => {
    expect(await creatableDirectoryProblem(dir)).toBeUndefined();
    expect(await creatableDirectoryProblem(join(dir, "absent", "deeper"))).toBeUndefined();
    expect(await creatableDirectoryProblem(plain)).toBe(`${plain} is a regular file, not a directory`);
    expect(await creatableDirectoryProblem(join(plain, "state"))).toBe(
      `${plain} is a regular file, not a directory`,
    );
  });
});
