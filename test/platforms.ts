/**
 * Which tests run on which runner OS. CI runs every test on Linux (`npm test`); on macOS and
 * Windows it runs the unit tests and the Action's end-to-end tests (vitest.portable.config.ts),
 * except the files below, each with the reason it cannot run there. The portable config prints
 * this list at the start of every run, so nothing is left out silently; a new test file is
 * portable unless it is added here (test/unit/repo/platforms.test.ts keeps the list true).
 */

/** Every OS runs these, minus the exceptions below. */
export const portableTests = ["test/unit/**/*.test.ts", "test/e2e/action/**/*.test.ts"];

const symlinks = "symlinks (Windows grants creating them only with a privilege tests do not assume)";
const fifos = "named pipes (mkfifo): POSIX only";
const modes = "POSIX file modes (0600, 0700, umask): Windows files take their directory's ACL";
const scripts = "`#!` scripts made executable with chmod: Windows starts only .exe/.com without a shell";

/** Need POSIX (Linux and macOS): not run on Windows. */
export const posixOnlyTests: Record<string, string> = {
  "test/unit/action/main-links.test.ts": symlinks,
  "test/unit/action/plan-file-links.test.ts": `${symlinks}; ${fifos}`,
  "test/unit/action/pending-reveals.test.ts": `${fifos}; ${symlinks}`,
  "test/unit/action/post-links.test.ts": symlinks,
  "test/e2e/action/cancel.test.ts":
    "sends SIGINT/SIGTERM to the Action: on Windows Node cannot deliver a signal to a child, it terminates it",
  "test/unit/cli/auth/config-store.test.ts": `${modes}; ${symlinks}`,
  "test/unit/cli/commands.test.ts": modes,
  "test/unit/cli/engine-context.test.ts": modes,
  "test/unit/cli/input-edges.test.ts": fifos,
  "test/unit/cli/parse.test.ts": fifos,
  "test/unit/cli/write-paths-links.test.ts": symlinks,
  "test/unit/cli/run-replay.test.ts": `POSIX paths for HOME and XDG_STATE_HOME, and file links; ${scripts}`,
  "test/unit/emulator/state-dir-safety.test.ts": `${modes}; ${symlinks}`,
  "test/unit/emulator/state-dir.test.ts": modes,
  "test/unit/engine/journal-file.test.ts": `${modes}; POSIX paths for HOME and XDG_STATE_HOME`,
  "test/unit/engine/junit-target-write.test.ts": symlinks,
  "test/unit/engine/secret-files-adapters.test.ts": symlinks,
  "test/unit/engine/secret-files.test.ts": `${modes}; ${symlinks}`,
  "test/unit/engine/sinks/command-sink.test.ts": scripts,
  "test/unit/engine/sinks/file-sink.test.ts": `${modes}; ${symlinks}`,
  "test/unit/engine/steps/rotate-secret.test.ts": modes,
  "test/unit/untrusted/bounded-input.test.ts": `${fifos}; /dev/null; ${symlinks}`,
  "test/unit/untrusted/path-problem.test.ts": `/dev/null; ${symlinks}`,
};

/** Need what only the Linux CI job installs (scripts/install-system-packages.sh): Linux only. */
export const linuxOnlyTests: Record<string, string> = {
  "test/unit/cli/completion.test.ts":
    "runs bash, fish and zsh (in tmux) to complete with the generated scripts",
  "test/unit/scripts/system-packages.test.ts": "checks the apt-get installer of the Linux system packages",
};

/** The files a runner on `platform` leaves out, with the reason. */
export function excludedTests(platform: NodeJS.Platform): Record<string, string> {
  return platform === "win32" ? { ...posixOnlyTests, ...linuxOnlyTests } : linuxOnlyTests;
}
