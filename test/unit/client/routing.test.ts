import { describe, expect, it } from "vitest";
import { ClientError, createClient } from "../../../src/client/index.js";
import { api, CREDENTIAL_ID, capture, single, TOKEN, useNock, workspaceResource } from "./fixtures.js";

useNock();

describe("createClient routing", () => {
  it("derives the regional base URL and location from the token", () => {
    const client = createClient({ token: TOKEN });
    expect(client.baseUrl).toBe("https://api.de.teamgrid.app/v1");
    expect(client.location).toEqual({
      prefix: "tg_pat_v2",
      region: "de",
      cellId: "de-nbg-001",
      credentialId: CREDENTIAL_ID,
    });
  });

  it("trims the token and honours apiRootDomain", () => {
    const sa = `  tg_sa_v2_us_us-1_${CREDENTIAL_ID}_${"f".repeat(64)}\n`;
    const client = createClient({ token: sa, apiRootDomain: "Example.NET." });
    expect(client.baseUrl).toBe("https://api.us.example.net/v1");
    expect(client.location?.prefix).toBe("tg_sa_v2");
  });

  it("lets baseUrl win over apiRootDomain", () => {
    const client = createClient({ token: TOKEN, baseUrl: "http://127.0.0.1:9999/", apiRootDomain: "a..b" });
    expect(client.baseUrl).toBe("http://127.0.0.1:9999/v1");
  });

  it.each([
    [{ token: "tg_pat_v2_DE_cell_0123_abcd" }, "invalid_credential"],
    [{ token: `tg_pat_v3_de_c_${CREDENTIAL_ID}_${"a".repeat(64)}` }, "invalid_credential"],
    [{ token: `tg_pat_v2_-de_c_${CREDENTIAL_ID}_${"a".repeat(64)}` }, "invalid_credential"],
    [{ token: "" }, "invalid_credential"],
    [{ token: TOKEN, apiRootDomain: "bad..domain" }, "invalid_api_domain"],
    [{ token: TOKEN, baseUrl: "http://api.example.com/v1" }, "insecure_base_url"],
    [{ token: TOKEN, baseUrl: "https://u:p@api.example.com/v1" }, "invalid_base_url"],
    [{ token: TOKEN, baseUrl: "::::" }, "invalid_base_url"],
    [{}, "authentication_required"],
    [{ region: "Not A Region" }, "invalid_region"],
  ])("%j -> %s", (options, code) => {
    let error: unknown;
    try {
      createClient(options);
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ClientError);
    expect(error).toMatchObject({ code });
  });

  it("never puts the token in an invalid_credential message", () => {
    const bad = `${TOKEN}x`;
    try {
      createClient({ token: bad });
      expect.unreachable();
    } catch (error) {
      expect(String(error)).not.toContain(bad);
      expect(JSON.stringify(error)).not.toContain(CREDENTIAL_ID);
    }
  });

  it("builds a token-less client from a region or baseUrl, which refuses authenticated calls", async () => {
    const client = createClient({ region: "us" });
    expect(client.baseUrl).toBe("https://api.us.teamgrid.app/v1");
    expect(client.location).toBeUndefined();
    await expect(client.getWorkspace()).rejects.toMatchObject({ code: "authentication_required" });
    expect(createClient({ baseUrl: "https://staging.example.com" }).baseUrl).toBe(
      "https://staging.example.com/v1",
    );
  });

  it("sends requests to the derived host, never the token in the URL", async () => {
    const seen = capture(api().get("/v1/workspace").reply(200, single(workspaceResource)));
    const client = createClient({ token: TOKEN });
    const res = await client.getWorkspace();
    expect(res.data.attributes.region).toBe("de");
    expect(seen[0]?.path).not.toContain(TOKEN);
  });
});
