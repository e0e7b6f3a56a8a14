import { isIP } from "node:net";
import { CliError } from "../../errors.js";
import type { HandlerContext } from "../../handler-context.js";
import { safeDiagnostic } from "../../output/sanitize.js";
import { ForwardLoopError } from "../../webhook-tools/forward-loop.js";
import { handOver } from "../../webhook-tools/hand-over.js";
import { type ReadyInfo, readyText, tableHeader } from "../../webhook-tools/receive-lines.js";
import {
  finishReceive,
  type ReceiveSession,
  receiveSession,
  untilStopped,
} from "../../webhook-tools/receive-session.js";
import { prepareReceive, type ReceiveOptions, type ReceiveSetup } from "../../webhook-tools/receive-setup.js";
import { type RunningReceiver, startReceiver } from "../../webhook-tools/receiver.js";

/**
 * Listens until --count deliveries were answered, --max-time passed, or Ctrl-C (130). Output: with
 * -o json/jsonl one JSON line per event on stdout (ready first, then each delivery, then a summary);
 * with -o table one line per delivery; with --print-json only each delivery as received. The human
 * ready and summary lines always go to stderr. --save writes each delivery as received to a file.
 */
export async function receiveDeliveries(ctx: HandlerContext, options: ReceiveOptions): Promise<void> {
  const setup = await prepareReceive(ctx, options);
  const handing = handOver(ctx, {
    saveDir: setup.saveDir,
    printJson: options.printJson === true,
    secrets: setup.secrets,
  });
  const session = receiveSession(ctx, options.count, setup.forwardTo, handing);
  const receiver = await listen(ctx, options, setup, session);
  const ready: ReadyInfo = {
    type: "ready",
    url: receiver.url,
    port: receiver.port,
    tls: setup.certificate !== undefined,
    ...(setup.certificate ? { certificateSha256: setup.certificate.sha256 } : {}),
    ...(setup.certificate && options.selfSigned ? { certificate: setup.certificate.cert } : {}),
    secrets: setup.labels,
    status: options.status,
    forwardTo: setup.forwardTo?.href ?? null,
  };
  ctx.stderr.write(`${safeDiagnostic(readyText(ready), ctx.secrets)}\n`);
  if (!session.printsJson) session.emit(ctx.streamedLine(ready, tableHeader));

  const stoppedBy = await untilStopped(session, ctx.signal, options.maxTime);
  await receiver.close();
  await finishReceive(ctx, session, {
    stoppedBy,
    count: options.count,
    forwarding: setup.forwardTo !== undefined,
  });
}

async function listen(
  ctx: HandlerContext,
  options: ReceiveOptions,
  setup: ReceiveSetup,
  session: ReceiveSession,
): Promise<RunningReceiver> {
  return await startReceiver({
    host: options.host,
    port: options.port,
    tls: setup.certificate,
    secrets: setup.secrets,
    labels: setup.labels,
    toleranceSeconds: options.tolerance,
    status: options.status,
    forwardTo: setup.forwardTo,
    maxDeliveries: options.count,
    onDelivery: session.onDelivery,
    onLoop: session.onLoop,
    now: ctx.now,
  }).catch((error: unknown) => {
    if (error instanceof ForwardLoopError) throw forwardLoopUsage(error);
    const code = (error as NodeJS.ErrnoException).code ?? "error";
    throw new CliError("invalid_arguments", `cannot listen on ${options.host}:${options.port} (${code})`);
  });
}

function forwardLoopUsage(error: ForwardLoopError): CliError {
  const via = isIP(error.via) === 6 ? `[${error.via}]` : error.via;
  return new CliError(
    "invalid_arguments",
    `--forward-to ${error.target.href} is this receiver itself (it reaches ${via}:${error.listening.port}, where this receiver listens): every delivery forwarded there would come back and count again`,
    {
      hint: "point --forward-to at your application's own port (e.g. --forward-to http://127.0.0.1:3000/webhooks), or give this receiver another --port",
    },
  );
}
