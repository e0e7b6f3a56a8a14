import type { Profile } from "./config-document.js";

export type Validity = "active" | "expiring-soon" | "expired" | "unknown";
const EXPIRING_SOON_MS = 14 * 24 * 60 * 60 * 1000;

/** Expired (expiresAt <= now), expiring-soon (<= 14 days left), active, unknown (no expiresAt). */
export function validityOf(profile: Pick<Profile, "expiresAt">, now: number): Validity {
  if (profile.expiresAt === undefined) return "unknown";
  const expires = Date.parse(profile.expiresAt);
  if (!Number.isFinite(expires)) return "unknown";
  if (expires <= now) return "expired";
  return expires - now <= EXPIRING_SOON_MS ? "expiring-soon" : "active";
}

/**
 * The public view of a profile, keys in a fixed order. Absent optional fields stay
 * as undefined keys: JSON drops them, and table columns keep the same order for every row.
 */
export function publicProfile(name: string, profile: Profile, current: boolean) {
  return {
    current,
    name,
    authenticationSource: profile.authenticationSource,
    baseUrl: profile.baseUrl,
    cellId: profile.cellId,
    createdAt: profile.createdAt,
    credentialId: profile.credentialId,
    expiresAt: profile.expiresAt,
    region: profile.region,
    scopes: profile.scopes === undefined ? undefined : [...profile.scopes],
  };
}
