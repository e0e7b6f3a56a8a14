/**
 * Unknown commands get useful suggestions: the usual other names of a command, the words of its
 * name, prefixes, singular/plural, small typos, and commands one level deeper; commander's edit
 * distance alone offered `create, update` for `rotate` and nothing for `deliveries`.
 */
import { describe, expect, it } from "vitest";
import { editDistance, matchStrength } from "../../../src/cli/suggest.js";
import { runInProcess } from "../../support/cli.js";

describe("unknown-command suggestions", () => {
  it.each([
    ["webhooks rotate whk_1 --yes", "svc webhooks rotate-secret"],
    ["webhooks rotate-secrets", "svc webhooks rotate-secret"],
    ["webhooks rotatesecret", "svc webhooks rotate-secret"],
    ["deliveries list", "svc webhook-deliveries list"],
    ["delivery get dlv_1", "svc webhook-deliveries get"],
    ["-o json deliveries list --all", "svc webhook-deliveries list"],
    ["webhook list", "svc webhooks list"],
    ["hooks list", "svc webhooks list"],
    ["webhooks delete whk_1", "svc webhooks remove"],
    ["webhooks rm whk_1", "svc webhooks remove"],
    ["webhooks ls", "svc webhooks list"],
    ["webhooks lsit", "svc webhooks list"],
    ["webhooks lst", "svc webhooks list"],
    ["webhooks crate", "svc webhooks create"],
    ["webhooks new", "svc webhooks create"],
    ["webhooks show whk_1", "svc webhooks get"],
    ["webhooks edit whk_1", "svc webhooks update"],
    ["webhooks ping whk_1", "svc webhooks test"],
    ["webhooks listen", "svc webhooks receive"],
    ["verify --headers h", "svc webhooks verify"],
    ["login", "svc auth login"],
    ["logout", "svc auth logout"],
    ["auth whoami", "svc auth status"],
    ["auth ls", "svc auth profiles"],
    ["auth signin", "svc auth login"],
    ["tasks ls", "svc tasks list"],
    ["task list", "svc tasks list"],
    ["contact get c1", "svc contacts get"],
    ["completions bash", "svc completion"],
    ["workspaces", "svc workspace"],
    ["apply plan.yml", "svc run"],
    // Words in the wrong order, a group typed under another, a plan step's or option's name.
    ["list webhooks", "svc webhooks list"],
    ["get webhooks whk_1", "svc webhooks get"],
    ["list deliveries --all", "svc webhook-deliveries list"],
    ["rotate-secret webhooks whk_1", "svc webhooks rotate-secret"],
    ["webhooks deliveries", "svc webhook-deliveries"],
    ["webhooks deliveries list --all", "svc webhook-deliveries list"],
    ["webhooks delivery get dlv_1", "svc webhook-deliveries get"],
    ["test-delivery whk_1", "svc webhooks test"],
    ["verify-signature --headers h", "svc webhooks verify"],
    ["version", "svc --version"],
  ])("svc %s -> did you mean %s?", async (line, meant) => {
    const result = await runInProcess(line.split(" "));
    expect(result.code).toBe(2);
    const [, fix] = result.stderr.split("\n");
    expect(fix).toMatch(new RegExp(`^svc: did you mean ${meant}\\? \\(svc( [a-z-]+)? --help for usage\\)$`));
  });

  it("lists several when several fit equally, and none for a word that fits nothing", async () => {
    const several = await runInProcess(["list"]);
    expect(several.stderr).toContain("did you mean one of svc lists, svc webhooks list,");
    const none = await runInProcess(["frobnicate"]);
    expect(none.stderr).toBe("svc: unknown command 'frobnicate'\nsvc: see svc --help for usage\n");
  });

  it("`auth list` is the profiles (not the group `lists`), and only under auth", async () => {
    const result = await runInProcess(["auth", "list"]);
    expect(result.stderr.split("\n")[1]).toBe(
      "svc: did you mean svc auth profiles? (svc auth --help for usage)",
    );
    const top = await runInProcess(["list"]);
    expect(top.stderr).not.toContain("profiles");
    const underWebhooks = await runInProcess(["webhooks", "signin"]);
    expect(underWebhooks.stderr).not.toContain("login");
  });

  it("a word that is an Object property (constructor, __proto__) suggests nothing", async () => {
    for (const word of ["constructor", "__proto__", "toString"]) {
      const result = await runInProcess([word]);
      expect(result.code).toBe(2);
      expect(result.stderr).toBe(`svc: unknown command '${word}'\nsvc: see svc --help for usage\n`);
    }
  });

  it("escapes what was typed and never echoes it as a suggestion", async () => {
    const result = await runInProcess(["webhooks", "\u001b[31mrotate"]);
    expect(result.stderr).not.toContain("\u001b");
    expect(result.stderr.split("\n")[1]).toBe("svc: see svc webhooks --help for usage");
  });

  it("ranks exact > other name or plural > word of the name > prefix > typo", () => {
    expect(matchStrength("list", "list")).toBeGreaterThan(matchStrength("ls", "list"));
    expect(matchStrength("webhook", "webhooks")).toBeGreaterThan(
      matchStrength("webhook", "webhook-deliveries"),
    );
    expect(matchStrength("deliveries", "webhook-deliveries")).toBeGreaterThan(
      matchStrength("crate", "create"),
    );
    expect(matchStrength("rot", "rotate-secret")).toBeGreaterThan(matchStrength("rotat", "create"));
    expect(matchStrength("zzz", "list")).toBe(0);
    expect(editDistance("lsit", "list")).toBe(1);
    expect(editDistance("", "abc")).toBe(3);
    expect(editDistance("kitten", "sitting")).toBe(3);
  });
});
