/**
 * A sink that failed after the secret was issued: the step says whether the secret may still have
 * been stored. A sink whose own write may have gone through (the github-secret sink's PUT that got
 * no answer, or a 5xx) marks its error `outcomeUnknown`; the step must not then claim the secret
 * "was not stored".
 */
import { describe, expect, it } from "vitest";
import type { Client } from "../../../src/client/index.js";
import type { EngineContext } from "../../../src/engine/engine-context.js";
import { secretRevealer } from "../../../src/engine/secret-reveal.js";
import type { SecretSinkSpec } from "../../../src/engine/sinks/sink-schema.js";
import type { SecretSinkHandler } from "../../../src/engine/sinks/types.js";

const SECRET = `whsec_v2_${"T".repeat(43)}`;

function reveal(failure: Error) {
  const masked: string[] = [];
  const context: EngineContext = {
    client: {} as Client,
    run: { runId: "1", runAttempt: 1 },
    mode: "apply",
    outputs: { set: () => {} },
    secrets: { mask: (secret) => masked.push(secret) },
    logger: { info: () => {}, warning: () => {}, debug: () => {}, group: (_name, fn) => fn() },
    clock: { now: () => 0, sleep: async () => {} },
  };
  const handler: SecretSinkHandler = {
    check: async () => [],
    prepare: async () => ({
      deliver: async () => {
        throw failure;
      },
      abort: async () => {},
    }),
  };
  const revealer = secretRevealer("rotate", context, { "github-secret": handler } as never);
  const spec = { type: "github-secret", name: "HOOK" } as SecretSinkSpec;
  return {
    masked,
    result: revealer(
      spec,
      async () => ({ secret: SECRET }),
      (value) => value.secret,
    ).then(
      () => new Error("expected a failure"),
      (error: Error) => error,
    ),
  };
}

describe("a sink that failed after the secret was issued", () => {
  it("whose write may have gone through: the step says it may or may not have been stored", async () => {
    const unknown = Object.assign(new Error("GitHub API PUT for acme/app secret HOOK returned HTTP 502"), {
      outcomeUnknown: true,
    });
    const { result, masked } = reveal(unknown);
    const error = await result;
    expect(error.message).toContain("the secret is masked and may or may not have been stored");
    expect(error.message).not.toContain(SECRET);
    expect(masked).toEqual([SECRET]);
  });

  it("whose write failed: the step says it was not stored", async () => {
    const { result } = reveal(new Error("GitHub API PUT returned HTTP 422: Bad key id"));
    expect((await result).message).toContain("the secret is masked and was not stored");
  });
});
