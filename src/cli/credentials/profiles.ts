import type { ConfigDocument, Profile } from "./config-document.js";

/**
 * The saved profile called `name`, own keys only: names such as `constructor` or `toString` are
 * valid profile names and must not find Object.prototype members.
 */
export function savedProfile(profiles: Record<string, Profile>, name: string): Profile | undefined {
  return Object.hasOwn(profiles, name) ? profiles[name] : undefined;
}

/** Default profile: --profile, else currentProfile, else `default`. */
export function selectedProfile(document: ConfigDocument, explicit: string | undefined): string {
  return explicit ?? document.currentProfile ?? "default";
}

/** The document without `name`; currentProfile moves to the alphabetically first remaining profile. */
export function withoutProfile(document: ConfigDocument, name: string): ConfigDocument {
  const { [name]: _removed, ...profiles } = document.profiles;
  const { currentProfile: _current, ...rest } = document;
  const remaining = Object.keys(profiles).sort();
  const current = document.currentProfile === name ? remaining[0] : document.currentProfile;
  return { ...rest, ...(current === undefined ? {} : { currentProfile: current }), profiles };
}
