import { describe, expect, it } from "vitest";
import type { Client } from "../../../src/client/index.js";
import { CreateSettler, type Park, type PendingEnsure } from "../../../src/engine/create-settler.js";
import { listByUrls, normaliseUrl, WebhookIndex } from "../../../src/engine/webhook-index.js";
import type { Webhook } from "../../../src/schemas/index.js";
import { hook, revision } from "./fixtures.js";

const url = (n: number) => `https://hooks.example.com/h${n}`;
const listed = (id: string, n: number, rev = 1) =>
  hook(id, { url: url(n), revision: revision(rev) }) as Webhook;

/** A client whose listing is `pages()` (read anew on every listing), counting listings and pages. */
function fakeClient(pages: () => Webhook[][]) {
  const counts = { listings: 0, pages: 0 };
  let gate: Promise<void> = Promise.resolve();
  let failNext: Error | undefined;
  const client = {
    paginateWebhooks: () => ({
      async *pages() {
        counts.listings += 1;
        const error = failNext;
        failNext = undefined;
        for (const data of pages()) {
          await gate;
          counts.pages += 1;
          if (error) throw error;
          yield { data, meta: {} };
        }
      },
    }),
  } as unknown as Client;
  return {
    client,
    counts,
    hold() {
      let open: () => void = () => {};
      gate = new Promise((resolve) => (open = resolve));
      return open;
    },
    failNextListing(error: Error) {
      failNext = error;
    },
  };
}

describe("normaliseUrl", () => {
  it("compares scheme and host case, the default port, an empty path and percent-escapes as one", () => {
    const same = [
      ["HTTPS://Hooks.Example.com:443", "https://hooks.example.com/"],
      ["https://hooks.example.com/a%2fb", "https://hooks.example.com/a%2Fb"],
      ["https://hooks.example.com/%7Euser/%41", "https://hooks.example.com/~user/A"],
      ["https://hooks.example.com/in?x=%2d", "https://hooks.example.com/in?x=-"],
    ];
    for (const [a, b] of same)
      expect(normaliseUrl(a as string), `${a} ~ ${b}`).toBe(normaliseUrl(b as string));
    const apart = [
      ["https://hooks.example.com/in", "https://hooks.example.com/in/"],
      ["https://hooks.example.com/In", "https://hooks.example.com/in"],
      ["https://hooks.example.com/a%2Fb", "https://hooks.example.com/a/b"],
      ["https://hooks.example.com:8443/in", "https://hooks.example.com/in"],
    ];
    for (const [a, b] of apart)
      expect(normaliseUrl(a as string), `${a} != ${b}`).not.toBe(normaliseUrl(b as string));
  });
});

describe("WebhookIndex", () => {
  it("reads the listing once for lookups that come while it loads, keyed by the normalised URL", async () => {
    const fake = fakeClient(() => [[listed("w1", 1), listed("w2", 2)], [listed("w3", 1)]]);
    const index = new WebhookIndex(fake.client, undefined);
    expect(index.has(url(1))).toBeUndefined();
    const open = fake.hold();
    const lookups = [index.find(url(1)), index.find("HTTPS://Hooks.Example.com:443/h2"), index.find(url(9))];
    open();
    const [one, two, none] = await Promise.all(lookups);
    expect(one?.map((webhook) => webhook.id)).toEqual(["w1", "w3"]);
    expect(two?.map((webhook) => webhook.id)).toEqual(["w2"]);
    expect(none).toEqual([]);
    await index.find(url(2));
    expect(fake.counts).toEqual({ listings: 1, pages: 2 });
    expect(index.pages).toBe(2);
    expect(index.has(url(1))).toBe(true);
    expect(index.has(url(9))).toBe(false);
  });

  it("holds a webhook an offset-paged listing repeats on the next page once (index and a fresh look)", async () => {
    const fake = fakeClient(() => [
      [listed("w0", 0), listed("w1", 1)],
      [listed("w1", 1), listed("w2", 2)],
    ]);
    const index = new WebhookIndex(fake.client, undefined);
    expect((await index.find(url(1))).map((webhook) => webhook.id)).toEqual(["w1"]);
    const { matches } = await listByUrls(fake.client, new Set([normaliseUrl(url(1))]), undefined);
    expect(matches.get(normaliseUrl(url(1)))?.map((webhook) => webhook.id)).toEqual(["w1"]);
  });

  it("files a webhook under the URL given (the one the plan sent), also when a step notes it later", async () => {
    const index = new WebhookIndex(fakeClient(() => [[]]).client, undefined);
    await index.find(url(1));
    index.put(listed("w1", 2), url(1));
    index.note({ id: "w1", revision: revision(5) });
    expect((await index.find(url(1))).map((webhook) => webhook.attributes.revision)).toEqual([revision(5)]);
    expect(await index.find(url(2))).toEqual([]);
  });

  it("looks again with one refresh for every step that meets a changed workspace, and none when newer", async () => {
    let moved = false;
    const fake = fakeClient(() => [[moved ? listed("w1", 2) : listed("w1", 1), listed("w2", 3)]]);
    const index = new WebhookIndex(fake.client, undefined);
    await index.find(url(1));
    const stale = index.seenIn("w1");
    moved = true;
    const open = fake.hold();
    const looks = [index.freshFind(url(1), stale), index.freshFind(url(3), index.seenIn("w2"))];
    open();
    const [atOne, atThree] = await Promise.all(looks);
    expect(atOne).toEqual([]);
    expect(atThree?.map((webhook) => webhook.id)).toEqual(["w2"]);
    expect(fake.counts.listings).toBe(2);
    // Another step whose entry came from the first listing: the refresh is newer, no listing.
    expect((await index.freshFind(url(2), stale)).map((webhook) => webhook.id)).toEqual(["w1"]);
    expect(fake.counts.listings).toBe(2);
  });

  it("a refresh keeps what the run wrote while it was read", async () => {
    const fake = fakeClient(() => [[listed("w1", 1)]]);
    const index = new WebhookIndex(fake.client, undefined);
    await index.find(url(1));
    const open = fake.hold();
    const look = index.freshFind(url(1), index.seenIn("w1"));
    index.put(listed("w9", 1, 7));
    open();
    expect((await look).map((webhook) => webhook.id)).toEqual(["w1", "w9"]);
  });

  it("takes the run's writes: a create is added last, an update replaces, a removal deletes", async () => {
    const fake = fakeClient(() => [[listed("w1", 1), listed("w2", 2)]]);
    const index = new WebhookIndex(fake.client, undefined);
    await index.find(url(1));
    index.put(listed("w9", 1, 7));
    expect((await index.find(url(1))).map((webhook) => webhook.id)).toEqual(["w1", "w9"]);
    index.put(listed("w1", 1, 5));
    expect((await index.find(url(1)))[0]?.attributes.revision).toBe(revision(5));
    index.note({ id: "w9", revision: revision(8), disabled: true });
    expect((await index.find(url(1)))[1]?.attributes).toMatchObject({
      revision: revision(8),
      disabled: true,
    });
    index.put({ ...listed("w2", 3), id: "w2" });
    expect(await index.find(url(2))).toEqual([]);
    expect((await index.find(url(3))).map((webhook) => webhook.id)).toEqual(["w2"]);
    index.remove("w1");
    expect((await index.find(url(1))).map((webhook) => webhook.id)).toEqual(["w9"]);
    index.replaceUrl(url(1), [listed("w0", 1)]);
    expect((await index.find(url(1))).map((webhook) => webhook.id)).toEqual(["w0"]);
    expect(fake.counts.listings).toBe(1);
  });

  it("a write made while the listing loads is not undone by the (older) listing", async () => {
    const fake = fakeClient(() => [[listed("w1", 1)], [listed("w2", 2)]]);
    const index = new WebhookIndex(fake.client, undefined);
    const open = fake.hold();
    const lookup = index.find(url(1));
    index.remove("w2");
    index.put(listed("w1", 1, 9));
    open();
    expect((await lookup)[0]?.attributes.revision).toBe(revision(9));
    expect(await index.find(url(2))).toEqual([]);
  });

  it("a failed listing fails every lookup waiting on it, and the next lookup lists again", async () => {
    const fake = fakeClient(() => [[listed("w1", 1)]]);
    const index = new WebhookIndex(fake.client, undefined);
    fake.failNextListing(new Error("HTTP 503"));
    const results = await Promise.allSettled([index.find(url(1)), index.find(url(1))]);
    expect(results.map((result) => result.status)).toEqual(["rejected", "rejected"]);
    expect(index.has(url(1))).toBeUndefined();
    expect((await index.find(url(1))).map((webhook) => webhook.id)).toEqual(["w1"]);
    expect(fake.counts.listings).toBe(2);
  });
});

describe("CreateSettler", () => {
  /** A park that records how often a slot was given back. */
  const parking = () => {
    const counts = { parked: 0 };
    const park: Park = async (wait) => {
      counts.parked += 1;
      return wait;
    };
    return { park, counts };
  };

  async function setup(listing: () => Webhook[][], pending: PendingEnsure[]) {
    const fake = fakeClient(listing);
    const index = new WebhookIndex(fake.client, undefined);
    await index.find(url(0));
    const settler = new CreateSettler(fake.client, index, () => pending, undefined);
    return { fake, index, settler };
  }

  it("decides every create with one listing once no step could still create", async () => {
    const after = [listed("mine1", 1), listed("theirs2", 2), listed("mine2", 2), listed("mine3", 3)];
    let current: Webhook[] = [];
    const pending = [1, 2, 3].map((n) => ({ stepId: `s${n}`, url: url(n) }));
    const { fake, settler } = await setup(() => [current], pending);
    current = after;
    const { park, counts } = parking();
    const signal = new AbortController().signal;
    const first = settler.settle(url(1), "s1", park, signal);
    const second = settler.settle(url(2), "s2", park, signal);
    await new Promise((resolve) => setImmediate(resolve));
    // s3 has not created yet: nothing is listed while it could.
    expect(fake.counts.listings).toBe(1);
    const third = settler.settle(url(3), "s3", park, signal);
    const results = await Promise.all([first, second, third]);
    expect(results.map((list) => list.map((webhook) => webhook.id))).toEqual([
      ["mine1"],
      ["theirs2", "mine2"],
      ["mine3"],
    ]);
    expect(fake.counts.listings).toBe(2);
    expect(settler.listings).toBe(1);
    expect(counts.parked).toBe(3);
  });

  it("does not wait for a step whose URL the index holds (it found its webhook)", async () => {
    const { fake, settler } = await setup(
      () => [[listed("w5", 5), listed("mine1", 1)]],
      [
        { stepId: "s1", url: url(1) },
        { stepId: "s5", url: url(5) },
      ],
    );
    const { park } = parking();
    const found = await settler.settle(url(1), "s1", park, new AbortController().signal);
    expect(found.map((webhook) => webhook.id)).toEqual(["mine1"]);
    expect(fake.counts.listings).toBe(2);
  });

  it("a create that arrives while a listing is under way waits for the next one", async () => {
    const pending: PendingEnsure[] = [];
    const { fake, settler } = await setup(() => [[listed("a", 1), listed("b", 2)]], pending);
    const { park } = parking();
    const signal = new AbortController().signal;
    const open = fake.hold();
    const first = settler.settle(url(1), "s1", park, signal);
    await new Promise((resolve) => setImmediate(resolve));
    const second = settler.settle(url(2), "s2", park, signal);
    open();
    expect((await first).map((webhook) => webhook.id)).toEqual(["a"]);
    expect((await second).map((webhook) => webhook.id)).toEqual(["b"]);
    expect(settler.listings).toBe(2);
  });

  it("a listing that fails fails every create waiting on it", async () => {
    const pending = [1, 2].map((n) => ({ stepId: `s${n}`, url: url(n) }));
    const { fake, settler } = await setup(() => [[]], pending);
    fake.failNextListing(new Error("HTTP 503"));
    const { park } = parking();
    const signal = new AbortController().signal;
    const results = await Promise.allSettled([
      settler.settle(url(1), "s1", park, signal),
      settler.settle(url(2), "s2", park, signal),
    ]);
    expect(results.map((result) => result.status)).toEqual(["rejected", "rejected"]);
  });
});
