export { type RunningEmulator, readyLine, startEmulator } from "./emulator.js";
export type { EmulatorOptions } from "./options.js";
export { ALL_SCOPES } from "./state/seed.js";
export type { IssuedCredential, IssuedLegacyCredential } from "./state/store.js";
