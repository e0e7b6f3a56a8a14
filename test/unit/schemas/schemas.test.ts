import { describe, expect, it } from "vitest";
import {
  apiErrorEnvelope,
  listItem,
  pageEnvelope,
  parseCredentialToken,
  webhook,
  webhookCreate,
  webhookUpdate,
} from "../../../src/schemas/index.js";

it.each([
  { type: "list", attributes: { archived: false, name: "n", parentId: null, type: "tasks" } },
  { type: "service", attributes: { archived: false, billable: null, billingRate: 1, title: "t" } },
  { type: "tag", attributes: { archived: false, color: "#000000", name: "n" } },
])("a list item of each variant parses: %j", (item) => {
  expect(listItem.parse({ id: "x", ...item })).toEqual({ id: "x", ...item });
});

describe("webhook bodies", () => {
  it("accepts a valid create and update", () => {
    expect(webhookCreate.parse({ actions: ["task_created"], url: "https://h.example/x" })).toBeTruthy();
    expect(webhookUpdate.parse({ disabled: true })).toEqual({ disabled: true });
  });
  it.each(["not a url", "ftp://h.example/x", `https://h.example/${"x".repeat(2048)}`])(
    "rejects url %j",
    (url) => {
      expect(webhookCreate.safeParse({ actions: ["a"], url }).success).toBe(false);
    },
  );
  it("rejects a webhook resource with a bad lastStatus, a bad revision or an unknown key", () => {
    const attributes = {
      actions: [],
      disabled: false,
      failCount: 0,
      lastStatus: 204,
      url: "https://h.example",
      version: 2,
      revision: `whk1-${"0".repeat(64)}`,
    };
    expect(webhook.safeParse({ id: "w", type: "webhook", attributes }).success).toBe(true);
    expect(
      webhook.safeParse({ id: "w", type: "webhook", attributes: { ...attributes, lastStatus: 99 } }).success,
    ).toBe(false);
    expect(
      webhook.safeParse({
        id: "w",
        type: "webhook",
        attributes: { ...attributes, revision: `"whk1-${"0".repeat(64)}"` },
      }).success,
    ).toBe(false);
    expect(
      webhook.safeParse({ id: "w", type: "webhook", attributes: { ...attributes, signingSecret: "x" } })
        .success,
    ).toBe(false);
  });
});

describe("envelopes and tokens", () => {
  it("requires a non-empty errors array", () => {
    expect(apiErrorEnvelope.safeParse({ errors: [], meta: { requestId: "r" } }).success).toBe(false);
  });
  it("checks page limits", () => {
    const pageOf = pageEnvelope(webhook);
    expect(
      pageOf.safeParse({ data: [], meta: { requestId: "r", page: { limit: 201, nextCursor: null } } })
        .success,
    ).toBe(false);
  });
  it("parses tokens and rejects bad locations", () => {
    const tail = `${"a".repeat(24)}_${"b".repeat(64)}`;
    expect(parseCredentialToken(`tg_sk_v1_de_c1_${tail}`)?.prefix).toBe("tg_sk_v1");
    expect(parseCredentialToken(`tg_sk_v1_de-_c1_${tail}`)).toBeUndefined();
    expect(parseCredentialToken(`tg_sk_v1_de_-c1_${tail}`)).toBeUndefined();
  });
});
