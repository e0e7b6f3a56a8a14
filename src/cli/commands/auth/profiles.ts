import { defineCommand } from "../../define-command.js";
import { examples } from "../../shared-options.js";

export default defineCommand({
  name: "svc auth profiles",
  description: "List stored profiles (metadata only, from the config file; no keychain access)",
  helpText: examples("svc auth profiles", "svc auth profiles -o json"),
  body: async () => (await import("./profiles.body.js")).listProfiles,
});
