import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { bundledPackageDirs, renderLicenses } from "../../../scripts/licenses.js";

describe("the bundles' third-party licences", () => {
  it("find every package of every module, nested node_modules and concatenated modules included", () => {
    const dirs = bundledPackageDirs({
      modules: [
        { name: "./lib/action/main.js" },
        { name: "./node_modules/zod/v4/core/core.js" },
        {
          name: "./node_modules/@actions/github/lib/github.js + 22 modules",
          modules: [
            { name: "./node_modules/@actions/github/node_modules/@actions/http-client/lib/index.js" },
            { name: "./node_modules/@octokit/core/dist-src/index.js" },
          ],
        },
        { name: "./node_modules/zod/v4/classic/schemas.js" },
      ],
    });
    expect(dirs.sort()).toEqual([
      "node_modules/@actions/github",
      "node_modules/@actions/github/node_modules/@actions/http-client",
      "node_modules/@octokit/core",
      "node_modules/zod",
    ]);
  });

  it("render each package once with its licence text, sorted, and say when a package ships none", () => {
    const root = mkdtempSync(join(tmpdir(), "svc-licenses-"));
    try {
      const pkg = (dir: string, meta: object, license?: string) => {
        mkdirSync(join(root, dir), { recursive: true });
        writeFileSync(join(root, dir, "package.json"), JSON.stringify(meta));
        if (license) writeFileSync(join(root, dir, "LICENSE.md"), `${license}\n`);
      };
      pkg("node_modules/zod", { name: "zod", version: "4.0.0", license: "MIT" }, "MIT text of zod");
      pkg("node_modules/@a/b", { name: "@a/b", version: "1.0.0", license: "ISC" });
      pkg("node_modules/x/node_modules/zod", { name: "zod", version: "4.0.0", license: "MIT" }, "same");
      const text = renderLicenses(root, [
        "node_modules/zod",
        "node_modules/@a/b",
        "node_modules/x/node_modules/zod",
      ]);
      expect(text).toBe(
        [
          "@a/b@1.0.0\nLicense: ISC\n\n(the package ships no licence file; package.json says ISC)\n",
          "----------------------------------------\n",
          "zod@4.0.0\nLicense: MIT\n\nMIT text of zod\n",
        ].join("\n"),
      );
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
