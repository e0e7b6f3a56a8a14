import { z } from "zod";

/**
 * Imported first by the Action's entry, before any schema is built: zod then validates without
 * compiling a `new Function` fast path per object schema, which only pays off for schemas parsed
 * many times; the Action parses each of its schemas once or a few times per run (bench/action.ts).
 */
z.config({ jitless: true });
