import type { HandlerContext } from "../handler-context.js";
import { jsonLine } from "../output/render.js";
import { safeDiagnostic } from "../output/sanitize.js";
import type { ReceivedDelivery } from "./delivery-record.js";
import { carriesSecret, type ReceivedRequest, savedDelivery, savedFileName } from "./received-request.js";
import { writeSavedDelivery } from "./save-dir.js";

export interface HandOverOptions {
  /** `--save`: the checked directory each delivery is written to. */
  saveDir: string | undefined;
  /** `--print-json`: each delivery as received is the stdout line, instead of its verdict. */
  printJson: boolean;
  secrets: readonly string[];
}

/**
 * What `--save` and `--print-json` do with each delivery as received: `take` writes its file (in
 * the background; `saved()` waits for every write) and returns the JSON line to print, or "" when
 * it prints nothing. A request that carries one of the signing secrets is neither saved nor printed.
 */
export function handOver(ctx: HandlerContext, options: HandOverOptions) {
  let saving = Promise.resolve();
  const warn = (text: string) => ctx.stderr.write(`svc: warning: ${safeDiagnostic(text, ctx.secrets)}\n`);
  const take = (record: ReceivedDelivery, request: ReceivedRequest | undefined): string => {
    if (options.saveDir === undefined && !options.printJson) return "";
    if (request === undefined) {
      warn(`delivery ${record.index} is not saved or printed: its body is larger than the receiver reads`);
      return "";
    }
    if (carriesSecret(request, options.secrets)) {
      warn(`delivery ${record.index} carries one of the signing secrets: it is not saved or printed`);
      return "";
    }
    const delivery = savedDelivery(request, record);
    const dir = options.saveDir;
    if (dir !== undefined) {
      saving = saving.then(() =>
        writeSavedDelivery(dir, savedFileName(record), delivery).then(
          () => undefined,
          (error: NodeJS.ErrnoException) =>
            void warn(
              `delivery ${record.index} could not be saved in ${dir}: ${error.code ?? error.message}`,
            ),
        ),
      );
    }
    return options.printJson ? jsonLine(delivery) : "";
  };
  return { take, saved: () => saving, printsJson: options.printJson };
}

export type HandOver = ReturnType<typeof handOver>;
