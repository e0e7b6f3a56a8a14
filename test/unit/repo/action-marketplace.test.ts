/**
 * The GitHub Marketplace checks action.yml only when a release is published, and then refuses the
 * listing: a description of 125 characters or more, a missing name, or a branding colour or icon
 * outside the documented sets. These tests hold those rules before a release.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";

const root = join(import.meta.dirname, "../../..");
const action = parse(readFileSync(join(root, "action.yml"), "utf8")) as {
  name?: unknown;
  description?: unknown;
  author?: unknown;
  branding?: { icon?: unknown; color?: unknown };
};

/** The branding colours GitHub's metadata syntax documents. */
const COLORS = ["white", "black", "yellow", "blue", "green", "orange", "red", "purple", "gray-dark"];
/**
 * Some of the Feather icons the metadata syntax accepts (checked against GitHub's documented list);
 * a new icon is added here only after checking it is on that list.
 */
const ICONS = ["anchor", "link", "send", "refresh-cw", "shield", "zap", "check-circle", "activity"];
/** Marketplace categories: a listing may not take one of their names. */
const CATEGORIES = [
  "api management",
  "chat",
  "code quality",
  "code review",
  "continuous integration",
  "dependency management",
  "deployment",
  "ide",
  "learning",
  "localization",
  "mobile",
  "monitoring",
  "project management",
  "publishing",
  "recently added",
  "security",
  "support",
  "testing",
  "utilities",
];

describe("action.yml meets the GitHub Marketplace's listing rules", () => {
  it("has a description shorter than 125 characters", () => {
    expect(typeof action.description).toBe("string");
    expect(String(action.description).trim().length).toBeLessThan(125);
  });

  it("has a name the Marketplace can list: present, one line, not a category or a GitHub-reserved name", () => {
    expect(typeof action.name).toBe("string");
    const name = String(action.name);
    expect(name.trim()).toBe(name);
    expect(name.length).toBeGreaterThan(0);
    expect(name.length).toBeLessThanOrEqual(255);
    expect(name).not.toMatch(/[\r\n]/);
    expect(CATEGORIES).not.toContain(name.toLowerCase());
    expect(name.toLowerCase()).not.toMatch(/^github\b/);
  });

  it("has a branding colour and icon from the allowed sets", () => {
    expect(COLORS).toContain(action.branding?.color);
    expect(ICONS).toContain(action.branding?.icon);
  });

  it("has an author", () => {
    expect(typeof action.author).toBe("string");
  });
});
