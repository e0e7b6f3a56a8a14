import { EnvHttpProxyAgent } from "undici";
import { describe, expect, it } from "vitest";
import { proxyDispatcherFromEnv } from "../../../src/core/proxy.js";

describe("proxyDispatcherFromEnv", () => {
  it("is undefined when no proxy is configured (undici's own keep-alive dispatcher is used)", () => {
    expect(proxyDispatcherFromEnv({})).toBeUndefined();
    expect(proxyDispatcherFromEnv({ NO_PROXY: "example.com", HTTPS_PROXY: "" })).toBeUndefined();
  });

  it.each([["HTTPS_PROXY"], ["https_proxy"], ["HTTP_PROXY"], ["http_proxy"]])("honours %s", async (name) => {
    const dispatcher = proxyDispatcherFromEnv({ [name]: "http://127.0.0.1:3128", NO_PROXY: "localhost" });
    expect(dispatcher).toBeInstanceOf(EnvHttpProxyAgent);
    await dispatcher?.close();
  });
});
