/**
 * The review of a run as Markdown (docs/plan.md "Reviewing a plan"): `svc run -o markdown` for a
 * pull-request comment, and the Action's job summary. Counts first, then a table of the steps that
 * change something (or failed) with each webhook before and after, then the rest inside
 * `<details>`; bounded to a pull-request comment's 65,536 characters, changes kept first, with a
 * last line saying how many rows were left out. Every untrusted value goes through markdownText.
 */
import type { RunReport, StepReport } from "../report.js";
import { type ChangeKind, changeKind, countKinds, countsLine } from "./counts.js";
import { markdownText } from "./markdown-text.js";
import type { WebhookSnapshot } from "./snapshot.js";

/** GitHub refuses a pull-request comment longer than this (characters). */
export const pullRequestCommentLimit = 65_536;

/** The sign of each kind of step, as Terraform marks its plan. */
export const changeMark: Readonly<Record<ChangeKind, string>> = {
  create: "+",
  update: "~",
  rotate: "~",
  remove: "-",
  failed: "!",
  "not-run": "!",
  unchanged: " ",
};

/** Kinds a reviewer must see: they change something, or did not happen as planned. */
export function isReviewed(step: StepReport): boolean {
  return changeKind(step) !== "unchanged";
}

const changesHeader =
  "| | Step | Change | Before | After | Details |\n| --- | --- | --- | --- | --- | --- |\n";
const restHeader = "| Step | Uses | Result | Details |\n| --- | --- | --- | --- |\n";

/** Characters kept back for the closing `</details>` and the last line. */
const reserve = 400;

export function reviewMarkdown(report: RunReport, limit = pullRequestCommentLimit): string {
  const counts = report.counts ?? countKinds(report.steps);
  const reviewed = report.steps.filter(isReviewed);
  const rest = report.steps.filter((step) => !isReviewed(step));
  const out = new BoundedText(limit - reserve);
  out.add(`**${countsLine(report.mode, counts)}**\n\n`);
  if (reviewed.length > 0) {
    out.add(changesHeader);
    for (const step of reviewed) out.row(changeRow(step));
    out.add("\n");
  }
  if (rest.length > 0 && out.leftOut === 0 && out.fits(restHeader.length + 100)) {
    out.add(`<details><summary>${rest.length} unchanged step${rest.length === 1 ? "" : "s"}</summary>\n\n`);
    out.add(restHeader);
    for (const step of rest) out.row(restRow(step));
    out.closing("\n</details>\n");
  } else out.leftOut += rest.length;
  return out.text() + leftOutLine(out.leftOut, limit);
}

function leftOutLine(count: number, limit: number): string {
  if (count === 0) return "";
  const rows = `${count} row${count === 1 ? " was" : "s were"}`;
  return `\n_${rows} left out to keep this within ${limit} characters; \`-o json\` (the Action's \`result\` output) has every step._\n`;
}

/** Text that stops taking rows once the next would pass its limit, counting those it left out. */
class BoundedText {
  #text = "";
  #closing = "";
  leftOut = 0;

  constructor(private readonly limit: number) {}

  fits(length: number): boolean {
    return this.#text.length + length <= this.limit;
  }

  add(text: string): void {
    this.#text += text;
  }

  row(text: string): void {
    if (this.leftOut === 0 && this.fits(text.length)) this.#text += text;
    else this.leftOut += 1;
  }

  closing(text: string): void {
    this.#closing = text;
  }

  text(): string {
    return this.#text + this.#closing;
  }
}

function changeRow(step: StepReport): string {
  const kind = changeKind(step);
  const change = step.change ?? step.status;
  const cells = [
    changeMark[kind].trim() || " ",
    stepCell(step),
    markdownText(change),
    snapshotCell(step.before),
    snapshotCell(step.after),
    markdownText(step.error ?? step.summary),
  ];
  return `| ${cells.join(" | ")} |\n`;
}

function restRow(step: StepReport): string {
  const result = step.change ? `${step.status}, ${step.change}` : step.status;
  const cells = [stepCell(step), markdownText(step.uses), markdownText(result), markdownText(step.summary)];
  return `| ${cells.join(" | ")} |\n`;
}

/** The step's id, and its name when it has one. */
const stepCell = (step: StepReport) => markdownText(step.name ? `${step.id} (${step.name})` : step.id);

/** A webhook's state in one cell: URL whole, then its events, then disabled and id when known. */
function snapshotCell(snapshot: WebhookSnapshot | null | undefined): string {
  if (snapshot === undefined) return "";
  if (snapshot === null) return "(none)";
  const lines: string[] = [];
  if (snapshot.url !== undefined) lines.push(markdownText(snapshot.url));
  if (snapshot.actions !== undefined) lines.push(markdownText(snapshot.actions.join(", ")));
  const state = snapshot.disabled === undefined ? undefined : snapshot.disabled ? "disabled" : "enabled";
  const id = snapshot.id === null ? "new" : markdownText(snapshot.id);
  lines.push(state ? `${state}, ${id}` : id);
  return lines.join("<br>");
}
