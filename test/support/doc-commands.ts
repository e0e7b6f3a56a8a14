/**
 * The shell commands of the docs (README.md, CONTRIBUTING.md, docs/*.md), for the test that runs them
 * (test/e2e/cli/docs-commands.test.ts). The rule, which no new command escapes:
 *
 * - Every fenced block names its language (a block without one is reported), so a shell block
 *   cannot pass as plain text.
 * - In a ```sh, ```bash or ```shell block every line is a command: a `\` continuation joined, a
 *   here-document kept with the line that opens it, comment lines and trailing ` # ...` comments
 *   dropped. A block right under `<!-- docs-commands: one script -->` is one command: the whole
 *   script, run at once (its lines depend on each other).
 * - In a ```console block, every `$ ` line is a command (the others are its output).
 * - In the prose, every inline code span starting with `svc `, `svc-emulator `, `npx `, `npm ` or
 *   `node ` is a command, except a reference to a command by name (`svc webhooks list`: only
 *   command words), which must name a command of the CLI instead.
 * - A block right under `<!-- docs-commands: run by <test file> -->` is run by that test instead
 *   (it needs what the docs-commands test does not have, e.g. the npm registry), which says so.
 * - No code of the docs, in any block or span, installs or runs the package by its name from the
 *   registry (`npm i svc-ci`, `npx -p svc-ci ...`): it is not published, so that name is a 404
 *   today and someone else's code the day they register it.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

interface CodeBlock {
  file: string;
  /** 1-based line of the opening fence. */
  line: number;
  lang: string;
  body: string;
  /** Marked `<!-- docs-commands: one script -->`: the whole block is one command. */
  script: boolean;
  /** Marked `<!-- docs-commands: run by <test file> -->`: that test runs the block's commands. */
  runBy: string | undefined;
}

const scriptMarker = "<!-- docs-commands: one script -->";
const runByMarker = /^<!-- docs-commands: run by (\S+) -->$/;

function docFiles(root: string): string[] {
  return [
    "README.md",
    "CONTRIBUTING.md",
    ...readdirSync(join(root, "docs"))
      .filter((name) => name.endsWith(".md"))
      .sort()
      .map((name) => `docs/${name}`),
  ];
}

/** Every fenced block of a Markdown text, with its language (empty when the fence names none). */
function codeBlocks(file: string, text: string): CodeBlock[] {
  const blocks: CodeBlock[] = [];
  const lines = text.split("\n");
  let open:
    | {
        line: number;
        lang: string;
        fence: string;
        body: string[];
        script: boolean;
        runBy: string | undefined;
      }
    | undefined;
  let previous = "";
  lines.forEach((line, index) => {
    if (open) {
      if (line.trim() === open.fence) {
        blocks.push({
          file,
          line: open.line,
          lang: open.lang,
          body: open.body.join("\n"),
          script: open.script,
          runBy: open.runBy,
        });
        open = undefined;
      } else open.body.push(line);
      return;
    }
    const fence = /^\s*(`{3,})(\S*)/.exec(line);
    if (fence) {
      open = {
        line: index + 1,
        lang: fence[2] ?? "",
        fence: fence[1] as string,
        body: [],
        script: previous.trim() === scriptMarker,
        runBy: runByMarker.exec(previous.trim())?.[1],
      };
      return;
    }
    if (line.trim() !== "") previous = line;
  });
  return blocks;
}

const shellLanguages = new Set(["sh", "bash", "shell"]);

/** The commands of one shell block (see the rule above). */
function blockCommands(block: CodeBlock): string[] {
  if (block.lang === "console") {
    return block.body
      .split("\n")
      .filter((line) => line.startsWith("$ "))
      .map((line) => line.slice(2).trim());
  }
  if (!shellLanguages.has(block.lang)) return [];
  if (block.script) return [block.body.trim()];
  const commands: string[] = [];
  const lines = block.body.replace(/\\\n\s*/g, "").split("\n");
  for (let index = 0; index < lines.length; index++) {
    const line = (lines[index] ?? "").replace(/\s+#\s.*$/, "").trim();
    if (line === "" || line.startsWith("#")) continue;
    const heredoc = /<<-?\s*'?(\w+)'?/.exec(line);
    if (!heredoc) {
      commands.push(line);
      continue;
    }
    const body: string[] = [line];
    while (index + 1 < lines.length) {
      index++;
      body.push(lines[index] ?? "");
      if ((lines[index] ?? "").trim() === heredoc[1]) break;
    }
    commands.push(body.join("\n"));
  }
  return commands;
}

/** Inline code spans of the prose (a span may wrap onto the next line). */
function inlineSpans(text: string): string[] {
  const prose = text.replace(/^\s*(`{3,})[\s\S]*?^\s*\1\s*$/gm, "").replace(/\n(?!\n)/g, " ");
  return [...prose.matchAll(/`([^`]+)`/g)].map((match) => (match[1] ?? "").replace(/\s+/g, " ").trim());
}

const commandSpan = /^(svc|svc-emulator|npx|npm|node) /;

/** `svc webhooks list`: a command named in a sentence (only command words), not a command to run. */
const isCommandReference = (span: string) => /^svc( [a-z][a-z-]*)+$/.test(span);

export interface DocumentedCommands {
  /** Command text -> the files it appears in. */
  commands: Map<string, string[]>;
  /** Commands of blocks marked `run by <test file>` -> that test file. */
  runBy: Map<string, string>;
  /** Code (a block's line or a span) that resolves the unpublished package by name, as `file:line: code`. */
  unpublished: string[];
  /** `svc <words>` named in prose -> files. */
  references: Map<string, string[]>;
  /** Fenced blocks without a language, as `file:line`. */
  unlabelled: string[];
}

export function documentedCommands(root: string): DocumentedCommands {
  const commands = new Map<string, string[]>();
  const references = new Map<string, string[]>();
  const runBy = new Map<string, string>();
  const unlabelled: string[] = [];
  const unpublished: string[] = [];
  const add = (map: Map<string, string[]>, key: string, file: string) =>
    map.set(key, [...new Set([...(map.get(key) ?? []), file])]);
  for (const file of docFiles(root)) {
    const text = readFileSync(join(root, file), "utf8");
    for (const block of codeBlocks(file, text)) {
      if (block.lang === "") unlabelled.push(`${file}:${block.line}`);
      for (const command of blockCommands(block)) {
        add(commands, command, file);
        if (block.runBy) runBy.set(command, block.runBy);
      }
      block.body.split("\n").forEach((line, index) => {
        if (resolvesUnpublishedName(line))
          unpublished.push(`${file}:${block.line + 1 + index}: ${line.trim()}`);
      });
    }
    for (const span of inlineSpans(text)) {
      if (resolvesUnpublishedName(span)) unpublished.push(`${file}: ${span}`);
      if (!commandSpan.test(span)) continue;
      add(isCommandReference(span) ? references : commands, span, file);
    }
  }
  return { commands, references, runBy, unlabelled, unpublished };
}

/**
 * npm, npx, pnpm or yarn given `svc-ci` as a registry name (`npx -p svc-ci@1 svc`, `npm i -g svc-ci`),
 * not as a path (`./vendor/svc-ci-1.1.0.tgz`) or the Action's `svc-ci/svc-ci@v1`.
 */
function resolvesUnpublishedName(code: string): boolean {
  return /\b(?:npx|npm\s+(?:i|install|add|exec|x)|pnpm\s+(?:add|dlx)|yarn\s+(?:add|dlx))\b[^\n|;&]*?(?<![\w./~-])svc-ci(?:@[\w.^~-]*)?(?![\w./-])/.test(
    code,
  );
}

/** A command that runs `node` itself: the system's Node, which may be older than the project's. */
export function runsPlainNode(command: string): boolean {
  return /(^|[;&|(]\s*|\$\(\s*|^(\w+=\S+\s+)+)node\s/m.test(command);
}
