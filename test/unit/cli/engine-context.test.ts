import { mkdtempSync, readFileSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PassThrough } from "node:stream";
import { describe, expect, it } from "vitest";
import { createContext } from "../../../src/cli/create-cli-context.js";
import {
  cliOutputSink,
  outputSinkRefusal,
  stderrLogger,
} from "../../../src/cli/engine-host/cli-engine-context.js";

const SECRET = `whsec_v2_${"c".repeat(43)}`;
const scope = { stepId: "hook" };

describe("svc run engine context", () => {
  it("refuses the output sink without --secrets-dir, naming the fix", async () => {
    const sink = cliOutputSink(undefined);
    expect(await sink.check({ type: "output" }, scope)).toEqual([{ message: outputSinkRefusal }]);
    expect(outputSinkRefusal).toContain("--secrets-dir <dir>");
    await expect(sink.prepare({ type: "output" }, scope)).rejects.toThrow("never prints secrets");
  });

  it("writes an output-sink secret to a new 0600 file <dir>/<step-id>-secret", async () => {
    const dir = mkdtempSync(join(tmpdir(), "svc-secrets-dir-"));
    const sink = cliOutputSink(dir);
    expect(await sink.check({ type: "output" }, scope)).toEqual([]);
    const prepared = await sink.prepare({ type: "output" }, scope);
    expect(await prepared.deliver(SECRET)).toEqual({ sink: "file", target: join(dir, "hook-secret") });
    expect(readFileSync(join(dir, "hook-secret"), "utf8")).toBe(`${SECRET}\n`);
    expect(statSync(join(dir, "hook-secret")).mode & 0o777).toBe(0o600);
    expect((await sink.check({ type: "output" }, scope))[0]?.message).toMatch(
      /^--secrets-dir: file .* already exists/,
    );
  });

  it("logs step lines on stderr, redacting masked secrets and escaping control characters", async () => {
    const stderr = new PassThrough();
    let text = "";
    stderr.on("data", (chunk: Buffer) => {
      text += chunk.toString("utf8");
    });
    const ctx = createContext({ stdin: new PassThrough(), stdout: new PassThrough(), stderr, env: {} });
    ctx.secrets.add("literal-secret-value");
    const logger = stderrLogger(ctx);
    await logger.group("hook (ensure-webhook)", async () => {
      logger.info("created \u001b]0;title\u0007 with literal-secret-value");
      logger.warning(`leaked ${SECRET}`);
      logger.debug("hidden unless SVC_DEBUG=1");
    });
    expect(text).toBe(
      "svc: step hook (ensure-webhook)\nsvc:   created \\u001b]0;title\\u0007 with [redacted]\nsvc:   warning: leaked [redacted]\n",
    );
  });
});
