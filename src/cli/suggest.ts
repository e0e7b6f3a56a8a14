/**
 * "Did you mean" for a mistyped command. Commander suggests by edit distance only, which finds
 * `lsit` -> `list` but offers `create, update` for `rotate` and nothing for `deliveries`. Here a
 * command matches, strongest first, when the typed word is one of its usual other names (`delete`
 * -> `remove`), one of the words of its name (`deliveries` -> `webhook-deliveries`, `rotate` ->
 * `rotate-secret`), a prefix of it, the same word in the singular or plural, or a small typo of it;
 * and when nothing under the command the word was typed in matches, a command one level deeper
 * with that name (`svc verify` -> `svc webhooks verify`, `svc login` -> `svc auth login`). Words in
 * the wrong order (`svc list webhooks`) and a group typed under another group (`svc webhooks
 * deliveries`) are recognised too (see `suggestCommands` and program.ts).
 */

/** Names people type for a command of ours (its last word), e.g. `rm` for `remove`. */
const otherNames: Readonly<Record<string, readonly string[]>> = {
  remove: ["delete", "del", "rm", "destroy", "drop"],
  list: ["ls", "all", "index", "find", "search"],
  get: ["show", "describe", "view", "info", "read", "inspect", "cat"],
  create: ["new", "add", "make", "register"],
  update: ["edit", "set", "change", "modify", "patch", "enable", "disable"],
  "rotate-secret": ["rotate", "roll", "secret", "rekey", "regenerate"],
  test: ["ping", "send", "trigger", "fire", "test-delivery", "deliver"],
  "webhook-deliveries": ["deliveries", "delivery", "history", "attempts"],
  webhooks: ["hooks", "hook", "subscriptions"],
  workspace: ["workspaces", "ws", "whoami", "me"],
  status: ["whoami", "me", "info"],
  profiles: ["accounts", "users"],
  completion: ["completions", "complete"],
  run: ["apply", "plan", "exec"],
  verify: ["check", "validate", "verify-signature", "signature"],
  receive: ["listen", "serve", "server"],
};

/**
 * Other names that hold only under one parent (`svc auth list` -> `svc auth profiles`): as plain
 * other names they would make `svc list` suggest the profiles too.
 */
const otherNamesUnder: Readonly<Record<string, Readonly<Record<string, readonly string[]>>>> = {
  auth: { profiles: ["list", "ls"], login: ["signin", "sign-in"], logout: ["signout", "sign-out"] },
};

/** The part of a commander command that suggestions read. */
export interface CommandNode {
  name(): string;
  readonly commands: readonly CommandNode[];
}

/** How well `typed` names `name`: 0 not at all, higher is stronger. */
export function matchStrength(typed: string, name: string, parentName?: string): number {
  const word = typed.toLowerCase();
  if (word === name) return 6;
  const scoped = parentName === undefined ? undefined : otherNamesUnder[parentName]?.[name];
  if (otherNames[name]?.includes(word) || scoped?.includes(word)) return 5;
  if (`${word}s` === name || word === `${name}s`) return 5;
  if (name.split("-").includes(word)) return 4;
  if (word.length >= 2 && name.startsWith(word)) return 3;
  if (word.length >= 4 && word.startsWith(name)) return 3;
  const limit = word.length <= 3 ? 1 : word.length <= 6 ? 2 : 3;
  return editDistance(word, name) <= limit ? 2 : 0;
}

/**
 * The commands `typed` most likely meant, as paths below `parent` (`["rotate-secret"]`, or
 * `["webhooks", "verify"]` one level deeper), strongest first, at most three. `next`, the word typed
 * after it, may show the two in the wrong order: `list webhooks` -> `["webhooks", "list"]`.
 */
export function suggestCommands(typed: string, parent: CommandNode, next?: string): string[][] {
  const reordered = swapped(typed, parent, next);
  if (reordered) return [reordered];
  const here = ranked(
    parent.commands.map((command) => ({
      path: [command.name()],
      strength: matchStrength(typed, command.name(), parent.name()),
    })),
  );
  // A word that names a command exactly one level deeper beats a typo of a command here.
  const deeper = ranked(
    parent.commands.flatMap((group) =>
      group.commands.map((command) => ({
        path: [group.name(), command.name()],
        strength: matchStrength(typed, command.name()) >= 5 ? 5 : 0,
      })),
    ),
  );
  const best = Math.max(here[0]?.strength ?? 0, deeper[0]?.strength ?? 0);
  if (best === 0) return [];
  return [...here, ...deeper]
    .filter((candidate) => candidate.strength === best)
    .slice(0, 3)
    .map((candidate) => candidate.path);
}

/**
 * `list webhooks`: when the next word names a group here and the typed word a command of that
 * group (by its name, another name of it, or a word of its name), that command.
 */
function swapped(typed: string, parent: CommandNode, next: string | undefined): string[] | undefined {
  if (next === undefined) return undefined;
  const group = parent.commands.find(
    (command) => command.commands.length > 0 && matchStrength(next, command.name()) >= 5,
  );
  if (!group) return undefined;
  const [best] = ranked(
    group.commands.map((command) => ({
      path: [group.name(), command.name()],
      strength: matchStrength(typed, command.name(), parent.name()),
    })),
  );
  return best !== undefined && best.strength >= 4 ? best.path : undefined;
}

/**
 * A group typed under another group (`svc webhooks deliveries`): the groups of `root` that the word
 * names outright (its name, another name of it, singular or plural), as paths below `root`.
 */
export function suggestGroups(typed: string, root: CommandNode): string[][] {
  // `list` under `auth` is a command of the wrong group, not the group `lists`.
  const leaves = root.commands.flatMap((group) => group.commands.map((command) => command.name()));
  if (leaves.includes(typed.toLowerCase())) return [];
  return root.commands
    .filter((command) => command.commands.length > 0 && matchStrength(typed, command.name()) >= 5)
    .slice(0, 3)
    .map((command) => [command.name()]);
}

interface Candidate {
  path: string[];
  strength: number;
}

function ranked(candidates: Candidate[]): Candidate[] {
  return candidates.filter((candidate) => candidate.strength > 0).sort((a, b) => b.strength - a.strength);
}

/** Optimal string alignment distance: insertions, deletions, substitutions, adjacent swaps. */
export function editDistance(a: string, b: string): number {
  const rows: number[][] = [];
  for (let i = 0; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++) {
      if (i === 0) {
        row.push(j);
        continue;
      }
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      const above = rows[i - 1] as number[];
      let best = Math.min(
        (above[j] as number) + 1,
        (row[j - 1] as number) + 1,
        (above[j - 1] as number) + cost,
      );
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        best = Math.min(best, ((rows[i - 2] as number[])[j - 2] as number) + 1);
      row.push(best);
    }
    rows.push(row);
  }
  return (rows[a.length] as number[])[b.length] as number;
}

/**
 * Options people bring from other tools, by the command they type them under (its path without
 * `svc`), and what `svc` has for them: `svc run --dry-run` -> `--mode plan`, as terraform's
 * `plan` and kubectl's `--dry-run` are spelt here.
 */
const otherOptions: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  run: {
    "--dry-run": "--mode plan",
    "--dryrun": "--mode plan",
    "--plan": "--mode plan",
    "--check": "--mode plan",
    "--diff": "--mode plan",
    "--apply": "--mode apply",
    "--auto-approve": "--mode apply",
  },
};

/** What `svc` has for an option of another tool typed under `commandPath` (`svc run`), if anything. */
export function suggestOption(typed: string, commandPath: string): string | undefined {
  const command = commandPath.split(" ").slice(1).join(" ");
  const options = Object.hasOwn(otherOptions, command) ? otherOptions[command] : undefined;
  const name = typed.split("=")[0] as string;
  return options && Object.hasOwn(options, name) ? options[name] : undefined;
}
