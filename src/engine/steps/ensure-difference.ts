/**
 * How a webhook's state differs from what an `ensure-webhook` step asks for: the PATCH body that
 * brings it in line, what kind of change that is, and a short account of it for the log.
 */
import type { Webhook, WebhookUpdate } from "../../schemas/index.js";

/** The part of a webhook an ensure compares: the service's answer, or plan mode's projection. */
export type EnsuredAttributes = Pick<Webhook["attributes"], "disabled"> & { actions: readonly string[] };

/** What the step asks for. */
export interface EnsureWish {
  actions: string[];
  enabled: boolean;
}

/** The PATCH body that brings `have` in line with `want`, or undefined when nothing differs. */
export function difference(have: EnsuredAttributes, want: EnsureWish): WebhookUpdate | undefined {
  const body: { actions?: string[]; disabled?: boolean } = {};
  const actions = new Set(have.actions);
  const sameActions =
    actions.size === want.actions.length && want.actions.every((action) => actions.has(action));
  if (!sameActions) body.actions = want.actions;
  if (have.disabled === want.enabled) body.disabled = !want.enabled;
  return Object.keys(body).length > 0 ? (body as WebhookUpdate) : undefined;
}

export function changeOf(have: EnsuredAttributes, body: WebhookUpdate): "reactivated" | "updated" {
  return have.disabled && body.disabled === false ? "reactivated" : "updated";
}

/** `+task_created -task_deleted, enable`. */
export function explain(have: EnsuredAttributes, body: WebhookUpdate): string {
  const parts: string[] = [];
  if (body.actions) {
    const before = new Set(have.actions);
    const want = new Set(body.actions);
    const added = body.actions.filter((action) => !before.has(action));
    const removed = have.actions.filter((action) => !want.has(action));
    if (added.length) parts.push(`+${added.join(" +")}`);
    if (removed.length) parts.push(`-${removed.join(" -")}`);
  }
  if (body.disabled === false) parts.push("enable");
  if (body.disabled === true) parts.push("disable");
  return parts.join(", ");
}
