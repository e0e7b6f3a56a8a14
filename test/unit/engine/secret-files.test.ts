import {
  appendFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import {
  removeSecretFile,
  secretFileClash,
  secretFilePaths,
  secretFileSink,
  secretFileValue,
  secretsDirFile,
  secretsDirSink,
} from "../../../src/engine/plan-run/secret-files.js";

const SECRET = `whsec_v2_${"s".repeat(43)}`;
const scope = { stepId: "hook" };

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), "svc-secret-files-"));
});
afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
});

describe("secret files", () => {
  it("are written once, 0600, reported when written, and removed by the same rules", async () => {
    const written: string[] = [];
    const proofs: { fingerprint: string; identity: string | undefined }[] = [];
    const sink = secretFileSink(dir, (path, fingerprint, identity) => {
      written.push(path);
      proofs.push({ fingerprint, identity });
    });
    const spec = { type: "file" as const, path: "hook.secret" };
    expect(await sink.check(spec, scope)).toEqual([]);
    const prepared = await sink.prepare(spec, scope);
    expect(written).toEqual([]);
    await prepared.deliver(SECRET);
    const path = join(dir, "hook.secret");
    expect(written).toEqual([path]);
    expect(statSync(path).mode & 0o777).toBe(0o600);
    expect((await sink.check(spec, scope))[0]?.message).toContain("already exists");
    expect(proofs[0]?.identity).toMatch(/^\d+:\d+:\d+$/);
    expect(await removeSecretFile(path, proofs[0] ?? {})).toEqual({
      level: "info",
      message: `removed the secret file ${path}`,
    });
    expect(existsSync(path)).toBe(false);
  });

  it("in --secrets-dir are <dir>/<step-id>-secret", async () => {
    const sink = secretsDirSink(dir);
    const prepared = await sink.prepare({ type: "output" }, scope);
    expect(await prepared.deliver(SECRET)).toEqual({ sink: "file", target: secretsDirFile(dir, "hook") });
    expect(secretsDirFile(dir, "hook")).toBe(join(dir, "hook-secret"));
  });

  it("hold the secret and one line feed: exactly one is dropped when read", () => {
    expect(secretFileValue(`${SECRET}\n`)).toBe(SECRET);
    expect(secretFileValue(`${SECRET}\n\n`)).toBe(`${SECRET}\n`);
    expect(secretFileValue(SECRET)).toBe(SECRET);
  });

  it("are not removed once they hold anything else, nor without the proof of what was written", async () => {
    let proof: { fingerprint: string; identity: string | undefined } | undefined;
    const sink = secretFileSink(dir, (_path, fingerprint, identity) => {
      proof = { fingerprint, identity };
    });
    await (await sink.prepare({ type: "file", path: "hook.secret" }, scope)).deliver(SECRET);
    const path = join(dir, "hook.secret");
    expect((await removeSecretFile(path, {})).level).toBe("warning");
    expect((await removeSecretFile(path, { fingerprint: proof?.fingerprint })).level).toBe("warning");
    appendFileSync(path, "appended\n");
    expect((await removeSecretFile(path, proof ?? {})).level).toBe("warning");
    expect(existsSync(path)).toBe(true);
  });

  it("of a plan clash with another file at the same path, through a symlink, or in --secrets-dir", async () => {
    const steps = [
      { id: "a", with: { "secret-sink": { type: "file", path: "a.secret" } } },
      { id: "b", with: { "secret-sink": { type: "output" } } },
    ];
    expect(secretFilePaths(steps, dir)).toEqual([{ stepId: "a", path: join(dir, "a.secret") }]);
    const facts = { steps, baseDirectory: dir };
    expect(await secretFileClash(join(dir, "a.secret"), facts)).toMatch(/^is where step "a" writes/);
    writeFileSync(join(dir, "a.secret"), `${SECRET}\n`);
    symlinkSync(join(dir, "a.secret"), join(dir, "alias.xml"));
    expect(await secretFileClash(join(dir, "alias.xml"), facts)).toMatch(/^is where step "a" writes/);
    expect(await secretFileClash(join(dir, "report.xml"), facts)).toBeUndefined();
    mkdirSync(join(dir, "secrets"));
    const inDir = join(dir, "secrets", "report.xml");
    expect(await secretFileClash(inDir, { ...facts, secretsDir: join(dir, "secrets") })).toMatch(
      /^is in --secrets-dir/,
    );
  });
});
