import { configPath } from "../../credentials/config-paths.js";
import { readConfig } from "../../credentials/config-store.js";
import { publicProfile, validityOf } from "../../credentials/validity.js";
import type { HandlerContext } from "../../handler-context.js";
import { noteEmptyList } from "../../listing.js";
import { jsonLines } from "../../output/render.js";
import { formatTable } from "../../output/table.js";

/** Every profile's public metadata plus its local validity, sorted by name. */
export async function listProfiles(ctx: HandlerContext): Promise<void> {
  const document = await readConfig(configPath(ctx.env));
  const now = ctx.now();
  const rows = Object.keys(document.profiles)
    .sort()
    .map((name) => {
      const profile = document.profiles[name]!;
      return {
        ...publicProfile(name, profile, name === document.currentProfile),
        validity: validityOf(profile, now),
      };
    });
  await ctx.render(rows, { table: formatTable, jsonl: jsonLines });
  if (rows.length === 0) noteEmptyList(ctx, { noun: "stored profiles" });
}
