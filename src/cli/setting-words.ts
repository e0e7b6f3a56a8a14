/**
 * The words a fix line uses for `svc`'s settings: once a session resolved the credential and the
 * base URL, the one in use (the variable, the flag or the profile that named it), so "nothing
 * answers at ..." and "check the token" point at the setting to change, and only at it.
 */
import type { SettingWords } from "../schemas/error-codes.js";
import { cliWords } from "./errors.js";

/** Where the session's token and base URL came from. */
export interface SettingSources {
  token: "SVC_API_TOKEN" | "profile";
  /** undefined: derived from the token (the regional address). */
  baseUrl: "--base-url" | "SVC_API_BASE_URL" | "profile" | undefined;
  profileName: string | undefined;
}

/** The words of a session whose settings came from `sources`. */
export function sessionWords(sources: SettingSources): SettingWords {
  const profile = sources.profileName ?? "default";
  const token =
    sources.token === "SVC_API_TOKEN"
      ? "SVC_API_TOKEN (it wins over any profile; unset it to use a stored profile)"
      : `the credential of profile "${profile}" (svc auth status --check --profile ${profile}; svc auth login --replace --profile ${profile} stores a new one)`;
  const baseUrl =
    sources.baseUrl === "profile"
      ? `the base URL of profile "${profile}"`
      : (sources.baseUrl ??
        "the regional address derived from the token (--base-url or SVC_API_BASE_URL gives another)");
  return { ...cliWords, token, baseUrl };
}

const remembered = new WeakMap<object, SettingWords>();

/** Keeps the session's words for the error line of the command run in `ctx`. */
export function rememberWords(ctx: object, words: SettingWords): void {
  remembered.set(ctx, words);
}

/** The words for a fix line in `ctx`: the session's, else the general ones. */
export function wordsOf(ctx: object): SettingWords {
  return remembered.get(ctx) ?? cliWords;
}
