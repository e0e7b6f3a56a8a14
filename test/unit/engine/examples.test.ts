import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { parsePlan } from "../../../src/engine/plan-parse.js";

const dir = fileURLToPath(new URL("../../../examples/plans", import.meta.url));
const files = readdirSync(dir).filter((file) => file.endsWith(".yml"));

describe("examples/plans", () => {
  it("has the provisioning (plain and sealed), rotation and release smoke plans", () => {
    expect(files.sort()).toEqual([
      "provision-sealed.yml",
      "provision.yml",
      "release-smoke.yml",
      "rotate.yml",
    ]);
  });

  it.each(files)("%s is a valid plan that points editors at the schema", (file) => {
    const text = readFileSync(join(dir, file), "utf8");
    expect(text.split("\n")[0]).toBe("# yaml-language-server: $schema=../../docs/plan.schema.json");
    expect(parsePlan(text, file).plan.steps.length).toBeGreaterThan(0);
  });
});
