import type { WebhookRecord } from "../state/model.js";
import { webhookResource } from "../state/webhooks.js";

/**
 * `JSON.stringify(webhookResource(hook))` with its UTF-8 length, made again only when a field the resource shows has
 * changed. Serialising was the largest single cost of a list page (bench/emulator.ts,
 * docs/startup.md), and a list mostly shows the same webhooks again; comparing the few fields the
 * resource is built from is much cheaper. test/unit/emulator/webhook-json.test.ts changes every
 * field of a record in turn and checks the text follows, so a field added to the resource cannot
 * be missed here.
 */
export function webhookResourceText(hook: WebhookRecord): { json: string; bytes: number } {
  const last = kept.get(hook);
  if (
    last !== undefined &&
    last.id === hook.id &&
    last.url === hook.url &&
    last.disabled === hook.disabled &&
    last.failCount === hook.failCount &&
    last.lastStatus === hook.lastStatus &&
    last.revision === hook.revision &&
    sameList(last.actions, hook.actions)
  ) {
    return last;
  }
  const json = JSON.stringify(webhookResource(hook));
  const text = {
    id: hook.id,
    url: hook.url,
    disabled: hook.disabled,
    failCount: hook.failCount,
    lastStatus: hook.lastStatus,
    revision: hook.revision,
    actions: [...hook.actions],
    json,
    bytes: Buffer.byteLength(json),
  };
  kept.set(hook, text);
  return text;
}

type Shown = Pick<
  WebhookRecord,
  "id" | "url" | "disabled" | "failCount" | "lastStatus" | "revision" | "actions"
>;
const kept = new WeakMap<WebhookRecord, Shown & { json: string; bytes: number }>();

function sameList(left: string[], right: string[]): boolean {
  if (left.length !== right.length) return false;
  for (let index = 0; index < left.length; index += 1) if (left[index] !== right[index]) return false;
  return true;
}
