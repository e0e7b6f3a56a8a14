/**
 * The two calls that reveal a signing secret: createWebhook and rotateWebhookSecret. By default
 * their answers are checked as strictly as every webhook answer. With `tolerateDeviations` only
 * what the secret depends on is essential (a 2xx JSON body naming a webhook id, for a rotation the
 * one asked for, and a `whsec_v2_` secret, none of them given twice); everything else that differs from the contract is
 * returned as `warnings`, because the service has applied the write and shows its secret once.
 * An essential problem is an AppliedWriteError naming what was applied and how to replay it.
 */
import type { z } from "zod";
import {
  CACHE_STRONG,
  revealedSecretEssentials,
  singleEnvelope,
  type WebhookCreate,
  type WebhookSecretRotation,
  type WebhookWithSecret,
  webhookCreate,
  webhookIdPattern,
  webhookSecretRotation,
  webhookWithSecret,
} from "../schemas/index.js";
import {
  idempotencyKeyOrNew,
  normalizeIfMatch,
  type Transport,
  type TransportResponse,
} from "../transport/index.js";
import { checkInput, requestFields } from "./input.js";
import {
  AppliedWriteError,
  appliedWrite,
  cacheControlProblem,
  etagProblem,
  replayHeaderProblem,
  schemaProblems,
  statusProblem,
} from "./response.js";
import type {
  GuardedRequestOptions,
  ResponseWarning,
  RevealRequestOptions,
  RevealResponse,
} from "./types.js";
import { appliedNotes, sameIdProblem, webhookPath } from "./webhook-answers.js";

const createdSingle = singleEnvelope(webhookWithSecret);
const rotationSingle = singleEnvelope(webhookSecretRotation);

interface RevealAnswerSpec {
  schema: z.ZodType;
  note: (status: number) => string;
  tolerate: boolean;
  /** A rotation: the webhook asked for, which the answer must name; its `replayed` must match the status. */
  rotationOf?: string;
}

type RevealedData = { id?: unknown; attributes?: { revision?: unknown; replayed?: unknown } } | undefined;

const defined = <T>(value: T | undefined): value is T => value !== undefined;

/** The keys the secret depends on: given twice, which value the service meant cannot be told. */
const essentialKeys = new Set(["data", "data.id", "data.attributes", "data.attributes.signingSecret"]);

/** Keys the answer gives twice (JSON.parse kept the last of each). */
function duplicateKeyProblems(res: TransportResponse): ResponseWarning[] {
  return (res.transport.duplicateKeys ?? []).map((path) => ({
    path,
    problem:
      "is given twice in the answer (JSON keeps the last one; which one the service meant cannot be told)",
  }));
}

/** Everything in the answer that differs from the contract, in the order the strict client reports them. */
function deviations(
  res: TransportResponse,
  spec: RevealAnswerSpec,
  data: RevealedData,
  schemaIssues: ResponseWarning[],
): ResponseWarning[] {
  const revision = data?.attributes?.revision;
  const replayed = data?.attributes?.replayed;
  return [
    statusProblem(res, [200, 201]),
    replayHeaderProblem(res),
    cacheControlProblem(res, CACHE_STRONG),
    ...duplicateKeyProblems(res),
    ...schemaIssues,
    spec.rotationOf === undefined ? undefined : sameIdProblem(data?.id, spec.rotationOf),
    spec.rotationOf === undefined || replayed === undefined || replayed === (res.status === 200)
      ? undefined
      : { path: "data.attributes.replayed", problem: `does not match HTTP ${res.status}` },
    typeof revision === "string" ? etagProblem(res, revision) : undefined,
  ].filter(defined);
}

/** What the secret depends on: a webhook id (the one asked for, for a rotation) and a well-formed secret. */
function essentialProblem(res: TransportResponse, spec: RevealAnswerSpec, data: RevealedData) {
  const [shape] = schemaProblems(revealedSecretEssentials, res.body, 1);
  const twice = duplicateKeyProblems(res).find((problem) => essentialKeys.has(problem.path));
  return (
    shape ?? twice ?? (spec.rotationOf === undefined ? undefined : sameIdProblem(data?.id, spec.rotationOf))
  );
}

function revealAnswer<T>(res: TransportResponse, spec: RevealAnswerSpec): RevealResponse<T> {
  const data = (res.body as { data?: RevealedData } | undefined)?.data;
  const schemaIssues = schemaProblems(spec.schema, res.body);
  const found = deviations(res, spec, data, schemaIssues);
  const fatal = spec.tolerate ? essentialProblem(res, spec, data) : found[0];
  if (fatal) {
    const idTwice = res.transport.duplicateKeys?.some((path) => path === "data" || path === "data.id");
    const named =
      typeof data?.id === "string" && webhookIdPattern.test(data.id) && !idTwice ? data.id : undefined;
    throw new AppliedWriteError(res, fatal, spec.note(res.status), spec.rotationOf ?? named);
  }
  const body = res.body as { data: T; meta: { requestId: string } };
  return {
    ...body,
    // The status decides: 200 is the replay of an earlier request, 201 a new create or rotation.
    transport: { ...res.transport, idempotencyReplayed: res.status === 200 },
    warnings: found,
    bodyValid: schemaIssues.length === 0,
  };
}

/** createWebhook and rotateWebhookSecret. */
export function webhookSecretOperations(t: Transport) {
  return {
    async createWebhook(
      body: WebhookCreate,
      o: RevealRequestOptions = {},
    ): Promise<RevealResponse<WebhookWithSecret>> {
      const input = checkInput(webhookCreate, body, "createWebhook body");
      const idempotencyKey = idempotencyKeyOrNew(o.idempotencyKey);
      const note = appliedNotes.create;
      return appliedWrite(note, undefined, async () => {
        const res = await t.request({
          method: "POST",
          path: "/webhooks",
          body: input,
          idempotencyKey,
          findDuplicateKeys: true,
          ...requestFields(o),
        });
        return revealAnswer(res, { schema: createdSingle, note, tolerate: o.tolerateDeviations === true });
      });
    },

    async rotateWebhookSecret(
      id: string,
      o: GuardedRequestOptions & RevealRequestOptions,
    ): Promise<RevealResponse<WebhookSecretRotation>> {
      const path = `${webhookPath(id)}/secret-rotation`;
      const ifMatch = normalizeIfMatch(o?.ifMatch);
      const idempotencyKey = idempotencyKeyOrNew(o.idempotencyKey);
      const note = appliedNotes.rotate(id);
      return appliedWrite(note, id, async () => {
        const res = await t.request({
          method: "POST",
          path,
          ifMatch,
          idempotencyKey,
          findDuplicateKeys: true,
          ...requestFields(o),
        });
        const tolerate = o.tolerateDeviations === true;
        return revealAnswer(res, { schema: rotationSingle, note, tolerate, rotationOf: id });
      });
    },
  };
}
