import { z } from "zod";
import { resource } from "./common.js";

export const workspaceAttributes = z.looseObject({
  cellId: z.string().min(1),
  currency: z.string().nullable(),
  name: z.string(),
  region: z.string().min(1),
  subdomain: z.string().nullable(),
});
export const workspace = resource("workspace", workspaceAttributes);
export type Workspace = z.infer<typeof workspace>;
