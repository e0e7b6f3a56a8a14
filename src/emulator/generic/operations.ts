/** Turns the resource declarations (./catalog-*.ts) into operations: route, scopes, codes, behaviour. */
import { adminResources } from "./catalog-admin.js";
import { contentResources } from "./catalog-content.js";
import { crmResources } from "./catalog-crm.js";
import { recurrenceResources } from "./catalog-recurrence.js";
import { workResources } from "./catalog-work.js";
import type { ResourceDeclaration } from "./declaration.js";

type Kind =
  | "list"
  | "create"
  | "get"
  | "update"
  | "archive"
  | "remove"
  | "set"
  | "view"
  | "replace"
  | "action"
  | "history"
  | "catalog"
  | "copy"
  | "bulk"
  | "batch"
  | "search"
  | "token"
  | "finalize"
  | "cancel"
  | "download"
  | "timer"
  | "native";

export interface GenericOperation {
  id: string;
  method: string;
  /** The path as the contract writes it: `/tasks/{id}`. */
  path: string;
  codes: number[];
  /** "none": no bearer token; otherwise every scope needed (empty: any valid bearer). */
  scopes: string[] | "none";
  kind: Kind;
  resource: ResourceDeclaration;
  /** The type of the records it works on. */
  target: string;
  /** The declaration whose shape the answer takes, when not the target's. */
  shape: string | undefined;
  body: string | undefined;
  bodyName: string | undefined;
  ifMatch: boolean;
  idempotent: boolean;
  sets: [string, string][];
  event: string | undefined;
}

export const resourceDeclarations: readonly ResourceDeclaration[] = [
  ...adminResources,
  ...workResources,
  ...contentResources,
  ...crmResources,
  ...recurrenceResources,
];

const COMMON_CODES = [400, 401, 403, 429, 503];

function resolvePath(resource: ResourceDeclaration, path: string): string {
  if (path === ".") return resource.path || "/";
  if (path === "#") return `${resource.path}/{id}`;
  if (path.startsWith("#/")) return `${resource.path}/{id}${path.slice(1)}`;
  if (path.startsWith("./")) return `${resource.path}${path.slice(1)}`;
  if (path === "/" && resource.path) return resource.path;
  return path;
}

function defaultKind(method: string, path: string, retyped: boolean): Kind {
  const item = path === "#";
  if (method === "GET") return path === "." ? "list" : retyped ? "view" : "get";
  if (method === "POST") return path === "." ? "create" : retyped ? "action" : "set";
  if (method === "PATCH") return item ? "update" : "set";
  if (method === "PUT") return retyped ? "replace" : "set";
  return item ? "archive" : "remove";
}

function compile(resource: ResourceDeclaration, line: string): GenericOperation {
  const [id = "", method = "", rawPath = "", ...flags] = line.split(" ");
  const codes: number[] = [];
  const op: GenericOperation = {
    id,
    method,
    path: resolvePath(resource, rawPath),
    codes,
    scopes: resource.scope === "none" ? "none" : [`${resource.scope}:${method === "GET" ? "read" : "write"}`],
    kind: "get",
    resource,
    target: resource.type,
    shape: undefined,
    body: undefined,
    bodyName: undefined,
    ifMatch: false,
    idempotent: false,
    sets: [],
    event: undefined,
  };
  let kind: Kind | undefined;
  for (const flag of flags) {
    if (flag === "*") codes.push(...COMMON_CODES);
    else if (/^\d{3}$/.test(flag)) codes.push(Number(flag));
    else if (flag === "M") op.ifMatch = true;
    else if (flag === "K") op.idempotent = true;
    else if (flag.startsWith("@")) op.scopes = flag.slice(1).split("+");
    else if (flag.startsWith(">")) op.target = flag.slice(1);
    else if (flag.startsWith("^")) op.shape = flag.slice(1);
    else if (flag.startsWith("<")) {
      op.bodyName = flag.slice(1);
      op.body = resource.bodies?.[op.bodyName];
      if (op.body === undefined) throw new TypeError(`${id}: no body ${op.bodyName}`);
    } else if (flag.startsWith("=")) kind = flag.slice(1) as Kind;
    else if (flag.startsWith("!")) op.sets.push(flag.slice(1).split("=") as [string, string]);
    else if (flag.startsWith("~")) op.event = flag.slice(1);
    else throw new TypeError(`${id}: unknown flag ${flag}`);
  }
  // The credential's own operations need a valid bearer but no scope; the code exchange needs none.
  if (resource.type === "cliAuthorization" && id !== "exchangeCliAuthorizationCode") op.scopes = [];
  codes.sort((a, b) => a - b);
  op.kind = kind ?? defaultKind(method, rawPath, op.target !== resource.type);
  return op;
}

let compiled: GenericOperation[] | undefined;

/** Every declared operation, in declaration order (compiled on first use). */
export function genericOperations(): readonly GenericOperation[] {
  compiled ??= resourceDeclarations.flatMap((resource) =>
    resource.operations.map((line) => compile(resource, line)),
  );
  return compiled;
}

const byType = new Map<string, ResourceDeclaration>();

export function declarationOf(type: string): ResourceDeclaration {
  if (byType.size === 0)
    for (const resource of resourceDeclarations) byType.set(resource.name ?? resource.type, resource);
  const found = byType.get(type);
  if (!found) throw new TypeError(`no declaration of ${type}`);
  return found;
}
