import { z } from "zod";

/**
 * A schema built on its first use instead of when its module loads. Building zod schemas is most of
 * the start-up cost of importing src/schemas (bench/action.ts), and every program that imports them
 * (the Action, the CLI, the emulator) uses only some: the Action never needs the auth, legacy or
 * resource schemas, and no response schema before its first request. Parsing is unchanged (one
 * hop to the built schema); `.unwrap()` gives the built schema for `.extend()`, `.partial()` etc.
 */
export function lazySchema<T extends z.ZodType>(build: () => T): z.ZodLazy<T> {
  const schema = z.lazy(build);
  // zod's own unwrap() calls the builder again, building a second copy on every call (e.g. per
  // legacy response); hand out the one instance parsing uses instead.
  schema.unwrap = () => schema._zod.innerType;
  return schema;
}
