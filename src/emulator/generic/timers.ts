/**
 * A task's timer: starting it opens a running time entry (`timetracking_started`), stopping it
 * closes that entry (`timetracking_stopped`); the task's `trackingActive` follows. One running entry
 * per task and user: a second start, or a stop with none running, is a 409.
 */
import { ApiFailure } from "../http/failure.js";
import type { Reply } from "../http/respond.js";
import type { GenericCall } from "./call.js";
import type { StoredRecord } from "./collection.js";

export function timer(call: GenericCall): Reply {
  const { ctx, op } = call;
  const taskId = ctx.params.id as string;
  const task = call.item("task", taskId);
  const { userId, at } = call.body() as { userId: string; at?: string };
  const when = at ?? call.now;
  const running = call
    .collection("timeEntry")
    .entries()
    .find(
      ([, entry]) =>
        entry.attributes.taskId === taskId &&
        entry.attributes.userId === userId &&
        entry.attributes.trackingActive,
    );
  const starting = op.id === "startTaskTimer";
  if (starting === (running !== undefined))
    throw new ApiFailure(
      409,
      "conflict",
      starting
        ? "A timer already runs on this task for this user; stop it first."
        : "No timer runs on this task for this user.",
    );
  if (starting) {
    call.change("task", taskId, task, { trackingActive: true }, false);
    const [id, entry] = call.create("timeEntry", {
      taskId,
      userId,
      startAt: when,
      trackingActive: true,
      billable: task.attributes.billable ?? null,
      serviceId: task.attributes.serviceId ?? null,
    });
    call.publish("timeEntry", id, entry);
    return call.answer("timeEntry", id, entry, 200);
  }
  const [id, entry] = running as [string, StoredRecord];
  const minutes = Math.max(
    0,
    Math.round((Date.parse(when) - Date.parse(String(entry.attributes.startAt))) / 60_000),
  );
  const othersRunning = call
    .collection("timeEntry")
    .entries()
    .some(
      ([other, record]) =>
        other !== id && record.attributes.taskId === taskId && record.attributes.trackingActive,
    );
  call.change("task", taskId, task, { trackingActive: othersRunning }, false);
  call.change("timeEntry", id, entry, { endAt: when, trackingActive: false, durationMinutes: minutes });
  return call.answer("timeEntry", id, entry, 200);
}
