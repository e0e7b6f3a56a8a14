/**
 * The reveal-once flow of `svc webhooks create` and `svc webhooks rotate-secret`: the destination is
 * opened before the keyed POST, the issued secret goes there and nowhere else, and with
 * --secret-file a receipt without the secret is rendered (with --secret-stdout, stdout holds only
 * the secret). The client is asked to tolerate deviations: an answer whose secret is usable is
 * used, and what else was odd about it is a warning on stderr. An unknown outcome, an unusable
 * answer or a failed write names the key and the exact command that replays the same answer.
 */
import type { Client, ResponseWarning } from "../../client/index.js";
import { revisionPattern } from "../../schemas/webhook.js";
import type { HandlerContext } from "../handler-context.js";
import { safeDiagnostic } from "../output/sanitize.js";
import { replayCommand } from "./replay-command.js";
import { idempotencyKeyFor, replayable } from "./replayable.js";
import { type RevealChoice, withReveal } from "./reveal.js";

/** The parts of the service's answer (a created webhook, a rotation) that this flow reads. */
export interface RevealedWebhook {
  data: { id: string; type: string; attributes: { signingSecret: string; revision: string } };
  transport: { idempotencyReplayed?: boolean | undefined };
  warnings: ResponseWarning[];
}

export interface RevealOnce<R extends RevealedWebhook> {
  /** What the request does, past tense, e.g. "created the webhook". */
  what: string;
  /** The command's words for the replay command, before the key, e.g. ["webhooks", "create", "--data", "@/w.json"]. */
  words: string[];
  /** Words after the destination in the replay command (e.g. --yes). */
  trailing?: string[];
  call: (client: Client, idempotencyKey: string) => Promise<R>;
  /** Receipt fields beside destination, id, path, revision and type (e.g. `replayed`). */
  receipt?: (response: R) => Record<string, unknown>;
}

const destinationWords = (choice: RevealChoice) =>
  choice.kind === "file" ? ["--secret-file", choice.path] : ["--secret-stdout"];

/** `choice` was checked first (chooseReveal); `givenKey` is --idempotency-key, else a fresh key. */
export async function revealOnce<R extends RevealedWebhook>(
  ctx: HandlerContext,
  choice: RevealChoice,
  givenKey: string | undefined,
  flow: RevealOnce<R>,
): Promise<void> {
  const client = await ctx.client();
  const idempotencyKey = idempotencyKeyFor(givenKey);
  const trailing = [...destinationWords(choice), ...(flow.trailing ?? [])];
  const command = replayCommand(ctx.globals, flow.words, idempotencyKey, trailing);
  const replay = { key: idempotencyKey, what: flow.what, command, unusable: "no signing secret was written" };
  const response = await withReveal(
    ctx,
    choice,
    () => replayable(replay, () => flow.call(client, idempotencyKey)),
    (result) => result.data.attributes.signingSecret,
    (result) => ({ webhookId: result.data.id, idempotencyKey, command }),
  );
  warnDeviations(ctx, response, choice);
  if (choice.kind !== "file") return; // --secret-stdout: only the secret, no receipt
  const { id, type, attributes } = response.data;
  await ctx.renderResource({
    destination: "file",
    id,
    path: choice.path,
    ...flow.receipt?.(response),
    // A tolerated answer may carry a malformed revision: shown only when it is one.
    ...(revisionPattern.test(String(attributes.revision)) ? { revision: attributes.revision } : {}),
    type,
  });
}

/** One stderr line per deviation of an answer whose secret was written all the same. */
function warnDeviations(ctx: HandlerContext, response: RevealedWebhook, choice: RevealChoice): void {
  const where = choice.kind === "file" ? `--secret-file ${choice.path}` : "stdout";
  for (const { path, problem } of response.warnings) {
    const text = `webhook ${response.data.id}: the service's answer differs from the contract at ${path} (${problem}); its signing secret was written to ${where} all the same`;
    ctx.stderr.write(`svc: warning: ${safeDiagnostic(text, ctx.secrets)}\n`);
  }
}
