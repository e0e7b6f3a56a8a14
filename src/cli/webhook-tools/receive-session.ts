import { CliError } from "../errors.js";
import type { HandlerContext } from "../handler-context.js";
import { writeChunk } from "../output/write.js";
import type { ReceivedDelivery } from "./delivery-record.js";
import type { HandOver } from "./hand-over.js";
import { forwardFailed, type ReceiveSummary, summaryText, tableLine } from "./receive-lines.js";
import type { ReceivedRequest } from "./received-request.js";

type StoppedBy = ReceiveSummary["stoppedBy"];

/**
 * One `receive` run's bookkeeping: the records in the order they happened, the tallies, and what
 * stops it (`--count` reached, `--max-time` passed, Ctrl-C).
 */
export function receiveSession(
  ctx: HandlerContext,
  count: number | undefined,
  forwardTo: URL | undefined,
  handing: HandOver,
) {
  // Records are written in the order they happened: each waits for its text and the write before it.
  let writing = Promise.resolve();
  const emit = (line: Promise<string>) => {
    writing = writing
      .then(async () => {
        const text = await line;
        if (text !== "") await writeChunk(ctx.stdout, text, ctx.signal);
      })
      .catch(() => {});
  };
  const tally = { deliveries: 0, verified: 0, failed: 0 };
  const forwards = { forwarded: 0, forwardFailed: 0 };
  let stop: (reason: StoppedBy) => void = () => {};
  const stopped = new Promise<StoppedBy>((resolveStop) => {
    stop = resolveStop;
  });
  const onDelivery = (delivery: ReceivedDelivery, request?: ReceivedRequest) => {
    tally.deliveries += 1;
    if (delivery.verified) tally.verified += 1;
    else tally.failed += 1;
    if (delivery.forward !== null) forwards.forwarded += 1;
    if (forwardFailed(delivery.forward)) forwards.forwardFailed += 1;
    const handed = handing.take(delivery, request);
    emit(handing.printsJson ? Promise.resolve(handed) : ctx.streamedLine(delivery, tableLine));
    if (count !== undefined && tally.deliveries >= count) stop("count");
  };
  let loopTold = false;
  const onLoop = () => {
    if (loopTold) return;
    loopTold = true;
    ctx.stderr.write(
      `svc: warning: forwarding loop: a delivery this receiver forwarded to ${forwardTo?.href ?? "--forward-to"} came back to it; each copy is answered 508 and not counted (--forward-to must lead to your application, not back to this receiver)\n`,
    );
  };
  const written = () => Promise.all([writing, handing.saved()]).then(() => undefined);
  return {
    emit,
    onDelivery,
    onLoop,
    stop,
    stopped,
    tally,
    forwards,
    written,
    printsJson: handing.printsJson,
  };
}

export type ReceiveSession = ReturnType<typeof receiveSession>;

/** Resolves with why receiving stopped: the count (see onDelivery), `maxTime` ms, or the signal. */
export async function untilStopped(
  session: ReceiveSession,
  signal: AbortSignal,
  maxTime: number | undefined,
): Promise<StoppedBy> {
  const timer = maxTime === undefined ? undefined : setTimeout(() => session.stop("timeout"), maxTime);
  const onAbort = () => session.stop("interrupted");
  signal.addEventListener("abort", onAbort, { once: true });
  try {
    return await session.stopped;
  } finally {
    clearTimeout(timer);
    signal.removeEventListener("abort", onAbort);
  }
}

/** Writes the summary (last JSON record, and the stderr line) and fails the way the exit code says. */
export async function finishReceive(
  ctx: HandlerContext,
  session: ReceiveSession,
  run: { stoppedBy: StoppedBy; count: number | undefined; forwarding: boolean },
): Promise<void> {
  const { tally } = session;
  const summary: ReceiveSummary = {
    type: "summary",
    ...tally,
    stoppedBy: run.stoppedBy,
    ...(run.forwarding ? session.forwards : {}),
  };
  // The summary is the last record of the JSON stream; a table has only the summary line on stderr,
  // and --print-json's stdout only the deliveries.
  if (run.stoppedBy !== "interrupted" && !session.printsJson)
    session.emit(ctx.streamedLine(summary, () => ""));
  await session.written();
  ctx.stderr.write(`${summaryText(summary)}\n`);

  if (run.stoppedBy === "interrupted") throw new CliError("interrupted", "interrupted");
  if (run.count !== undefined && tally.deliveries < run.count)
    throw new CliError("receive_timeout", `timed out with ${tally.deliveries} of ${run.count} deliveries`);
  if (tally.failed > 0)
    throw new CliError(
      "verification_failed",
      `${tally.failed} of ${tally.deliveries} deliveries failed verification`,
    );
}
