import { describe, expect, it } from "vitest";
import { renderRunnerLog, renderSummary } from "../../../scripts/demo/runner-log.js";

describe("the demo's runner log", () => {
  it("consumes workflow commands and masks every registered secret, as the runner does", () => {
    const secret = "whsec_v2_AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA";
    const log = renderRunnerLog(
      [
        `::add-mask::${secret}`,
        "::group::hook (ensure-webhook)",
        `created with ${secret}`,
        "::endgroup::",
        `::error title=x::bad ${secret}`,
      ].join("\n"),
    );
    expect(log).not.toContain(secret);
    expect(log).toBe("▸ hook (ensure-webhook)\n  created with ***\n  Error: bad ***");
  });

  it("renders the summary's tables as text", () => {
    const text = renderSummary(
      "<h2>svc-ci apply: passed</h2>\n<table><tr><th>Step</th><th>Result</th></tr><tr><td>hook</td><td>a &amp; b</td></tr></table>",
    );
    expect(text).toBe("svc-ci apply: passed\n\nStep │ Result │\nhook │ a & b │");
  });
});
