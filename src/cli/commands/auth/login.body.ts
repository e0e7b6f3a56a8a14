import { browserLogin, loginWaitMs } from "../../auth/browser-login.js";
import { promptHidden } from "../../auth/hidden-prompt.js";
import { importCredential } from "../../auth/manual-login.js";
import { resolveScopes } from "../../auth/scopes.js";
import { authSetup, profileGuard } from "../../auth/setup.js";
import { readTokenStdin } from "../../auth/token.js";
import type { CliContext } from "../../cli-context.js";
import { envToken } from "../../credentials/resolve.js";
import { publicProfile } from "../../credentials/validity.js";
import { CliError } from "../../errors.js";
import type { HandlerContext } from "../../handler-context.js";
import { CLI_VERSION } from "../../version.js";

/** The flags as commander parsed them. */
export interface LoginFlags {
  preset?: string | undefined;
  scope?: string[] | undefined;
  browser: boolean;
  manual?: true | undefined;
  tokenStdin?: true | undefined;
  replace?: true | undefined;
}

export interface LoginOptions {
  preset: string | undefined;
  scope: string[];
  browser: boolean;
  manual: boolean;
  tokenStdin: boolean;
  replace: boolean;
  presetGiven: boolean;
}

const usage = (message: string, hint?: string) =>
  new CliError("invalid_arguments", message, hint === undefined ? {} : { hint });

/** The option rules of `auth login` (docs/auth.md), checked before anything else happens. */
function checkOptions(ctx: CliContext, o: LoginOptions): void {
  if (envToken(ctx) !== undefined) {
    throw usage(
      "SVC_API_TOKEN is set; it overrides every stored profile, so a login would not be used",
      "unset SVC_API_TOKEN, then run `svc auth login` again",
    );
  }
  if (o.manual && o.tokenStdin) throw usage("--manual and --token-stdin cannot be combined");
  const importing = o.manual || o.tokenStdin;
  if (importing && !o.browser)
    throw usage("--no-browser applies to browser login only; drop it with --manual/--token-stdin");
  if (importing && (o.scope.length > 0 || o.presetGiven))
    throw usage(
      "--scope and --preset apply to browser login only; an imported credential keeps its own scopes",
    );
  if (o.manual && !ctx.stdinIsTTY)
    throw usage(
      "--manual needs a terminal for the hidden prompt",
      "pipe the credential into --token-stdin instead",
    );
  if (!importing && o.browser && !(ctx.stdinIsTTY && ctx.stdoutIsTTY)) {
    throw usage(
      "browser login needs a terminal on stdin and stdout",
      "use --no-browser (prints the address), --manual, or --token-stdin; in CI use SVC_API_TOKEN with a service account",
    );
  }
}

function loginOptions(flags: LoginFlags): LoginOptions {
  return {
    preset: flags.preset,
    scope: flags.scope ?? [],
    browser: flags.browser,
    manual: flags.manual === true,
    tokenStdin: flags.tokenStdin === true,
    replace: flags.replace === true,
    presetGiven: flags.preset !== undefined,
  };
}

export async function login(ctx: HandlerContext, flags: LoginFlags): Promise<void> {
  const o = loginOptions(flags);
  const { globals } = ctx;
  checkOptions(ctx, o);
  const setup = await authSetup(ctx, globals);
  const checkProfile = profileGuard(setup.profileName, o.replace);
  const scopes = o.manual || o.tokenStdin ? [] : resolveScopes(o.preset, o.scope);
  let profile: Awaited<ReturnType<typeof browserLogin>>;
  if (o.manual || o.tokenStdin) {
    profile = await importCredential({
      readToken: async () => {
        const raw = o.tokenStdin
          ? await readTokenStdin(ctx.stdin, ctx.signal)
          : await promptHidden("svc API v1 credential (input hidden):", ctx.stdin, ctx.stderr, ctx.signal);
        const trimmed = raw.trim();
        if (trimmed) ctx.secrets.add(trimmed);
        return raw;
      },
      piped: o.tokenStdin,
      source: o.tokenStdin ? "stdin" : "the pasted credential",
      store: setup.store,
      configPath: setup.configPath,
      profileName: setup.profileName,
      baseUrl: setup.baseUrl,
      now: ctx.now,
      checkProfile,
    });
  } else {
    const { createClient } = await import("../../../client/index.js");
    profile = await browserLogin({
      env: ctx.env,
      stderr: ctx.stderr,
      platform: process.platform,
      now: ctx.now,
      signal: ctx.signal,
      store: setup.store,
      configPath: setup.configPath,
      profileName: setup.profileName,
      scopes,
      noBrowser: !o.browser,
      baseUrl: setup.baseUrl,
      cliVersion: CLI_VERSION,
      waitMs: loginWaitMs(ctx.env),
      clientOptions: { retries: globals.retries, userAgent: `svc/${CLI_VERSION}` },
      createClient: (options) => createClient(options),
      checkProfile,
      onSecret: (secret) => ctx.secrets.add(secret),
    });
  }
  ctx.stderr.write(`Logged in; profile "${setup.profileName}" is now the current profile.\n`);
  await ctx.renderResource(publicProfile(setup.profileName, profile, true));
}
