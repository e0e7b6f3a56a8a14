import { z } from "zod";
import { dateTime, resource } from "./common.js";
import { lazySchema } from "./lazy.js";

/**
 * Task attributes, as the service sends them. The client validates the
 * fields integrations rely on and lets the rest through (lenient validation, as the official SDK).
 */
const taskAttributes = lazySchema(() =>
  z.looseObject({
    name: z.string(),
    archived: z.boolean(),
    completed: z.boolean(),
    assigneeId: z.string().nullable(),
    listId: z.string().nullable(),
    projectId: z.string().nullable(),
    createdAt: dateTime.nullable(),
    updatedAt: dateTime.nullable(),
  }),
);
export const task = lazySchema(() => resource("task", taskAttributes));
export type Task = z.infer<typeof task>;
