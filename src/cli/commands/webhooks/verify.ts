import { type Command, Option } from "@commander-js/extra-typings";
import { defineCommand } from "../../define-command.js";
import { collect, examples, integerIn } from "../../shared-options.js";

/** `svc webhooks verify`: check a captured delivery offline and say exactly why it fails. */
export default defineCommand({
  name: "svc webhooks verify",
  description:
    "Verify a captured delivery offline against one or more signing secrets, explaining any failure",
  parameters: (command: Command) =>
    command
      .option("--headers <file>", "the delivery's headers: HTTP header lines (Name: value) or a JSON object")
      .option("--body <file>", "the raw request body, byte for byte")
      .option(
        "--capture <file>",
        'one JSON line {"headers": {...}, "body": "..." | "bodyBase64": "..."}; - reads stdin',
      )
      .addOption(
        new Option("--secret-file <file>", "a file holding a signing secret (repeat for a rotation overlap)")
          .argParser(collect)
          .makeOptionMandatory(),
      )
      .addOption(
        new Option("--tolerance <seconds>", "allowed clock skew, 30-3600")
          .argParser(integerIn(30, 3600))
          .default(300),
      )
      .addOption(
        new Option(
          "--at <unix-seconds>",
          "verify as of this time (e.g. when it was captured) instead of now",
        ).argParser(integerIn(1_000_000_000, 9_999_999_999)),
      ),
  helpText: `${examples(
    "svc webhooks verify --headers headers.txt --body body.json --secret-file hook.secret",
    "svc webhooks verify --capture delivery.json --secret-file new.secret --secret-file old.secret -o json",
  )}\nExit codes: 0 verified, 1 verification failed (the reasons are printed), 2 unusable input.\n`,
  body: async () => (await import("./verify.body.js")).verifyCapture,
});
