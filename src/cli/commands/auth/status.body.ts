import { checkProfileName } from "../../auth/setup.js";
import { configPath } from "../../credentials/config-paths.js";
import { readConfig } from "../../credentials/config-store.js";
import { missingProfile } from "../../credentials/profile-source.js";
import { savedProfile, selectedProfile } from "../../credentials/profiles.js";
import { envToken } from "../../credentials/resolve.js";
import { publicProfile, validityOf } from "../../credentials/validity.js";
import { CliError } from "../../errors.js";
import type { HandlerContext } from "../../handler-context.js";

/**
 * Local: with SVC_API_TOKEN `{name, source, cellId, credentialId, region}` from the
 * token's routing hint (the keychain is not touched), else the profile's metadata and validity.
 * `--check`: GET /auth/context with the credential the API commands would use.
 */
export async function status(ctx: HandlerContext, flags: { check?: true | undefined }): Promise<void> {
  const { globals } = ctx;
  const explicit = globals.profile === undefined ? undefined : checkProfileName(globals.profile);
  const token = envToken(ctx);
  if (flags.check) {
    const session = await ctx.session();
    const context = (await session.client.getCurrentCredentialContext({ signal: ctx.signal })).data;
    await ctx.renderResource({
      name: session.credential.profileName ?? explicit ?? "default",
      source: session.credential.source === "SVC_API_TOKEN" ? "SVC_API_TOKEN" : "profile",
      credentialId: context.id,
      kind: context.attributes.kind,
      status: context.attributes.status,
      region: context.attributes.region,
      cellId: context.attributes.cellId,
      expiresAt: context.attributes.expiresAt,
      scopes: context.attributes.scopes,
    });
    return;
  }
  if (token !== undefined) {
    ctx.secrets.add(token);
    const { parseCredentialToken } = await import("../../../schemas/credential.js");
    const location = parseCredentialToken(token);
    if (!location) {
      throw new CliError("invalid_credential", "SVC_API_TOKEN is not an API v1 credential", {
        hint: "expected tg_pat_v2_, tg_sa_v2_ or tg_sk_v1_ followed by <region>_<cell>_<24 hex>_<64 hex>",
      });
    }
    await ctx.renderResource({
      name: explicit ?? "default",
      source: "SVC_API_TOKEN",
      cellId: location.cellId,
      credentialId: location.credentialId,
      region: location.region,
    });
    return;
  }
  const document = await readConfig(configPath(ctx.env));
  const name = selectedProfile(document, explicit);
  const profile = savedProfile(document.profiles, name);
  if (!profile) throw missingProfile(name);
  await ctx.renderResource({
    ...publicProfile(name, profile, name === document.currentProfile),
    validity: validityOf(profile, ctx.now()),
  });
}
