export { type RunningEmulator, readyLine, startEmulator } from "./emulator.js";
export type { EmulatorOptions } from "./options.js";
export { DEFAULT_RETRY_SCHEDULE } from "./options.js";
export { ALL_SCOPES, DEFAULT_SEED, parseSeed } from "./state/seed.js";
export type { SeedFile } from "./state/seed-schema.js";
export type { IssuedCredential, IssuedLegacyCredential } from "./state/store.js";
