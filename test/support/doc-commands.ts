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
}

const scriptMarker = "<!-- docs-commands: one script -->";

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
  let open: { line: number; lang: string; fence: string; body: string[]; script: boolean } | undefined;
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
  /** `svc <words>` named in prose -> files. */
  references: Map<string, string[]>;
  /** Fenced blocks without a language, as `file:line`. */
  unlabelled: string[];
}

export function documentedCommands(root: string): DocumentedCommands {
  const commands = new Map<string, string[]>();
  const references = new Map<string, string[]>();
  const unlabelled: string[] = [];
  const add = (map: Map<string, string[]>, key: string, file: string) =>
    map.set(key, [...new Set([...(map.get(key) ?? []), file])]);
  for (const file of docFiles(root)) {
    const text = readFileSync(join(root, file), "utf8");
    for (const block of codeBlocks(file, text)) {
      if (block.lang === "") unlabelled.push(`${file}:${block.line}`);
      for (const command of blockCommands(block)) add(commands, command, file);
    }
    for (const span of inlineSpans(text)) {
      if (!commandSpan.test(span)) continue;
      add(isCommandReference(span) ? references : commands, span, file);
    }
  }
  return { commands, references, unlabelled };
}

/** A command that runs `node` itself: the system's Node, which may be older than the project's. */
export function runsPlainNode(command: string): boolean {
  return /(^|[;&|(]\s*|\$\(\s*|^(\w+=\S+\s+)+)node\s/m.test(command);
}
