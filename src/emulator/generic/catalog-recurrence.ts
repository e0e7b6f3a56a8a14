/** Recurring tasks: series, versions, occurrences and their operations (notation: ./declaration.ts). */
import type { ResourceDeclaration } from "./declaration.js";

const read = "@task-recurrences:read+tasks:read";
const write = "@task-recurrences:write+tasks:read+tasks:write";

export const recurrenceResources: ResourceDeclaration[] = [
  {
    type: "taskRecurrence",
    path: "/task-recurrences",
    scope: "task-recurrences",
    etag: "tr1",
    attributes:
      "attentionCode:s~ createdAt:dt currentDefinition:o developerUpdatedAt:dt name:s~ owner:o replayed:b resourceContext:o revision:s status:e:active/paused/suspended/needs_attention/ended/archived updatedAt:dt",
    bodies: {
      TaskRecurrenceCreate: "?changeReason:s ?name:s policy:o ?sourceTaskId:s ?template:o ?templatePatch:o",
      TaskRecurrenceUpdate: "?changeReason:s ?name:s ?policy:o ?template:o",
      TaskRecurrencePreviewInput: "?context:o ?count:i ?from:dt policy:o ?template:o ?until:dt",
      TaskRecurrenceOwnerUpdate: "id:s kind:e:user/developerPrincipal",
      TaskRecurrenceTaskTemplateUpdate: "?changeReason:s ?policy:o taskId:s",
      TaskRecurrenceVersionRestore: "?changeReason:s",
      TaskRecurrenceOccurrenceOverride:
        "action:e:materialize/skip ?placeholderToken:s ?scheduledForLocal:s ?templatePatch:o",
      TaskRecurrenceEventSubmit:
        "?causationId:s ?correlationId:s eventId:s eventType:s occurredAt:dt ?payload:o schemaVersion:k:1 sourceId:s",
    },
    operations: [
      `listTaskRecurrences GET . * 200 502 ${read}`,
      `createTaskRecurrence POST . * 200 201 409 502 ${write} <TaskRecurrenceCreate K ~task_recurrence_created`,
      `previewTaskRecurrence POST ./preview * 200 202 413 502 ${write} <TaskRecurrencePreviewInput >taskRecurrencePreview =action`,
      `archiveTaskRecurrence DELETE # * 200 404 409 412 428 502 ${write} M !status=archived ~task_recurrence_archived`,
      `getTaskRecurrence GET # * 200 404 502 ${read}`,
      `updateTaskRecurrence PATCH # * 200 404 409 412 428 502 ${write} <TaskRecurrenceUpdate M ~task_recurrence_updated`,
      `previewStoredTaskRecurrence GET #/preview * 200 404 502 ${read} >taskRecurrencePreview`,
      `restoreTaskRecurrence POST #/restore * 200 404 409 412 428 502 ${write} M !status=active`,
      `pauseTaskRecurrence POST #/pause * 200 404 409 412 428 502 ${write} M !status=paused ~task_recurrence_paused`,
      `resumeTaskRecurrence POST #/resume * 200 404 409 412 428 502 ${write} M !status=active ~task_recurrence_resumed`,
      `endTaskRecurrence POST #/end * 200 404 409 412 428 502 ${write} M !status=ended ~task_recurrence_ended`,
      `removeTaskRecurrenceFromTasks POST #/remove-from-tasks * 200 404 409 412 428 502 ${write} M =set`,
      `transferTaskRecurrenceOwner POST #/owner * 200 404 409 412 428 502 ${write} <TaskRecurrenceOwnerUpdate M =set ~task_recurrence_updated`,
      `applyTaskAsTaskRecurrenceTemplate POST #/definition-from-task * 200 404 409 412 428 502 ${write} <TaskRecurrenceTaskTemplateUpdate M =set ~task_recurrence_updated`,
      `listTaskRecurrenceVersions GET #/versions * 200 ${read} >taskRecurrenceVersion =history`,
      `getTaskRecurrenceVersion GET #/versions/{versionId} * 200 404 502 ${read} >taskRecurrenceVersion =view`,
      `restoreTaskRecurrenceVersion POST #/versions/{versionId}/restore * 200 404 409 412 428 502 ${write} <TaskRecurrenceVersionRestore M =set ~task_recurrence_updated`,
      `listTaskRecurrenceOccurrences GET #/occurrences * 200 ${read} >taskRecurrenceOccurrence =history`,
      `getTaskRecurrenceOccurrence GET #/occurrences/{occurrenceKey} * 200 404 502 ${read} >taskRecurrenceOccurrence =view`,
      `clearTaskRecurrenceOccurrenceOverride DELETE #/occurrences/{occurrenceKey}/override * 200 404 409 412 428 502 ${write} >taskRecurrenceOccurrence M =replace !override=null`,
      `overrideTaskRecurrenceOccurrence PUT #/occurrences/{occurrenceKey}/override * 200 404 409 412 428 502 ${write} <TaskRecurrenceOccurrenceOverride >taskRecurrenceOccurrence M =replace`,
      `retryTaskRecurrenceOccurrence POST #/occurrences/{occurrenceKey}/retry * 200 404 409 412 428 502 ${write} >taskRecurrenceOccurrence M =replace !state=planned`,
      `recheckTaskRecurrence POST #/recheck * 202 404 502 ${write} >taskRecurrenceOperation =action`,
      `submitTaskRecurrenceEvent POST #/events * 202 404 409 413 502 @task-recurrences:run+tasks:write <TaskRecurrenceEventSubmit >taskRecurrenceEvent =action`,
      `getTaskRecurrenceOperation GET /task-recurrence-operations/{id} * 200 404 502 ${read} >taskRecurrenceOperation =view`,
      `cancelTaskRecurrenceOperation POST /task-recurrence-operations/{id}/cancel * 200 404 502 ${write} >taskRecurrenceOperation =replace !status=cancelled`,
    ],
  },
  {
    type: "taskRecurrenceVersion",
    path: "",
    scope: "task-recurrences",
    attributes:
      "changeReason:s~ costClass:e:low/medium/high/async createdAt:dt createdBy:s definitionHash:s effectiveFromOccurrenceKey:s~ engineVersion:k:recurrence-v1 policy:o schemaVersion:k:1 seriesId:s summary:o template:o version:i",
    operations: [],
  },
  {
    type: "taskRecurrenceOccurrence",
    path: "",
    scope: "task-recurrences",
    etag: "tro1",
    attributes:
      "attempts:i cardId:s~ decision:o~ definitionVersionId:s detachedAt:dt~ detachedBy:s~ detachedCardId:s~ lastErrorCode:s~ materializeAt:dt materializedAt:dt~ occurrenceKey:s override:o~ revision:s scheduledFor:dt scheduledForLocal:s seriesId:s state:e:planned/claimed/materialized/skipped/blocked/failed timeZone:s updatedAt:dt",
    operations: [],
  },
  {
    type: "taskRecurrencePreview",
    path: "",
    scope: "task-recurrences",
    attributes: "costClass:e:low/medium/high/async~ definitionHash:s occurrences:[o] summary:o",
    operations: [],
  },
  {
    type: "taskRecurrenceOperation",
    path: "/task-recurrence-operations",
    scope: "task-recurrences",
    attributes:
      "completedAt:dt~ createdAt:dt errorCode:s~ operationType:e:recheck/catchUp/preview/repair progress:o~ result:o~ seriesId:s~ status:e:succeeded/pending/running/failed/cancelled updatedAt:dt",
    operations: [],
  },
  {
    type: "taskRecurrenceEvent",
    path: "",
    scope: "task-recurrences",
    attributes: "acceptedAt:dt",
    operations: [],
  },
];
