import { legacyWritePayload, startTrackingInput, stopTrackingInput } from "../../schemas/index.js";
import type { Reply } from "../http/respond.js";
import { objectId } from "../state/ids.js";
import type { Doc } from "../state/model.js";
import { type LegacyContext, legacyOk, newTeamDoc, publishLegacy, writableFields } from "./legacy-context.js";
import { badRequest, documentedFields, legacyBody, legacyNotFound } from "./validate.js";

const publish = (ctx: LegacyContext, event: string, time: Doc): void =>
  publishLegacy(ctx, event, "times", time);

function task(ctx: LegacyContext) {
  const id = ctx.params.id as string;
  const found = ctx.data.tasks.get(id);
  if (!found) throw legacyNotFound("Task");
  return { id, task: found };
}

/** `userId` and `time` of a tracking body (other fields are accepted, not kept). */
const trackingFields = (ctx: LegacyContext) => documentedFields(ctx.body, ["userId", "time"]);

function assertMember(ctx: LegacyContext, userId: string): void {
  if (!ctx.data.users.some((user) => user._id === userId))
    throw badRequest("userId does not name a member of this team");
}

const minutesBetween = (start: unknown, end: unknown): number | null =>
  typeof start === "string" && typeof end === "string"
    ? Math.max(0, Math.round((Date.parse(end) - Date.parse(start)) / 60_000))
    : null;

const refreshTracking = (ctx: LegacyContext, taskId: string) => {
  const active = [...ctx.data.times.values()].some((time) => time.taskId === taskId && time.end == null);
  const found = ctx.data.tasks.get(taskId);
  if (found) found.attributes.trackingActive = active;
};

/** POST /tasks/{_id}/startTracking: an active time entry (no end) -> timetracking_started. */
export function startTracking(ctx: LegacyContext): Reply {
  const { id } = task(ctx);
  const input = legacyBody(startTrackingInput, trackingFields(ctx));
  assertMember(ctx, input.userId);
  const time: Doc = {
    _id: objectId(),
    taskId: id,
    userId: input.userId,
    start: input.time,
    end: null,
    duration: null,
    teamId: ctx.workspaceId,
    createdAt: ctx.services.state.clock.iso(),
  };
  ctx.data.times.set(time._id, time);
  refreshTracking(ctx, id);
  publish(ctx, "timetracking_started", time);
  return legacyOk(200, "Tracking started", time);
}

/** POST /tasks/{_id}/stopTracking: `userId` picks the timer when several users track the task. */
export function stopTracking(ctx: LegacyContext): Reply {
  const { id } = task(ctx);
  const input = legacyBody(stopTrackingInput, trackingFields(ctx));
  const active = [...ctx.data.times.values()].filter(
    (time) =>
      time.taskId === id && time.end == null && (input.userId === undefined || time.userId === input.userId),
  );
  if (active.length === 0) throw badRequest("No active timer on this task for that user");
  if (new Set(active.map((time) => time.userId)).size > 1) {
    throw badRequest("Several users are tracking this task; send userId to choose whose timer stops");
  }
  const time = active[0] as Doc;
  if (Date.parse(input.time) < Date.parse(String(time.start)))
    throw badRequest(`time: must not be before the timer's start (${String(time.start)})`);
  time.end = input.time;
  time.duration = minutesBetween(time.start, time.end);
  refreshTracking(ctx, id);
  publish(ctx, "timetracking_stopped", time);
  return legacyOk(200, "Tracking stopped", time);
}

/** POST /times: with an end -> timeentry_created_manually, without -> timetracking_started. */
export function createTime(ctx: LegacyContext): Reply {
  const time = newTeamDoc(ctx, legacyBody(legacyWritePayload, ctx.body));
  if (time.end == null) time.end = null;
  if (time.duration === undefined) time.duration = minutesBetween(time.start, time.end);
  ctx.data.times.set(time._id, time);
  const taskId = typeof time.taskId === "string" ? time.taskId : undefined;
  if (taskId) refreshTracking(ctx, taskId);
  publish(ctx, time.end === null ? "timetracking_started" : "timeentry_created_manually", time);
  return legacyOk(201, "Time entry created", time);
}

/**
 * PUT /times/{_id}, and its deprecated alias PUT /times with `_id` in the body: ending an active
 * entry -> timetracking_stopped.
 */
export function updateTime(ctx: LegacyContext): Reply {
  const input = legacyBody(legacyWritePayload, ctx.body);
  const id = ctx.params.id ?? input._id;
  if (typeof id !== "string") throw badRequest("_id: the time entry id is required in the body");
  const time = ctx.data.times.get(id);
  if (!time) throw legacyNotFound("Time entry");
  const wasActive = time.end == null;
  Object.assign(time, writableFields(input), { updatedAt: ctx.services.state.clock.iso() });
  if (input.duration === undefined) time.duration = minutesBetween(time.start, time.end);
  if (typeof time.taskId === "string") refreshTracking(ctx, time.taskId);
  publish(ctx, wasActive && time.end != null ? "timetracking_stopped" : "timeentry_updated", time);
  return legacyOk(200, "Time entry updated", time);
}
