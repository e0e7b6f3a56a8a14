/**
 * npm test's pretest (scripts/install-system-packages.sh) on fake machines: dpkg-query, id, apt-get
 * and the browsers are stubs in a PATH of their own, so nothing is installed for real.
 */
import { execFile } from "node:child_process";
import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { afterEach, describe, expect, it } from "vitest";
import { findBrowser } from "../../support/browser.js";

const root = join(import.meta.dirname, "../../..");
const script = join(root, "scripts/install-system-packages.sh");
const ALL = [
  "gnome-keyring",
  "libsecret-tools",
  "dbus",
  "dbus-daemon",
  "dbus-bin",
  "tmux",
  "util-linux",
  "openssl",
  "zsh",
  "fish",
];
const dirs: string[] = [];

afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

interface Machine {
  installed: string[];
  uid: number;
  browsers?: string[];
  aptGet?: boolean;
}

function stub(dir: string, name: string, body: string): void {
  writeFileSync(join(dir, name), `#!/bin/bash\n${body}\n`);
  chmodSync(join(dir, name), 0o755);
}

async function runOn(machine: Machine, env: Record<string, string> = {}) {
  const dir = mkdtempSync(join(tmpdir(), "svc-syspkg-"));
  dirs.push(dir);
  const log = join(dir, "apt.log");
  writeFileSync(log, "");
  const installed = machine.installed.map((p) => `"${p}"`).join(" ");
  stub(
    dir,
    "dpkg-query",
    `for p in ${installed}; do [ "$p" = "\${@: -1}" ] && { printf 'install ok installed'; exit 0; }; done; exit 1`,
  );
  stub(dir, "id", `echo ${machine.uid}`);
  if (machine.aptGet !== false) stub(dir, "apt-get", `echo "$*" >> ${log}`);
  for (const browser of machine.browsers ?? []) stub(dir, browser, "exit 0");
  const result = await promisify(execFile)("/bin/bash", [script], { env: { PATH: dir, ...env } }).then(
    ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
    (error: { code: number; stdout: string; stderr: string }) => ({
      code: error.code,
      stdout: error.stdout,
      stderr: error.stderr,
    }),
  );
  return { ...result, apt: readFileSync(log, "utf8").trim().split("\n").filter(Boolean) };
}

describe("npm test's pretest: the system packages", () => {
  it("is wired as npm test's first step", () => {
    const pkg = JSON.parse(readFileSync(join(root, "package.json"), "utf8")) as {
      scripts: Record<string, string>;
    };
    expect(pkg.scripts.pretest).toBe("bash scripts/install-system-packages.sh");
  });

  it("does nothing when everything is there", async () => {
    expect(await runOn({ installed: ALL, uid: 1000, browsers: ["chromium"] })).toEqual({
      code: 0,
      stdout: "",
      stderr: "",
      apt: [],
    });
  });

  it("accepts any Chromium-family browser, or CHROMIUM_PATH", async () => {
    expect((await runOn({ installed: ALL, uid: 1000, browsers: ["google-chrome"] })).code).toBe(0);
    const dir = mkdtempSync(join(tmpdir(), "svc-browser-"));
    dirs.push(dir);
    stub(dir, "my-chrome", "exit 0");
    expect((await runOn({ installed: ALL, uid: 1000 }, { CHROMIUM_PATH: join(dir, "my-chrome") })).code).toBe(
      0,
    );
  });

  it("without root, stops at once with one line naming the missing packages and the command", async () => {
    const result = await runOn({ installed: ALL.filter((p) => p !== "tmux"), uid: 1000 });
    expect(result.code).toBe(1);
    expect(result.apt).toEqual([]);
    expect(result.stderr).toBe(
      "The end-to-end tests need these system packages: tmux chromium. Install them with: sudo apt-get install -y --no-install-recommends tmux chromium (or run npm test as root on Debian/Ubuntu, which installs them).\n",
    );
  });

  it("as root without apt-get, stops the same way", async () => {
    const result = await runOn({ installed: [], uid: 0, aptGet: false, browsers: ["chromium"] });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(`sudo apt-get install -y --no-install-recommends ${ALL.join(" ")}`);
  });

  it("as root with apt-get, installs exactly what is missing", async () => {
    const result = await runOn({ installed: ALL.filter((p) => p !== "openssl" && p !== "dbus-bin"), uid: 0 });
    expect(result.code).toBe(0);
    expect(result.apt).toEqual([
      "update -qq",
      "install -y -qq --no-install-recommends dbus-bin openssl chromium",
    ]);
  });
});

describe("the browser of the browser-login tests", () => {
  it("is CHROMIUM_PATH, else the first Chromium-family name on PATH, else a clear error", () => {
    const dir = mkdtempSync(join(tmpdir(), "svc-browser-"));
    dirs.push(dir);
    stub(dir, "chromium-browser", "exit 0");
    stub(dir, "google-chrome", "exit 0");
    expect(findBrowser({ PATH: dir })).toBe(join(dir, "google-chrome"));
    expect(findBrowser({ PATH: dir, CHROMIUM_PATH: join(dir, "chromium-browser") })).toBe(
      join(dir, "chromium-browser"),
    );
    expect(() => findBrowser({ PATH: dir, CHROMIUM_PATH: join(dir, "absent") })).toThrow(/CHROMIUM_PATH/);
    expect(() => findBrowser({ PATH: join(dir, "empty") })).toThrow(/sudo apt-get install chromium/);
  });
});
