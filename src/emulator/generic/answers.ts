/** The schema of each declared operation's answer, from the declarations: the self-check and the walk test read it. */
import { z } from "zod";
import { objectSchema } from "./fields.js";
import { declarationOf, type GenericOperation } from "./operations.js";

const resourceSchemas = new Map<string, z.ZodType>();

function resourceSchema(type: string): z.ZodType {
  let schema = resourceSchemas.get(type);
  if (!schema) {
    schema = z.strictObject({
      id: z.string().min(1),
      // A search hit is typed as what it found.
      type: type === "searchResult" ? z.string() : z.literal(declarationOf(type).type),
      attributes: objectSchema(declarationOf(type).attributes),
    });
    resourceSchemas.set(type, schema);
  }
  return schema;
}

const meta = z.strictObject({ requestId: z.string() });
const pageMeta = z.strictObject({
  requestId: z.string(),
  page: z.strictObject({ limit: z.number().int().min(1).max(200), nextCursor: z.string().nullable() }),
});

/** The 2xx body's schema, or undefined for an answer without a JSON body. */
export function answerSchema(op: GenericOperation): z.ZodType | undefined {
  if (op.kind === "download" || op.codes.every((code) => code >= 300 || code === 204)) return undefined;
  const item = resourceSchema(op.shape ?? op.target);
  switch (op.kind) {
    case "list":
    case "history":
      return z.strictObject({ data: z.array(item), meta: pageMeta });
    case "catalog":
    case "search":
    case "batch":
      return z.strictObject({ data: z.array(item), meta });
    case "bulk":
      return z.strictObject({ data: z.array(item), meta: z.looseObject({ requestId: z.string() }) });
    default:
      return z.strictObject({ data: item, meta });
  }
}
