import { z } from "zod";
import { durationSchema } from "../duration.js";

/** GitHub's rules: letters, digits, underscores; not starting with a digit or GITHUB_. */
const githubSecretNamePattern = /^(?!GITHUB_)[A-Za-z_][A-Za-z0-9_]{0,199}$/i;
/** owner/name; neither part `.` or `..`, which a URL would resolve into another API path. */
const repositoryPattern = /^(?!\.\.?\/)[A-Za-z0-9_.-]{1,100}\/(?!\.\.?$)[A-Za-z0-9_.-]{1,100}$/;

const outputSink = z
  .strictObject({ type: z.literal("output") })
  .meta({ description: "Masked step output `<step-id>-secret` (the default)." });

const fileSink = z
  .strictObject({
    type: z.literal("file"),
    path: z
      .string()
      .min(1, "needs a path, e.g. path: secrets/webhook-secret")
      .max(4096)
      .refine((path) => !path.includes("\0"), "must not contain NUL characters")
      .meta({ description: "A new file, created with mode 0600; an existing file is never overwritten." }),
  })
  .meta({ description: "Write the secret to a new file (mode 0600, never overwritten)." });

const githubSecretSink = z
  .strictObject({
    type: z.literal("github-secret"),
    repository: z
      .string()
      .regex(repositoryPattern, "must be owner/name, e.g. my-org/receiver")
      .optional()
      .meta({ description: "owner/name; default: the repository running the workflow." }),
    name: z
      .string()
      .regex(
        githubSecretNamePattern,
        "must be a GitHub secret name: letters, digits and _, not starting with a digit or GITHUB_",
      )
      .meta({ description: "Name of the Actions secret to create or update, e.g. WEBHOOK_SECRET." }),
    environment: z
      .string()
      .min(1)
      .max(255)
      .refine((name) => name !== "." && name !== "..", "must not be . or .. (not an environment name)")
      .optional()
      .meta({
        description: "Write an environment secret of this environment instead of a repository secret.",
      }),
  })
  .meta({ description: "Seal the secret for a GitHub Actions secret (needs the github-token input)." });

const commandSink = z
  .strictObject({
    type: z.literal("command"),
    command: z
      .array(
        z
          .string()
          .min(1, "must not be empty")
          .max(4096)
          .refine((arg) => !arg.includes("\0"), "must not contain NUL characters"),
      )
      .min(1, "needs the program and its arguments, e.g. command: [vault, kv, put, secret/hook, value=-]")
      .max(64)
      .meta({
        description:
          "The program and its arguments as a list (run without a shell; no secret in an argument): it reads the secret on stdin.",
      }),
    timeout: durationSchema(1_000, 600_000).prefault("30s").meta({
      description:
        "How long the program may run before it is killed and the step fails (1s-10m, default 30s).",
    }),
  })
  .meta({
    description:
      "Pipe the secret (no trailing newline) to a program's stdin, e.g. a secret-store CLI; its exit code must be 0 and its output is not shown.",
  });

export const secretSinkSchema = z
  .discriminatedUnion("type", [outputSink, fileSink, commandSink, githubSecretSink])
  .meta({ description: "Where a revealed signing secret goes. It is masked first and never printed." });
export type SecretSinkSpec = z.output<typeof secretSinkSchema>;
export const secretSinkKinds = ["output", "file", "command", "github-secret"] as const;
export const defaultSecretSink: SecretSinkSpec = { type: "output" };
