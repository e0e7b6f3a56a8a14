import { stepDefinitions } from "./steps/index.js";

/**
 * The steps a later step may refer to with `webhook:` (those that declare `yieldsWebhook`), as
 * messages and docs list them: "ensure-webhook or rotate-secret".
 */
export function webhookYielders(): string {
  const names = stepDefinitions
    .filter((definition) => definition.yieldsWebhook)
    .map((definition) => definition.uses);
  return names.length <= 1 ? names.join("") : `${names.slice(0, -1).join(", ")} or ${names.at(-1)}`;
}
