/**
 * action.yml is the single source of the Action's inputs: src/action/inputs.ts and docs/action.md's
 * inputs table must agree with it on names, required and defaults.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { type InputName, inputDefaults, inputNames, parseInputs } from "../../../src/action/inputs.js";

const root = join(import.meta.dirname, "../../..");
const declared = (
  parse(readFileSync(join(root, "action.yml"), "utf8")) as {
    inputs: Record<string, { required?: boolean; default?: unknown }>;
  }
).inputs;
const names = Object.keys(declared).sort();
const defaultOf = (name: string) => {
  const value = declared[name]?.default;
  return value === undefined ? undefined : String(value);
};
/** A default the runner computes (`${{ github.token }}`): inputs.ts cannot know its value. */
const isExpression = (value: string | undefined) => value?.includes("${{") === true;
const literalDefaultOf = (name: string) => (isExpression(defaultOf(name)) ? undefined : defaultOf(name));

const TOKEN = `tg_sa_v2_de_de-nbg-001_0123456789abcdef01234567_${"ab".repeat(32)}`;
/** Valid input sets; an input is optional when some set parses without it. */
const validSets: Partial<Record<InputName, string>>[] = [
  { token: TOKEN, plan: "steps: []" },
  { token: TOKEN, "plan-file": "plan.yml" },
];
const parseWith = (inputs: Partial<Record<string, string>>) => parseInputs((name) => inputs[name] ?? "");
const parsesWithout = (name: string) =>
  validSets.some((set) => {
    try {
      parseWith({ ...set, [name]: "" });
      return true;
    } catch {
      return false;
    }
  });

/** docs/action.md's inputs table: `| \`name\` (/ \`name\`) | required | default | meaning |`. */
function documentedInputs(): Map<string, { required: boolean; default: string | undefined }> {
  const lines = readFileSync(join(root, "docs/action.md"), "utf8").split("\n");
  const header = lines.findIndex((line) => /^\|\s*Input\s*\|\s*Required\s*\|\s*Default\s*\|/.test(line));
  expect(header, "docs/action.md has an inputs table").toBeGreaterThan(-1);
  const rows = new Map<string, { required: boolean; default: string | undefined }>();
  for (const line of lines.slice(header + 2)) {
    if (!line.startsWith("|")) break;
    const [inputCell = "", requiredCell = "", defaultCell = ""] = line.split("|").slice(1);
    const defaultValue = /`([^`]*)`/.exec(defaultCell)?.[1];
    for (const [, name = ""] of inputCell.matchAll(/`([^`]+)`/g)) {
      rows.set(name, { required: requiredCell.trim() === "yes", default: defaultValue });
    }
  }
  return rows;
}

describe("action.yml is the single source of the inputs", () => {
  it("inputs.ts reads exactly the declared inputs", () => {
    expect([...inputNames].sort()).toEqual(names);
  });

  it("inputs.ts applies exactly the declared defaults", () => {
    const withDefaults = Object.fromEntries(
      names.flatMap((name) => (literalDefaultOf(name) === undefined ? [] : [[name, literalDefaultOf(name)]])),
    );
    expect(inputDefaults).toEqual(withDefaults);
  });

  it.each(names)("%s: inputs.ts requires it exactly when action.yml does", (name) => {
    expect(!parsesWithout(name)).toBe(declared[name]?.required === true);
  });

  it.each(names.filter((name) => literalDefaultOf(name) !== undefined))(
    "%s: an empty value means the declared default",
    (name) => {
      const set = validSets.find((inputs) => !(name in inputs)) ?? {};
      expect(parseWith({ ...set, [name]: "" })).toEqual(parseWith({ ...set, [name]: defaultOf(name) }));
    },
  );

  it("docs/action.md's inputs table lists the declared inputs with their required flags and defaults", () => {
    const rows = documentedInputs();
    expect([...rows.keys()].sort()).toEqual(names);
    for (const name of names) {
      expect(rows.get(name), name).toEqual({
        required: declared[name]?.required === true,
        default: defaultOf(name),
      });
    }
  });
});
