import type { StepDefinition } from "../step-types.js";
import { checkRecentDeliveries } from "./check-recent-deliveries.js";
import { ensureWebhook } from "./ensure-webhook.js";
import { removeWebhook } from "./remove-webhook.js";
import { rotateSecret } from "./rotate-secret.js";
import { testDelivery } from "./test-delivery.js";

/** Every step a plan may use, in the order the docs list them. */
export const stepDefinitions = [
  ensureWebhook,
  rotateSecret,
  testDelivery,
  checkRecentDeliveries,
  removeWebhook,
] as const;

export type StepUses = (typeof stepDefinitions)[number]["uses"];

export function stepDefinition(uses: string): StepDefinition | undefined {
  return (stepDefinitions as readonly StepDefinition[]).find((definition) => definition.uses === uses);
}
