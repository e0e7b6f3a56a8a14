import { countKinds, countsLine, type RunReport, reviewMarkdown } from "../engine/index.js";
import { redactSecretShapes } from "../transport/redact.js";
import { safeLogText } from "../untrusted/log-text.js";
import { cutText } from "./bounded-text.js";

/** The part of core.summary we use, so tests can render into a fresh buffer. */
export interface SummaryWriter {
  addHeading(text: string, level?: number): SummaryWriter;
  addRaw(text: string, addEOL?: boolean): SummaryWriter;
  addTable(rows: (string | { data: string; header?: boolean })[][]): SummaryWriter;
}

/** Cap on delivery rows in the summary (the job summary is limited to 1 MiB). */
const summaryDeliveryRows = 200;

/**
 * HTML-escapes untrusted text for the summary (raw HTML inside Markdown): control and bidi
 * characters made visible, no line able to start a workflow command, line feeds as `<br>` so a
 * blank line cannot end the HTML block and start Markdown. Text shaped like an API token or signing
 * secret is redacted.
 */
export function escapeHtml(text: string): string {
  return safeLogText(redactSecretShapes(text))
    .replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)
    .replaceAll("\n", "<br>");
}

/** A table cell's HTML: core.summary.addTable writes an empty cell as a bare `<td>` it never closes. */
const cell = (text: string) => escapeHtml(text) || "—";

const header = (cells: string[]) => cells.map((data) => ({ data, header: true }));

/**
 * Renders the run (or the error that stopped it before any step) into the job summary: the counts
 * in the heading, then the review `svc run -o markdown` prints (the engine's reviewMarkdown: the
 * changes with before and after, the rest in <details>, bounded to 65,536 characters). With
 * `detailLimit`, the error is cut to that many characters (main.ts tries shorter limits while the
 * whole summary would pass the 1 MiB GitHub keeps).
 */
export function renderSummary(
  summary: SummaryWriter,
  report: RunReport | undefined,
  failure: string | undefined,
  mode: string,
  detailLimit?: number,
): void {
  const ok = report?.ok === true && !failure;
  const text = (value: string) => (detailLimit === undefined ? value : cutText(value, detailLimit));
  summary.addHeading(summaryHeading(report, mode, ok), 2);
  if (mode === "plan")
    summary.addRaw("<p>Plan mode: nothing was changed; each step says what apply would do.</p>", true);
  if (report) {
    if (detailLimit !== undefined)
      summary.addRaw(
        `<p>The error is cut to ${detailLimit} characters: the whole summary would pass the 1 MiB GitHub keeps of a job summary. The log has every step's lines.</p>`,
        true,
      );
    // A blank line first: Markdown after an HTML block starts only after one.
    summary.addRaw(`\n${reviewMarkdown(report)}`, true);
    addTotals(summary, report);
    addDeliveries(summary, report);
  }
  if (failure) summary.addRaw(`<p><strong>Error:</strong> ${escapeHtml(text(failure))}</p>`, true);
}

/** `Plan: 10 to create, 10 to update, 2 to remove, 278 unchanged (svc-ci ✅ passed)`: the counts first. */
function summaryHeading(report: RunReport | undefined, mode: string, ok: boolean): string {
  const verdict = `svc-ci ${ok ? "✅ passed" : "❌ failed"}`;
  if (!report) return `svc-ci ${mode}: ${ok ? "✅ passed" : "❌ failed"}`;
  return `${countsLine(report.mode, report.counts ?? countKinds(report.steps))} (${verdict})`;
}

/** `100 steps in 2.4 s: 57 requests, 0 answered 429 (rate limited, waited out or failed).` */
function addTotals(summary: SummaryWriter, report: RunReport): void {
  const { totals } = report;
  if (!totals) return;
  const seconds = (totals.durationMs / 1000).toFixed(1);
  const steps = `${report.steps.length} step${report.steps.length === 1 ? "" : "s"} in ${seconds} s`;
  const requests =
    totals.requests === undefined
      ? ""
      : `: ${totals.requests} request${totals.requests === 1 ? "" : "s"} to the API, ${totals.rateLimited ?? 0} answered 429 (rate limited)`;
  summary.addRaw(`<p>${steps}${requests}.</p>`, true);
}

function addDeliveries(summary: SummaryWriter, report: RunReport): void {
  const rows = report.steps.flatMap((step) =>
    (step.deliveries ?? []).map((row) => ({ step: step.id, ...row })),
  );
  if (rows.length === 0) return;
  summary.addHeading("Deliveries", 3);
  const shown = rows.slice(0, summaryDeliveryRows);
  summary.addTable([
    header(["Step", "Delivery", "Webhook", "Event", "State", "HTTP", "Attempts", "Created"]),
    ...shown.map((row) => [
      cell(row.step),
      cell(row.id),
      cell(row.webhookId),
      cell(row.event),
      cell(row.state),
      row.statusCode === null ? cell(row.transportCode ?? "") : String(row.statusCode),
      String(row.attempts),
      cell(row.createdAt),
    ]),
  ]);
  if (rows.length > shown.length) {
    summary.addRaw(`<p>${rows.length - shown.length} more deliveries are in the result output.</p>`, true);
  }
}
