import { describe, expect, it } from "vitest";
import { secretFingerprint } from "../../../../src/engine/sinks/fingerprint.js";

describe("secretFingerprint", () => {
  it("matches the openssl recipe in docs/plan.md and does not contain the secret", () => {
    // printf 'svc-ci secret fingerprint v1' | openssl dgst -sha256 -hmac whsec_v2_abc
    expect(secretFingerprint("whsec_v2_abc")).toBe("hmac-sha256:ffdeba79802565e8");
    expect(secretFingerprint("whsec_v2_abd")).not.toBe(secretFingerprint("whsec_v2_abc"));
  });
});
