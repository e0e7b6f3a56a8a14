import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { cliDocsPath, renderCliReference } from "../../../scripts/gen-cli-docs.js";
import { EXIT } from "../../../src/cli/errors.js";
import { CLI_VERSION } from "../../../src/cli/version.js";

describe("docs/cli.md", () => {
  it("is up to date with the command definitions (regenerate with: npm run docs:cli)", () => {
    expect(readFileSync(cliDocsPath, "utf8")).toBe(renderCliReference());
  });

  it("lists every command of the spec", () => {
    const text = renderCliReference();
    for (const command of [
      "svc webhooks list",
      "svc webhooks get",
      "svc webhooks create",
      "svc webhooks update",
      "svc webhooks remove",
      "svc webhooks rotate-secret",
      "svc webhooks test",
      "svc webhook-deliveries list",
      "svc webhook-deliveries get",
      "svc workspace",
      "svc tasks list",
      "svc lists list",
      "svc contacts get",
    ]) {
      expect(text).toContain(`## ${command}\n`);
    }
  });
});

describe("docs/cli-guide.md's exit codes", () => {
  it("name only codes the CLI exits with", () => {
    const readme = readFileSync(new URL("../../../docs/cli-guide.md", import.meta.url), "utf8");
    const bullet = /^- \*\*Exit codes\*\*:(.*?)(?=^- |^\S)/ms.exec(readme)?.[1];
    expect(bullet).toBeDefined();
    // "<code> <meaning>" items separated by semicolons, e.g. "5 404; 6 409 or 412; 130 Ctrl-C"
    const listed = [...(bullet ?? "").matchAll(/(?:^|;)\s*(\d+)\s/g)].map((m) => Number(m[1]));
    expect(listed.length).toBeGreaterThan(5);
    expect(listed.filter((code) => !Object.values(EXIT).includes(code as never))).toEqual([]);
  });
});

describe("version", () => {
  it("is the package version", () => {
    const pkg = JSON.parse(readFileSync(new URL("../../../package.json", import.meta.url), "utf8"));
    expect(CLI_VERSION).toBe(pkg.version);
    expect(pkg.bin.svc).toBe("dist/cli.js");
  });
});
