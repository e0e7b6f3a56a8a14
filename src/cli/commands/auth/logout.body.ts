import { authSetup } from "../../auth/setup.js";
import { readConfig, writeConfig } from "../../credentials/config-store.js";
import { missingProfile } from "../../credentials/profile-source.js";
import { savedProfile, withoutProfile } from "../../credentials/profiles.js";
import { envToken } from "../../credentials/resolve.js";
import { validityOf } from "../../credentials/validity.js";
import { CliError } from "../../errors.js";
import type { HandlerContext } from "../../handler-context.js";
import { CLI_VERSION } from "../../version.js";

/**
 * Local logout deletes the keychain entry and the profile (offline-capable);
 * `--revoke` first revokes the saved credential and changes nothing locally unless that got a 204.
 */
export async function logout(ctx: HandlerContext, flags: { revoke?: true | undefined }): Promise<void> {
  const { globals } = ctx;
  const o = { revoke: flags.revoke === true };
  if (o.revoke && envToken(ctx) !== undefined) {
    throw new CliError(
      "invalid_arguments",
      "--revoke is refused while SVC_API_TOKEN is set (which credential to revoke is ambiguous)",
      {
        hint: "unset SVC_API_TOKEN to revoke the saved credential of the profile",
      },
    );
  }
  const setup = await authSetup(ctx, globals);
  const name = setup.profileName;
  const document = await readConfig(setup.configPath);
  const profile = savedProfile(document.profiles, name);
  if (o.revoke) {
    if (!profile) throw missingProfile(name);
    if (validityOf(profile, ctx.now()) === "expired")
      throw new CliError(
        "credential_expired",
        `the credential of profile "${name}" expired at ${profile.expiresAt}`,
        {
          hint: `an expired credential needs no revocation: \`svc auth logout --profile ${name}\` removes it locally`,
        },
      );
    const token = (await setup.store.get(name))?.trim();
    if (!token) throw missingProfile(name, " in the OS credential store");
    ctx.secrets.add(token);
    const { createClient } = await import("../../../client/index.js");
    const client = createClient({
      token,
      baseUrl: setup.baseUrl ?? profile.baseUrl,
      timeoutMs: globals.timeout,
      retries: globals.retries,
      userAgent: `svc/${CLI_VERSION}`,
    });
    await client.revokeCurrentCredential({ signal: ctx.signal });
  }
  const deleted = await setup.store.delete(name);
  if (!profile && !deleted) throw missingProfile(name);
  if (profile) await writeConfig(setup.configPath, withoutProfile(document, name));
  await ctx.renderResource({
    loggedOut: true,
    profile: name,
    ...(o.revoke ? { revoked: true } : {}),
  });
}
