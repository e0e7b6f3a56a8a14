import { z } from "zod";
import { lazySchema } from "./lazy.js";

/**
 * Items of GET /lists come in three variants, told apart by the shape of their
 * attributes, not by `type` (the spec does not show the type of variants B and C).
 */
const taskListAttributes = lazySchema(() =>
  z.looseObject({
    archived: z.boolean(),
    name: z.string(),
    parentId: z.string().nullable(),
    type: z.string().nullable(),
  }),
);
const billableListAttributes = lazySchema(() =>
  z.looseObject({
    archived: z.boolean(),
    billable: z.boolean().nullable(),
    billingRate: z.number().nullable(),
    title: z.string(),
  }),
);
const coloredListAttributes = lazySchema(() =>
  z.looseObject({
    archived: z.boolean(),
    color: z.string().nullable(),
    name: z.string(),
  }),
);

const item = <A extends z.ZodType>(attributes: A) =>
  z.strictObject({ id: z.string().min(1), type: z.string().min(1), attributes });

const taskListItem = lazySchema(() => item(taskListAttributes));
const billableListItem = lazySchema(() => item(billableListAttributes));
const coloredListItem = lazySchema(() => item(coloredListAttributes));
export const listItem = lazySchema(() => z.union([taskListItem, billableListItem, coloredListItem]));
export type ListItem = z.infer<typeof listItem>;

/** The three variants of a list item (A: task list, B: billable, C: colored); part of the library's types. */
export type ListItemVariant = "taskList" | "billable" | "colored";
