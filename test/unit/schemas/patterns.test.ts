import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { parseDecimalInteger, signingSecretPattern } from "../../../src/schemas/patterns.js";
import { signWebhook } from "../../../src/signature/index.js";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "../../..");

describe("parseDecimalInteger (the one integer parser)", () => {
  it("accepts decimal digits within the range", () => {
    expect(parseDecimalInteger("0", 0, 10)).toBe(0);
    expect(parseDecimalInteger("10", 0, 10)).toBe(10);
    expect(parseDecimalInteger("007", 0, 10)).toBe(7);
  });

  it("refuses what Number() or parseInt() would quietly accept, and out-of-range values", () => {
    for (const text of ["", " 1", "1 ", "+1", "-1", "1e3", "0x10", "1.0", "1_000", "١", "11"]) {
      expect(parseDecimalInteger(text, 0, 10), text).toBeUndefined();
    }
    expect(parseDecimalInteger("9".repeat(16), 0, Number.MAX_SAFE_INTEGER)).toBeUndefined();
  });
});

describe("patterns shared by src/schemas and src/signature", () => {
  it("the signing-secret pattern is the one both use", () => {
    const secret = `whsec_v2_${"a".repeat(43)}`;
    expect(signingSecretPattern.test(secret)).toBe(true);
    expect(() => signWebhook(`${secret}x`, "{}")).toThrow(/signing secret/);
    expect(signWebhook(secret, "{}")).toBeTruthy();
  });

  it("src/signature imports nothing that pulls in zod (only the zod-free schemas/patterns.ts)", () => {
    const dir = join(root, "src/signature");
    for (const file of readdirSync(dir).filter((name) => name.endsWith(".ts"))) {
      const source = readFileSync(join(dir, file), "utf8");
      const imports = [...source.matchAll(/from "([^"]+)"/g)].map((match) => match[1] as string);
      for (const path of imports.filter((spec) => spec.startsWith("../"))) {
        expect(`${file}: ${path}`).toBe(`${file}: ../schemas/patterns.js`);
      }
      expect(imports, file).not.toContain("zod");
    }
    expect(readFileSync(join(root, "src/schemas/patterns.ts"), "utf8")).not.toMatch(/^import /m);
  });
});
