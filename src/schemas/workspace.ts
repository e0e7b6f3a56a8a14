import { z } from "zod";
import { resource } from "./common.js";
import { lazySchema } from "./lazy.js";

const workspaceAttributes = lazySchema(() =>
  z.looseObject({
    cellId: z.string().min(1),
    currency: z.string().nullable(),
    name: z.string(),
    region: z.string().min(1),
    subdomain: z.string().nullable(),
  }),
);
export const workspace = lazySchema(() => resource("workspace", workspaceAttributes));
export type Workspace = z.infer<typeof workspace>;
