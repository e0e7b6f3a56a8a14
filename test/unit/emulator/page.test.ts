import { describe, expect, test } from "vitest";
import { pageOfTexts, paginate, type V1Context } from "../../../src/emulator/v1/v1-context.js";

const ctx = (requestId: string) => ({ requestId }) as V1Context;

describe("pageOfTexts", () => {
  test("sends the items' texts joined with the page's meta, and counts its UTF-8 bytes (multi-byte text too)", () => {
    const items = [{ name: "plain" }, { name: "café ☕ 😀" }, { name: "" }];
    for (const count of [0, 1, 3]) {
      const shown = items.slice(0, count);
      const texts = shown.map((item) => {
        const json = JSON.stringify(item);
        return { json, bytes: Buffer.byteLength(json) };
      });
      const reply = pageOfTexts(ctx("req_é"), texts, () => shown, 20, count === 3 ? "next.ü" : null);
      expect(reply.json).toBe(JSON.stringify(reply.body));
      expect(reply.jsonBytes).toBe(Buffer.byteLength(reply.json ?? ""));
      expect(JSON.parse(reply.json ?? "")).toEqual({
        data: shown,
        meta: { requestId: "req_é", page: { limit: 20, nextCursor: count === 3 ? "next.ü" : null } },
      });
    }
  });

  test("builds the body's data (read only by the self-check) once, when first read", () => {
    let built = 0;
    const reply = pageOfTexts(
      ctx("req_1"),
      [{ json: '{"id":"a"}', bytes: 10 }],
      () => {
        built += 1;
        return [{ id: "a" }];
      },
      1,
      null,
    );
    expect(built).toBe(0);
    const body = reply.body as { data: unknown[] };
    expect(body.data).toEqual([{ id: "a" }]);
    expect(body.data).toBe(body.data);
    expect(built).toBe(1);
  });
});

describe("paginate", () => {
  const reference = (seqs: number[], after: number | undefined, limit: number, newestFirst: boolean) => {
    const ordered = [...seqs].sort((a, b) => (newestFirst ? b - a : a - b));
    const start = ordered.filter((seq) => after === undefined || (newestFirst ? seq < after : seq > after));
    return { items: start.slice(0, limit), more: start.length > limit };
  };

  test("orders by seq whether the input is in order, reversed or shuffled, and leaves the input as it was", () => {
    const inputs = [[1, 2, 3, 5, 8, 13], [13, 8, 5, 3, 2, 1], [5, 1, 13, 3, 8, 2], [], [4]];
    for (const seqs of inputs) {
      for (const newestFirst of [false, true]) {
        for (const after of [undefined, 0, 3, 6, 20]) {
          for (const limit of [1, 2, 6, 10]) {
            const items = seqs.map((seq) => ({ seq }));
            const result = paginate(items, after, limit, newestFirst);
            const expected = reference(seqs, after, limit, newestFirst);
            expect(result.items.map((item) => item.seq)).toEqual(expected.items);
            expect(result.more).toBe(expected.more);
            expect(result.last).toBe(expected.items.at(-1));
            expect(items.map((item) => item.seq)).toEqual(seqs);
          }
        }
      }
    }
  });
});
