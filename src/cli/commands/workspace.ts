import { defineCommand } from "../define-command.js";
import { examples } from "../shared-options.js";

/** `svc workspace`: the workspace the credential belongs to. */
export default defineCommand({
  name: "svc workspace",
  description: "Show the workspace the credential belongs to",
  helpText: examples("svc workspace", "svc workspace -o json"),
  body: async () => (await import("./workspace.body.js")).showWorkspace,
});
