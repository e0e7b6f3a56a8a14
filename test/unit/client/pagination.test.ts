import nock from "nock";
import { describe, expect, it } from "vitest";
import { ClientError, paginate } from "../../../src/client/index.js";
import type { PageRequestOptions, PageResponse } from "../../../src/client/types.js";
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

describe("paginate with prefetch", () => {
  /** A page source whose requests settle only when the test says so. */
  function manualSource() {
    const requests: {
      cursor: string | undefined;
      signal: AbortSignal | undefined;
      settle: Deferred;
      /** What a list operation reports once the body arrived, before validating it. */
      body: (body: unknown) => void;
    }[] = [];
    const fetchPage = (query: { cursor?: string | undefined }, options: PageRequestOptions) => {
      const settle = deferred();
      const body = (value: unknown) => options.onUnvalidatedBody?.(value);
      requests.push({ cursor: query.cursor, signal: options.signal, settle, body });
      options.signal?.addEventListener("abort", () => settle.reject(options.signal?.reason), { once: true });
      return settle.promise;
    };
    return { fetchPage, requests };
  }
  type Deferred = ReturnType<typeof deferred>;
  function deferred() {
    let resolve!: (page: PageResponse<number>) => void;
    let reject!: (error: unknown) => void;
    const promise = new Promise<PageResponse<number>>((res, rej) => {
      resolve = res;
      reject = rej;
    });
    return { promise, resolve, reject };
  }
  const pageOf = (data: number[], nextCursor: string | null): PageResponse<number> => ({
    data,
    meta: { requestId: RID, page: { limit: 50, nextCursor } },
    transport: info,
  });
  /** Lets every pending promise callback run (the walk reacts to a page in a few microtasks). */
  const settled = () => new Promise((resolve) => setImmediate(resolve));

  it("requests page n+1 while the caller still holds page n, and hands out the pages in order", async () => {
    const { fetchPage, requests } = manualSource();
    const walk = paginate(fetchPage, {}, { prefetch: true }).pages()[Symbol.asyncIterator]();
    const first = walk.next();
    await settled();
    expect(requests.map((r) => r.cursor)).toEqual([undefined]);
    requests[0]?.settle.resolve(pageOf([1], "a"));
    expect((await first).value?.data).toEqual([1]);
    await settled();
    expect(requests.map((r) => r.cursor)).toEqual([undefined, "a"]); // before the second pull
    requests[1]?.settle.resolve(pageOf([2], null));
    expect((await walk.next()).value?.data).toEqual([2]);
    expect((await walk.next()).done).toBe(true);
    expect(requests).toHaveLength(2);
  });

  it("without prefetch requests a page only when it is pulled", async () => {
    const { fetchPage, calls } = source({ "": [[1], "a"], a: [[2], null] });
    const walk = paginate(fetchPage, {}).pages()[Symbol.asyncIterator]();
    await walk.next();
    await settled();
    expect(calls).toEqual([undefined]);
  });

  it("never requests beyond maxPages or a repeated cursor, and raises after the page before", async () => {
    const limited = source({ "": [[1], "a"], a: [[2], "b"], b: [[3], null] });
    const pages: number[][] = [];
    const limitError = await (async () => {
      for await (const p of paginate(limited.fetchPage, {}, { maxPages: 2, prefetch: true }).pages()) {
        pages.push(p.data);
      }
    })().catch((e: unknown) => e);
    expect(limitError).toMatchObject({ code: "pagination_limit" });
    expect(pages).toEqual([[1], [2]]);
    expect(limited.calls).toEqual([undefined, "a"]);

    const cyclic = source({ "": [[1], "a"], a: [[2], "a"] });
    const items: number[] = [];
    const cycleError = await (async () => {
      for await (const item of paginate(cyclic.fetchPage, {}, { prefetch: true })) items.push(item);
    })().catch((e: unknown) => e);
    expect(cycleError).toMatchObject({ code: "pagination_cycle", requestId: RID });
    expect(items).toEqual([1, 2]);
    expect(cyclic.calls).toEqual([undefined, "a"]);
  });

  it("reports a failed prefetch only on the next pull, after the page before it (no unhandled rejection)", async () => {
    const unhandled: unknown[] = [];
    const onUnhandled = (reason: unknown) => unhandled.push(reason);
    process.on("unhandledRejection", onUnhandled);
    try {
      const { fetchPage, requests } = manualSource();
      const walk = paginate(fetchPage, {}, { prefetch: true }).pages()[Symbol.asyncIterator]();
      const first = walk.next();
      await settled();
      requests[0]?.settle.resolve(pageOf([1], "a"));
      expect((await first).value?.data).toEqual([1]);
      await settled();
      requests[1]?.settle.reject(new Error("page 2 failed"));
      await settled(); // the caller is still busy with page 1
      await settled();
      expect(unhandled).toEqual([]);
      await expect(walk.next()).rejects.toThrow("page 2 failed");
    } finally {
      process.off("unhandledRejection", onUnhandled);
    }
  });

  const bodyWith = (nextCursor: unknown) => ({ data: [], meta: { page: { nextCursor } } });

  it("requests page n+1 as soon as page n's body arrived, before page n is validated", async () => {
    const { fetchPage, requests } = manualSource();
    const walk = paginate(fetchPage, {}, { prefetch: true }).pages()[Symbol.asyncIterator]();
    const first = walk.next();
    await settled();
    requests[0]?.body(bodyWith("a"));
    expect(requests.map((r) => r.cursor)).toEqual([undefined, "a"]);
    requests[0]?.settle.resolve(pageOf([1], "a"));
    expect((await first).value?.data).toEqual([1]);
    await settled();
    expect(requests).toHaveLength(2); // not requested twice
    requests[1]?.settle.resolve(pageOf([2], null));
    expect((await walk.next()).value?.data).toEqual([2]);
    expect((await walk.next()).done).toBe(true);
  });

  it("aborts the early request when page n then fails validation, and raises page n's error", async () => {
    const { fetchPage, requests } = manualSource();
    const walk = paginate(fetchPage, {}, { prefetch: true }).pages()[Symbol.asyncIterator]();
    const first = walk.next();
    await settled();
    requests[0]?.body(bodyWith("a"));
    requests[0]?.settle.reject(new Error("data[3].id: invalid"));
    await expect(first).rejects.toThrow("data[3].id: invalid");
    expect(requests[1]?.signal?.aborted).toBe(true);
  });

  it("starts no early request for a cursor that is not one, repeated, or beyond maxPages", async () => {
    for (const [hint, maxPages] of [
      [null, 5],
      ["", 5],
      [7, 5],
      ["x".repeat(1025), 5],
      ["start", 5],
      ["a", 1],
    ] as const) {
      const { fetchPage, requests } = manualSource();
      const walk = paginate(fetchPage, { cursor: "start" }, { prefetch: true, maxPages })
        .pages()
        [Symbol.asyncIterator]();
      const first = walk.next();
      await settled();
      requests[0]?.body(bodyWith(hint));
      expect(requests, String(hint)).toHaveLength(1);
      requests[0]?.settle.resolve(pageOf([1], null));
      await first;
    }
  });

  it("starts nothing from a body reported after its page arrived (an odd fetcher)", async () => {
    const { fetchPage, requests } = manualSource();
    const walk = paginate(fetchPage, {}, { prefetch: true }).pages()[Symbol.asyncIterator]();
    const first = walk.next();
    await settled();
    requests[0]?.settle.resolve(pageOf([1], null));
    await first;
    requests[0]?.body(bodyWith("late"));
    expect(requests).toHaveLength(1);
    expect((await walk.next()).done).toBe(true);
  });

  it("holds at most two pages: page n+2 is not requested while the caller still holds page n", async () => {
    const { fetchPage, requests } = manualSource();
    const walk = paginate(fetchPage, {}, { prefetch: true }).pages()[Symbol.asyncIterator]();
    const first = walk.next();
    await settled();
    requests[0]?.body(bodyWith("a"));
    requests[0]?.settle.resolve(pageOf([1], "a"));
    await first; // the caller holds page 1
    requests[1]?.body(bodyWith("b"));
    requests[1]?.settle.resolve(pageOf([2], "b"));
    await settled();
    expect(requests).toHaveLength(2);
    expect((await walk.next()).value?.data).toEqual([2]); // page 1 released: page 3 may load
    await settled();
    expect(requests.map((r) => r.cursor)).toEqual([undefined, "a", "b"]);
    const third = walk.next();
    requests[2]?.body(bodyWith("c")); // the caller waits for page 3, so page 4 starts at once
    expect(requests.map((r) => r.cursor)).toEqual([undefined, "a", "b", "c"]);
    requests[2]?.settle.resolve(pageOf([3], "c"));
    await third;
    await walk.return?.(undefined);
    expect(requests[3]?.signal?.aborted).toBe(true);
  });

  it("aborts the prefetch when the caller stops early, and finishes without an error", async () => {
    const { fetchPage, requests } = manualSource();
    const first = (async () => {
      for await (const p of paginate(fetchPage, {}, { prefetch: true }).pages()) return p.data;
    })();
    await settled();
    requests[0]?.settle.resolve(pageOf([1], "a"));
    await expect(first).resolves.toEqual([1]);
    expect(requests).toHaveLength(2);
    expect(requests[1]?.signal?.aborted).toBe(true);
  });

  it("aborts the in-flight prefetch with the caller's signal", async () => {
    const { fetchPage, requests } = manualSource();
    const controller = new AbortController();
    const walk = paginate(fetchPage, {}, { prefetch: true, signal: controller.signal })
      .pages()
      [Symbol.asyncIterator]();
    const first = walk.next();
    await settled();
    requests[0]?.settle.resolve(pageOf([1], "a"));
    await first;
    await settled();
    controller.abort(new Error("interrupted"));
    expect(requests[1]?.signal?.aborted).toBe(true);
    await expect(walk.next()).rejects.toThrow("interrupted");
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

  it.each([
    ["listTasks", "/v1/tasks"],
    ["listLists", "/v1/lists"],
    ["listWebhooks", "/v1/webhooks"],
    ["listWebhookDeliveries", "/v1/webhook-deliveries"],
  ] as const)(
    "%s reports the body before validating it, and still rejects an invalid page",
    async (op, path) => {
      const invalid = page([{ id: "" }], "n2");
      api().get(path).reply(200, invalid).get(path).reply(200, page([], null));
      const { client } = testClient();
      const seen: unknown[] = [];
      const onUnvalidatedBody = (body: unknown) => seen.push(body);
      await expect(client[op]({}, { onUnvalidatedBody })).rejects.toMatchObject({
        name: "ResponseValidationError",
      });
      expect(seen).toEqual([invalid]);
      await expect(client[op]({}, { onUnvalidatedBody })).resolves.toMatchObject({ data: [] });
      expect(seen).toHaveLength(2);
    },
  );

  it("prefetches over HTTP with the same pages and requests as without", async () => {
    for (const prefetch of [false, true]) {
      api()
        .get("/v1/webhooks")
        .query({ limit: "1" })
        .reply(200, page([webhookResource()], "c1", 1))
        .get("/v1/webhooks")
        .query({ limit: "1", cursor: "c1" })
        .reply(200, page([webhookResource({}, "wh_2")], null, 1));
      const { client } = testClient();
      const ids = (await client.paginateWebhooks({ limit: 1 }, { prefetch }).toArray()).map((w) => w.id);
      expect(ids).toEqual(["wh_1", "wh_2"]);
      expect(nock.pendingMocks()).toEqual([]);
    }
  });
});
