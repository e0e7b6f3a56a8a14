import { readFileSync } from "node:fs";
import { parseArgs } from "node:util";
import { locationPattern, parseDecimalInteger } from "../schemas/index.js";
import type { EmulatorOptions } from "./options.js";
import { parseSeed } from "./state/seed.js";
import type { SeedFile } from "./state/seed-schema.js";

export const HELP = `Usage: svc-emulator [options]

A local stand-in of the TeamGrid-compatible API (v1 + legacy v0) that delivers signed webhooks.
Prints one JSON line on stdout when ready: {"baseUrl", "legacyBaseUrl", "controlUrl",
"authorizeUrl", "credentials", "legacyCredentials"}. Logs go to stderr (--verbose).

Options:
  --port <n>                    port to listen on (default 0: any free port)
  --host <address>              interface to bind (default 127.0.0.1)
  --seed-file <path>            JSON seed replacing the default workspaces (docs/emulator.md)
  --state-dir <dir>             keep the state (workspaces, webhooks, idempotency records, deliveries)
                                in <dir> across restarts: one emulator per dir, files 0600, tokens
                                and secrets in clear (keep it out of repositories)
  --region <id>                 region of the emulated cell (default de)
  --cell <id>                   cell id (default de-emu-001)
  --allow-loopback-webhooks     accept webhook URLs on loopback/private addresses
  --webhook-ca <path>           PEM of a CA or self-signed certificate trusted for deliveries
  --retry-schedule <ms,...>     delays before each delivery retry (default 1000,5000,30000,120000)
  --disable-after <n>           suspend a webhook after n consecutive failed deliveries (default 5, 0 = never)
  --rate-limit <n>/<window>     v1 requests per credential (or source) per window, e.g. 20/1s, 600/1m
                                (window in ms, s, m or h; default 10000/60s)
  --auto-approve                approve browser logins as soon as the authorization page opens
  --expose-secrets              test tooling only: the control API lists issued signing secrets
  --verbose                     log to stderr
  -h, --help                    show this help
`;

export class UsageError extends Error {}

const WINDOW_UNITS_MS: Readonly<Record<string, number>> = { ms: 1, s: 1_000, m: 60_000, h: 3_600_000 };

/** `<requests>/<window>`, e.g. `20/1s`: 1-1,000,000 requests per 100 ms - 24 h. */
function parseRateLimit(text: string): { limit: number; windowMs: number } {
  const usage = `--rate-limit must be <requests>/<window> with a window in ms, s, m or h, e.g. 20/1s or 600/1m (got "${text}")`;
  const match = /^(\d{1,7})\/(\d{1,8})(ms|s|m|h)$/.exec(text.trim());
  if (!match) throw new UsageError(usage);
  const limit = Number(match[1]);
  const windowMs = Number(match[2]) * (WINDOW_UNITS_MS[match[3] as string] as number);
  if (limit < 1 || limit > 1_000_000)
    throw new UsageError(`--rate-limit: the number of requests must be 1 to 1000000 (got "${text}")`);
  if (windowMs < 100 || windowMs > 86_400_000)
    throw new UsageError(`--rate-limit: the window must be 100ms to 24h (got "${text}")`);
  return { limit, windowMs };
}

const integer = (name: string, value: string, min: number, max: number): number => {
  const number = parseDecimalInteger(value, min, max);
  if (number === undefined) {
    throw new UsageError(`--${name} must be an integer from ${min} to ${max} (got "${value}")`);
  }
  return number;
};

function readText(flag: string, path: string): string {
  try {
    return readFileSync(path, "utf8");
  } catch (error) {
    throw new UsageError(
      `--${flag}: cannot read ${path} (${(error as NodeJS.ErrnoException).code ?? "error"})`,
    );
  }
}

/** Parses the command line into emulator options; `help` when -h/--help was given. */
export function parseCommandLine(
  argv: string[],
): { help: true } | { help: false; verbose: boolean; options: EmulatorOptions } {
  let values: Values;
  try {
    values = parse(argv).values;
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
  if (values.help) return { help: true };
  const options: EmulatorOptions = {
    ...serverOptions(values),
    ...limitOptions(values),
    ...fileOptions(values),
  };
  for (const [flag, value] of [
    ["region", options.region],
    ["cell", options.cellId],
  ] as const) {
    if (value !== undefined && !locationPattern.test(value)) {
      throw new UsageError(`--${flag} must be 1-64 characters of a-z, 0-9 and inner "-"`);
    }
  }
  return { help: false, verbose: values.verbose ?? false, options };
}

type Values = ReturnType<typeof parse>["values"];

/** Where it listens, what it emulates, what it keeps, what it allows. */
function serverOptions(values: Values): EmulatorOptions {
  const options: EmulatorOptions = {};
  if (values.port !== undefined) options.port = integer("port", values.port, 0, 65_535);
  if (values.host !== undefined) options.host = values.host;
  if (values["state-dir"] !== undefined) {
    if (values["state-dir"].trim() === "") throw new UsageError("--state-dir must name a directory");
    options.stateDir = values["state-dir"];
  }
  if (values.region !== undefined) options.region = values.region;
  if (values.cell !== undefined) options.cellId = values.cell;
  if (values["allow-loopback-webhooks"]) options.allowLoopbackWebhooks = true;
  if (values["auto-approve"]) options.autoApprove = true;
  if (values["expose-secrets"]) options.exposeSecrets = true;
  return options;
}

/** The limits: when a failing webhook is suspended, the request rate, how deliveries are retried. */
function limitOptions(values: Values): EmulatorOptions {
  const options: EmulatorOptions = {};
  if (values["disable-after"] !== undefined)
    options.disableAfter = integer("disable-after", values["disable-after"], 0, 1_000);
  if (values["rate-limit"] !== undefined) options.rateLimit = parseRateLimit(values["rate-limit"]);
  if (values["retry-schedule"] !== undefined) {
    const parts = values["retry-schedule"]
      .split(",")
      .map((part) => part.trim())
      .filter(Boolean);
    if (parts.length > 31) throw new UsageError("--retry-schedule takes at most 31 delays");
    options.retrySchedule = parts.map((part) => integer("retry-schedule", part, 0, 86_400_000));
  }
  return options;
}

/** The files named on the command line: the CA trusted for deliveries and the seed. */
function fileOptions(values: Values): EmulatorOptions {
  const options: EmulatorOptions = {};
  if (values["webhook-ca"] !== undefined) {
    const pem = readText("webhook-ca", values["webhook-ca"]);
    if (!pem.includes("-----BEGIN CERTIFICATE-----"))
      throw new UsageError("--webhook-ca must be a PEM certificate file");
    options.webhookCa = pem;
  }
  if (values["seed-file"] !== undefined) options.seed = readSeed(values["seed-file"]);
  return options;
}

function readSeed(path: string): SeedFile {
  let json: unknown;
  try {
    json = JSON.parse(readText("seed-file", path));
  } catch (error) {
    if (error instanceof UsageError) throw error;
    throw new UsageError(`--seed-file: ${path} is not valid JSON`);
  }
  try {
    return parseSeed(json);
  } catch (error) {
    throw new UsageError(`--seed-file: ${(error as Error).message}`);
  }
}

function parse(argv: string[]) {
  return parseArgs({
    args: argv,
    strict: true,
    allowPositionals: false,
    options: {
      port: { type: "string" },
      host: { type: "string" },
      "seed-file": { type: "string" },
      "state-dir": { type: "string" },
      region: { type: "string" },
      cell: { type: "string" },
      "allow-loopback-webhooks": { type: "boolean" },
      "webhook-ca": { type: "string" },
      "retry-schedule": { type: "string" },
      "disable-after": { type: "string" },
      "rate-limit": { type: "string" },
      "auto-approve": { type: "boolean" },
      "expose-secrets": { type: "boolean" },
      verbose: { type: "boolean" },
      help: { type: "boolean", short: "h" },
    },
  });
}
