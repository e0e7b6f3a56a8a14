export {
  createLegacyClient,
  type LegacyClient,
  type LegacyClientOptions,
  type LegacyResult,
} from "./client.js";
