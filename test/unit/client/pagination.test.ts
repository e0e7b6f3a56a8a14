import { describe, expect, it } from "vitest";
import { ClientError, paginate } from "../../../src/client/index.js";
import type { PageResponse } from "../../../src/client/types.js";
import { api, page, RID, testClient, useNock, webhookResource } from "./fixtures.js";

useNock();

const info = { status: 200, attempts: 1, requestId: RID, headers: {} };
/** A fake page source: cursor -> [items, nextCursor]. */
function source(pages: Record<string, [number[], string | null]>) {
  const calls: (string | undefined)[] = [];
  const fetchPage = async (query: { cursor?: string | undefined }): Promise<PageResponse<number>> => {
    calls.push(query.cursor);
    const entry = pages[query.cursor ?? ""];
    if (!entry) throw new Error(`unexpected cursor ${query.cursor}`);
    return {
      data: entry[0],
      meta: { requestId: RID, page: { limit: 50, nextCursor: entry[1] } },
      transport: info,
    };
  };
  return { fetchPage, calls };
}

describe("paginate", () => {
  it("follows cursors untouched until null", async () => {
    const { fetchPage, calls } = source({ "": [[1, 2], "c/1=="], "c/1==": [[3], "c2"], c2: [[4], null] });
    expect(await paginate(fetchPage, {}).toArray()).toEqual([1, 2, 3, 4]);
    expect(calls).toEqual([undefined, "c/1==", "c2"]);
  });

  it("continues past an empty page with a cursor", async () => {
    const { fetchPage } = source({ "": [[], "c1"], c1: [[], "c2"], c2: [[9], null] });
    const pages = [];
    for await (const p of paginate(fetchPage, {}).pages()) pages.push(p.data);
    expect(pages).toEqual([[], [], [9]]);
  });

  it("starts from the caller's cursor and keeps other query fields", async () => {
    const seen: unknown[] = [];
    const fetchPage = async (query: { cursor?: string | undefined; limit: number }) => {
      seen.push(query);
      return { data: [1], meta: { requestId: RID, page: { limit: 1, nextCursor: null } }, transport: info };
    };
    await paginate(fetchPage, { cursor: "start", limit: 1 }).toArray();
    expect(seen).toEqual([{ cursor: "start", limit: 1 }]);
  });

  it("stops a repeated cursor with pagination_cycle", async () => {
    const { fetchPage, calls } = source({ "": [[1], "a"], a: [[2], "b"], b: [[3], "a"] });
    const items: number[] = [];
    const error = await (async () => {
      for await (const item of paginate(fetchPage, {})) items.push(item);
    })().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ClientError);
    expect(error).toMatchObject({ code: "pagination_cycle", requestId: RID });
    expect(items).toEqual([1, 2, 3]);
    expect(calls).toHaveLength(3);
  });

  it("treats a next cursor equal to the starting cursor as a cycle", async () => {
    const { fetchPage } = source({ s: [[1], "s"] });
    await expect(paginate(fetchPage, { cursor: "s" }).toArray()).rejects.toMatchObject({
      code: "pagination_cycle",
    });
  });

  it("stops after maxPages with pagination_limit, but not when the last page ends the walk", async () => {
    const { fetchPage, calls } = source({ "": [[1], "a"], a: [[2], "b"], b: [[3], null] });
    await expect(paginate(fetchPage, {}, { maxPages: 2 }).toArray()).rejects.toMatchObject({
      code: "pagination_limit",
    });
    expect(calls).toHaveLength(2);
    await expect(
      paginate(source({ "": [[1], "a"], a: [[2], null] }).fetchPage, {}, { maxPages: 2 }).toArray(),
    ).resolves.toEqual([1, 2]);
  });

  it.each([0, 10_001, 1.5, Number.NaN])("rejects maxPages %s before any request", (maxPages) => {
    const { fetchPage } = source({});
    expect(() => paginate(fetchPage, {}, { maxPages })).toThrow(
      expect.objectContaining({ code: "invalid_arguments" }),
    );
  });
});

describe("client paginators", () => {
  it("walks webhooks page by page over HTTP", async () => {
    api()
      .get("/v1/webhooks")
      .query({ limit: "1" })
      .reply(200, page([webhookResource()], "next+/=", 1))
      .get("/v1/webhooks")
      .query({ limit: "1", cursor: "next+/=" })
      .reply(200, page([webhookResource({}, "wh_2")], null, 1));
    const { client } = testClient();
    const ids = (await client.paginateWebhooks({ limit: 1 }).toArray()).map((w) => w.id);
    expect(ids).toEqual(["wh_1", "wh_2"]);
  });

  it("offers tasks, lists and deliveries paginators", async () => {
    api()
      .get("/v1/tasks")
      .reply(200, page([]))
      .get("/v1/lists")
      .reply(200, page([]))
      .get("/v1/webhook-deliveries")
      .reply(200, page([]));
    const { client } = testClient();
    expect(await client.paginateTasks().toArray()).toEqual([]);
    expect(await client.paginateLists().toArray()).toEqual([]);
    expect(await client.paginateWebhookDeliveries({}, { maxPages: 1 }).toArray()).toEqual([]);
  });
});
