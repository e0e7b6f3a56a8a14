/**
 * Secret files: the files that receive revealed signing secrets, one set of rules for both adapters
 * (the Action's `file` sinks, which its post step removes unless keep-secret-files; `svc run`'s
 * `file` sinks and its `--secrets-dir`, which stay):
 * - written only by the engine's file sink: a new file, mode 0600, never over an existing file,
 *   never through a symlink, never half-written (docs/plan.md "Crash safety");
 * - holding the secret and one line feed, nothing else;
 * - never replaced by a file of an adapter's own (a JUnit report): `secretFileClash`;
 * - removed only while it provably is the file the sink wrote (the same inode, still holding that
 *   very secret); a symlink or another file in its place is left alone: `removeSecretFile`.
 */
import { constants } from "node:fs";
import { lstat, open, realpath } from "node:fs/promises";
import { dirname, isAbsolute, resolve } from "node:path";
import { signingSecretPattern } from "../../schemas/patterns.js";
import { fileIdentity, identityAt, unlinkIfSame } from "../owned-files.js";
import { fileSinkHandler } from "../sinks/file-sink.js";
import { secretFingerprint } from "../sinks/fingerprint.js";
import type { SecretSinkHandler, SecretSinkKind } from "../sinks/types.js";
import { secretSinkOf } from "../step-types.js";
import { sameFile, statOf } from "./same-file.js";

/**
 * Told each file the moment it holds a secret, before a later step can fail, with the secret's
 * fingerprint and the file's identity (device:inode), so a clean-up can prove the file is still the
 * one written and still holds that very secret.
 */
export type OnSecretFile = (path: string, fingerprint: string, identity: string | undefined) => void;

/**
 * The `file` sink: `with.secret-sink.path` resolved against `baseDirectory` (the workspace, the
 * working directory).
 */
export function secretFileSink(baseDirectory: string, onWritten?: OnSecretFile): SecretSinkHandler<"file"> {
  const files = fileSinkHandler(baseDirectory);
  return onWritten ? reportingWrites(files, onWritten) : files;
}

/** The file `svc run --secrets-dir` writes a step's `output`-sink secret to. */
export const secretsDirFile = (directory: string, stepId: string) => resolve(directory, `${stepId}-secret`);

/**
 * The `output` sink where there is no masked step output (`svc run`): a new file
 * `<directory>/<step-id>-secret` under the file sink's rules.
 */
export function secretsDirSink(directory: string, onWritten?: OnSecretFile): SecretSinkHandler<"output"> {
  const files = secretFileSink(directory, onWritten);
  const spec = (stepId: string) => ({ type: "file" as const, path: secretsDirFile(directory, stepId) });
  return {
    check: async (_spec, scope) => {
      const path = secretsDirFile(directory, scope.stepId);
      // Each step's file named alike (<dir>/<step-id>-secret), so a problem of many steps (a
      // reused directory) is one grouped message, not one line per step.
      const named = resolve(directory, "<step-id>-secret");
      // A file an earlier run left matters only if this step reveals a secret again.
      const left =
        scope.previousTarget !== path &&
        (await lstat(path).then(
          () => true,
          () => false,
        ));
      return (await files.check(spec(scope.stepId), scope)).map((problem) => ({
        ...problem,
        message: problem.message.split(path).join(named),
        ...(left ? { whenRevealing: true as const } : {}),
      }));
    },
    prepare: (_spec, scope) => files.prepare(spec(scope.stepId), scope),
  };
}

/** Wraps a sink so every delivered secret's target is reported the moment it is written. */
export function reportingWrites<K extends SecretSinkKind>(
  handler: SecretSinkHandler<K>,
  onWritten: OnSecretFile,
): SecretSinkHandler<K> {
  return {
    check: (spec, scope) => handler.check(spec, scope),
    prepare: async (spec, scope) => {
      const prepared = await handler.prepare(spec, scope);
      return {
        // The target known before the call goes into the run journal (a re-run finds its own file).
        ...(prepared.target === undefined ? {} : { target: prepared.target }),
        deliver: async (secret) => {
          const receipt = await prepared.deliver(secret);
          onWritten(receipt.target, secretFingerprint(secret), await identityAt(receipt.target));
          return receipt;
        },
        abort: () => prepared.abort(),
      };
    },
  };
}

/** A secret file's text without the one line feed the file sink ends it with. */
export const secretFileValue = (text: string): string => (text.endsWith("\n") ? text.slice(0, -1) : text);

/** Where a plan's secrets go, for checking an adapter's own file against them. */
export interface SecretFileFacts {
  /** The plan's steps once it is parsed: their `file` sinks are checked. */
  steps?: readonly { id: string; with?: unknown }[] | undefined;
  /** What relative sink paths are resolved against. */
  baseDirectory: string;
  /** The directory `svc run --secrets-dir` writes secrets to. */
  secretsDir?: string | undefined;
}

/**
 * Why a file of an adapter's own at `path` would replace a secret file of the plan, completing
 * "<path> ..." (e.g. "is where step ... writes its signing secret; ..."), or undefined. The same
 * file counts through a link or symlink too. Side-effect free.
 */
export async function secretFileClash(path: string, facts: SecretFileFacts): Promise<string | undefined> {
  const target = await statOf(path);
  for (const sink of secretFilePaths(facts.steps ?? [], facts.baseDirectory)) {
    if (await sameFile(path, sink.path, target))
      return `is where step "${sink.stepId}" writes its signing secret; the report would replace the secret`;
  }
  if (
    facts.secretsDir !== undefined &&
    (await realDirectory(dirname(path))) === (await realDirectory(facts.secretsDir))
  )
    return "is in --secrets-dir, where the secrets are written; the report could replace one";
  return undefined;
}

/**
 * The files the plan's `file` secret sinks write, as absolute paths (relative ones against
 * `baseDirectory`).
 */
export function secretFilePaths(
  steps: readonly { id: string; with?: unknown }[],
  baseDirectory: string,
): { stepId: string; path: string }[] {
  const paths: { stepId: string; path: string }[] = [];
  for (const step of steps) {
    const sink = secretSinkOf(step.with);
    if (sink?.type === "file" && typeof sink.path === "string") {
      paths.push({ stepId: step.id, path: resolve(baseDirectory, sink.path) });
    }
  }
  return paths;
}

/** What removing a secret file did, for the adapter to show: a warning never fails anything. */
export interface RemovalNote {
  level: "info" | "warning";
  message: string;
}

/** What proves a file is the one the file sink wrote: the secret's fingerprint and the file's identity. */
export interface SecretFileProof {
  fingerprint?: string | undefined;
  identity?: string | undefined;
}

/**
 * Removes a secret file the file sink wrote, only when it can prove it is that file: an absolute
 * path, a regular file (a symlink in its place is neither followed nor removed), the same inode
 * the sink created (`identity`), still holding the very secret written (`fingerprint`). Anything
 * else (a tampered record, a reused path, another secret, a file put in its place) is left alone
 * with a warning. Never throws.
 */
export async function removeSecretFile(file: string, proof: SecretFileProof): Promise<RemovalNote> {
  if (!isAbsolute(file)) return warning(`not removing ${file}: the recorded path is not absolute`);
  const { fingerprint, identity } = proof;
  if (fingerprint === undefined || identity === undefined)
    return warning(
      `not removing ${file}: the record of what the file sink wrote there is incomplete, so it cannot be proven to be that file; remove it yourself if it should go`,
    );
  const replaced = `not removing ${file}: it is no longer the file holding the signing secret the file sink wrote (something replaced it); remove it yourself if it should go`;
  try {
    const stats = await lstat(file, { bigint: true });
    if (stats.isSymbolicLink())
      return warning(`not removing ${file}: a symbolic link is in its place (never followed nor removed)`);
    if (!stats.isFile()) return warning(`not removing ${file}: it is no longer a regular file`);
    if (fileIdentity(stats) !== identity || !(await holdsSigningSecret(file, fingerprint)))
      return warning(replaced);
    if (!(await unlinkIfSame(file, identity))) return warning(replaced);
    return { level: "info", message: `removed the secret file ${file}` };
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === "ENOENT") return { level: "info", message: `the secret file ${file} was already removed` };
    return warning(`could not remove the secret file ${file} (${code ?? "error"}); remove it yourself`);
  }
}

const warning = (message: string): RemovalNote => ({ level: "warning", message });

/** Whether the file holds what the file sink wrote: this very signing secret (by fingerprint) and a line feed. */
async function holdsSigningSecret(file: string, fingerprint: string): Promise<boolean> {
  // O_NONBLOCK: a named pipe swapped in after the lstat is never waited on.
  const handle = await open(file, constants.O_RDONLY | constants.O_NOFOLLOW | constants.O_NONBLOCK);
  try {
    const buffer = Buffer.alloc(128);
    const { bytesRead } = await handle.read(buffer, 0, buffer.length, 0);
    const value = secretFileValue(buffer.toString("latin1", 0, bytesRead));
    return signingSecretPattern.test(value) && secretFingerprint(value) === fingerprint;
  } finally {
    await handle.close();
  }
}

const realDirectory = (path: string) => realpath(path).catch(() => resolve(path));
