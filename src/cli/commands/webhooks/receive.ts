import { type Command, InvalidArgumentError, Option } from "@commander-js/extra-typings";
import { defineCommand } from "../../define-command.js";
import { collect, examples, integerIn } from "../../shared-options.js";

const units: Record<string, number> = { ms: 1, s: 1_000, m: 60_000, h: 3_600_000 };

/** `30` (seconds), `30s`, `5m`, `1h`; at most 24h. */
export function parseWait(value: string): number {
  const match = /^([1-9][0-9]{0,6})(ms|s|m|h)?$/.exec(value.trim());
  const ms = match ? Number(match[1]) * (units[match[2] ?? "s"] ?? 1_000) : Number.NaN;
  if (!(ms >= 1 && ms <= 86_400_000))
    throw new InvalidArgumentError("must be a duration like 30s, 5m or 1h, at most 24h (invalid_arguments).");
  return ms;
}

/** `svc webhooks receive`: an ephemeral verifying receiver (docs/receiver-verification.md). */
export default defineCommand({
  name: "svc webhooks receive",
  description:
    "Receive and verify deliveries on a local endpoint, one line per delivery (rehearsal, secret checks)",
  parameters: (command: Command) =>
    command
      .addOption(
        new Option("--secret-file <file>", "a file holding a signing secret (repeat for a rotation overlap)")
          .argParser(collect)
          .makeOptionMandatory(),
      )
      .option("--host <address>", "address to listen on; plain http only on loopback", "127.0.0.1")
      .addOption(
        new Option("--port <port>", "port; 0 picks a free one").argParser(integerIn(0, 65_535)).default(0),
      )
      .option("--cert <file>", "serve https with this certificate (PEM), with --key")
      .option("--key <file>", "the private key (PEM) of --cert")
      .option(
        "--self-signed",
        "serve https with a throw-away certificate for 127.0.0.1/localhost, made in memory",
      )
      .addOption(
        new Option(
          "--status <code>",
          "answer to a verified delivery (invalid: 401 bad signature/age, 400 malformed)",
        )
          .argParser(integerIn(200, 599))
          .default(204),
      )
      .addOption(
        new Option("--tolerance <seconds>", "allowed clock skew, 30-3600")
          .argParser(integerIn(30, 3600))
          .default(300),
      )
      .option(
        "--forward-to <url>",
        "after answering the sender, POST each verified delivery (raw body, signature headers) to a local URL",
      )
      .option(
        "--save <dir>",
        "write each delivery as received (method, path, headers, body) to a file in dir, for svc webhooks verify --capture",
      )
      .option(
        "--print-json",
        "print each delivery as received as one JSON line on stdout (the --save format), instead of its verdict",
      )
      .addOption(new Option("--count <n>", "stop after n deliveries").argParser(integerIn(1, 1_000_000)))
      // Not --timeout: that is the global per-request timeout, which commander reads anywhere in argv.
      .addOption(
        new Option("--max-time <duration>", "stop after this long, e.g. 60s or 5m").argParser(parseWait),
      ),
  helpText:
    examples(
      "svc webhooks receive --secret-file hook.secret --port 8787 --self-signed",
      "svc webhooks receive --secret-file new.secret --secret-file old.secret --count 1 --max-time 2m -o jsonl",
      "svc webhooks receive --secret-file hook.secret --forward-to http://127.0.0.1:3000/webhooks",
      "svc webhooks receive --secret-file hook.secret --save deliveries --print-json",
    ) +
    `\nExit codes: 0 all deliveries verified (and --count reached), 1 otherwise, 2 bad options, 130 Ctrl-C.\n`,
  body: async () => (await import("./receive.body.js")).receiveDeliveries,
});
