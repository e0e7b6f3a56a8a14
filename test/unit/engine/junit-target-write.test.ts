import { mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { writeReportFile } from "../../../src/engine/plan-run/junit-target.js";

const dirs: string[] = [];
const fresh = () => {
  const dir = mkdtempSync(join(tmpdir(), "svc-junit-"));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const xml = '<?xml version="1.0"?>\n<testsuites></testsuites>\n';

describe("writeReportFile (the one report writer of both adapters)", () => {
  it("writes a new report and replaces an earlier one", async () => {
    const path = join(fresh(), "report.xml");
    expect(await writeReportFile(path, "<testsuites>old</testsuites>")).toBeUndefined();
    expect(await writeReportFile(path, xml)).toBeUndefined();
    expect(readFileSync(path, "utf8")).toBe(xml);
  });

  it("leaves a file that is no report alone and says why", async () => {
    const path = join(fresh(), "secret");
    writeFileSync(path, "whsec_keep_me");
    expect(await writeReportFile(path, xml)).toContain("is not a JUnit report");
    expect(readFileSync(path, "utf8")).toBe("whsec_keep_me");
  });

  it("never writes through a symlink in the report's place", async () => {
    const dir = fresh();
    writeFileSync(join(dir, "target"), "");
    symlinkSync(join(dir, "target"), join(dir, "report.xml"));
    expect(await writeReportFile(join(dir, "report.xml"), xml)).toContain("symbolic link");
    expect(readFileSync(join(dir, "target"), "utf8")).toBe("");
  });
});
