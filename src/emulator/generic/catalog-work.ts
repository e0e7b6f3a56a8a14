/** Tasks, projects, time and planning (notation: ./declaration.ts). */
import type { ResourceDeclaration } from "./declaration.js";

const taskFields =
  "?billable:b~ ?contactId:s~ ?description:s~ ?descriptionFormat:e:plain-text/markdown-v1 ?dueAt:dt~ ?plannedEndAt:dt~ ?plannedMinutes:i~ ?plannedStartAt:dt~ ?serviceId:s~ ?subscriberIds:[s]~ ?tagIds:[s]~";
const projectFields =
  "?additionalContactIds:[s]~ ?color:s~ ?contactId:s~ ?description:s~ ?dueAt:dt~ ?individualId:s~ ?listId:s~ ?managerId:s~ ?plannedEndAt:dt~ ?plannedStartAt:dt~ ?showInScheduling:b~ ?subscriberIds:[s]~";

export const workResources: ResourceDeclaration[] = [
  {
    type: "task",
    path: "/tasks",
    scope: "tasks",
    etag: "tsk1",
    collection: "cards",
    store: "tasks",
    attributes:
      "archived:b archivedAt:dt~ assigneeId:s~ billable:b~ completed:b completedAt:dt~ completedById:s~ commentsCount:i contactId:s~ createdAt:dt~ createdById:s~ description:s descriptionFormat:e:plain-text/markdown-v1 developerRevision:s developerUpdatedAt:dt duplicateOfTaskId:s~ dueAt:dt~ filesCount:i groupId:s~ listId:s~ listOrder:n~ name:s order:n~ personalListId:s~ personalListOrder:n~ plannedEndAt:dt~ plannedMinutes:n~ plannedStartAt:dt~ projectId:s~ recurrence:o~ serviceId:s~ subscriberIds:[s] subtasksCount:i subtasks:[o] tagIds:[s] trackingActive:b updatedAt:dt~",
    bodies: {
      TaskCreate: `name:s ?assigneeId:s~ ?groupId:s~ ?listId:s~ ?projectId:s~ ${taskFields}`,
      TaskUpdate: `?name:s ?assigneeId:s~ ?groupId:s~ ?listId:s~ ?projectId:s~ ${taskFields}`,
      TaskBulkUpdate: "items:[o]",
      TaskBulkUpdateData: `?name:s ${taskFields}`,
      TaskDuplicate: "?copyChecklist:b ?copyCustomFieldValues:b ?name:s~",
      TaskPlacement:
        "axis:e:assignee/personalList/projectList ?assigneeId:s~ ?groupId:s~ ?listId:s~ ?nextTaskId:s~ ?personalListId:s~ ?previousTaskId:s~ ?projectId:s~",
      TaskSubtasksReplace: "subtasks:[o]",
      TimerAction: "userId:s ?at:dt",
      PlannedWorkReplacement: "dayLoads:[n] plannedEnd:dt plannedStart:dt",
    },
    operations: [
      "listTasks GET . * 200 =native",
      "createTask POST . * 200 201 409 502 <TaskCreate K ~task_created",
      "bulkUpdateTasks POST ./bulk-update * 200 502 <TaskBulkUpdate >taskBulkUpdateResult =bulk ~task_updated",
      "archiveTask DELETE # * 204 404 409 412 428 502 M !archived=true !archivedAt=now ~task_removed",
      "getTask GET # * 200 404",
      "updateTask PATCH # * 200 404 409 412 428 502 <TaskUpdate M ~task_updated",
      "restoreTask POST #/restore * 200 404 409 412 428 502 M !archived=false !archivedAt=null ~task_restored",
      "duplicateTask POST #/duplicate * 200 201 404 409 412 428 502 @tasks:read+tasks:write <TaskDuplicate M K =copy ~task_created",
      "moveTask POST #/move * 200 404 409 412 428 502 <TaskPlacement M =set ~task_updated",
      "replaceTaskSubtasks PUT #/subtasks * 200 404 409 412 428 502 <TaskSubtasksReplace M =set ~task_updated",
      "completeTask POST #/complete * 200 404 409 412 428 502 M !completed=true !completedAt=now ~task_completed",
      "reopenTask POST #/reopen * 200 404 409 412 428 502 M !completed=false !completedAt=null ~task_reopened",
      "startTaskTimer POST #/timer/start * 200 404 409 502 @tasks:write+time-entries:write <TimerAction >timeEntry =timer ~timetracking_started",
      "stopTaskTimer POST #/timer/stop * 200 404 409 502 @tasks:write+time-entries:write <TimerAction >timeEntry =timer ~timetracking_stopped",
      "getTaskPlannedWork GET #/planned-work * 200 404 409 502 @planned-work:read >taskPlannedWork",
      "replaceTaskPlannedWork PUT #/planned-work * 202 404 409 412 428 502 @planned-work:write <PlannedWorkReplacement >plannedWorkOperation M K =action",
    ],
  },
  {
    type: "taskBulkUpdateResult",
    path: "",
    scope: "tasks",
    attributes: "error:o~ status:e:updated/conflict/notFound/forbidden/invalid/unavailable task:o~",
    operations: [],
  },
  {
    type: "plannedWork",
    path: "/planned-work",
    scope: "planned-work",
    attributes: "date:dt minutes:n projectId:s taskId:s userId:s",
    operations: ["listPlannedWork GET . * 200 409 502"],
  },
  {
    type: "taskPlannedWork",
    path: "",
    scope: "planned-work",
    attributes: "items:[o] plannedEnd:dt~ plannedStart:dt~ projectId:s revision:s taskId:s userId:s",
    operations: [],
  },
  {
    type: "plannedWorkOperation",
    path: "/planned-work-operations",
    scope: "planned-work",
    attributes:
      "attempts:i createdAt:dt ?error:o ?finishedAt:dt plannedEnd:dt plannedStart:dt projectId:s sourceRevision:s state:e:succeeded/failed/pending/running targetRevision:s taskId:s updatedAt:dt userId:s",
    operations: ["getPlannedWorkOperation GET # * 200 404 502 @planned-work:write"],
  },
  {
    type: "project",
    path: "/projects",
    scope: "projects",
    etag: "prj1",
    attributes:
      "actualEndAt:dt~ actualStartAt:dt~ additionalContactIds:[s] archived:b color:s~ completed:b contactId:s~ createdAt:dt~ createdById:s~ description:s developerRevision:s developerUpdatedAt:dt dueAt:dt~ duplicateOfProjectId:s~ earliestEndAt:dt~ earliestStartAt:dt~ individualId:s~ listId:s~ managerId:s~ name:s order:n~ plannedEndAt:dt~ plannedStartAt:dt~ schedulingOrder:n~ showInScheduling:b subscriberIds:[s] tasksCompleted:i tasksOpen:i tasksTotal:i lastActivityAt:dt~ latestEndAt:dt~ latestStartAt:dt~ updatedAt:dt~",
    bodies: {
      ProjectCreate: `name:s ${projectFields}`,
      ProjectUpdate: `?name:s ${projectFields}`,
      ProjectSharingReplace: "entries:[o]",
    },
    operations: [
      "listProjects GET . * 200",
      "createProject POST . * 200 201 409 502 <ProjectCreate K ~project_created",
      "getProject GET # * 200 404",
      "updateProject PATCH # * 200 404 409 412 428 502 <ProjectUpdate M ~project_updated",
      "getProjectSharing GET #/sharing * 200 404 @projects:sharing >projectSharing",
      "replaceProjectSharing PUT #/sharing * 200 404 409 412 428 502 @projects:sharing <ProjectSharingReplace >projectSharing M",
      "completeProject POST #/complete * 202 404 409 412 428 502 @projects:lifecycle >projectLifecycleOperation M K =action !completed=true !action=complete ~project_completed",
      "reopenProject POST #/reopen * 202 404 409 412 428 502 @projects:lifecycle >projectLifecycleOperation M K =action !completed=false !action=reopen ~project_reopened",
      "archiveProject POST #/archive * 202 404 409 412 428 502 @projects:lifecycle >projectLifecycleOperation M K =action !archived=true !action=archive ~project_archived",
      "restoreProject POST #/restore * 202 404 409 412 428 502 @projects:lifecycle >projectLifecycleOperation M K =action !archived=false !action=restore ~project_restored",
    ],
  },
  {
    type: "projectSharing",
    path: "",
    scope: "projects",
    attributes: "availablePermissions:[s] entries:[o] revision:s",
    operations: [],
  },
  {
    type: "projectLifecycleOperation",
    path: "/project-lifecycle-operations",
    scope: "projects",
    attributes:
      "action:e:complete/reopen/archive/restore attempts:i checkpoints:o createdAt:dt ?error:o ?finishedAt:dt noOp:b projectId:s resultRevision:s~ sourceRevision:s ?startedAt:dt state:e:succeeded/failed/pending/running updatedAt:dt",
    operations: ["getProjectLifecycleOperation GET # * 200 404 410 502 @projects:lifecycle"],
  },
  {
    type: "projectTemplate",
    path: "/project-templates",
    scope: "project-templates",
    etag: "tpl1",
    attributes:
      "archived:b color:s createdAt:dt~ description:s developerRevision:s developerUpdatedAt:dt originProjectId:s~ snapshotVersion:e:1~ stats:o~ title:s updatedAt:dt~",
    bodies: {
      ProjectTemplateCreate: "color:s ?description:s projectId:s title:s",
      ProjectTemplateUpdate: "?color:s ?description:s ?title:s",
      ProjectTemplateInstantiate: `name:s ${projectFields.replace("?description:s~", "?description:s")}`,
    },
    operations: [
      "listProjectTemplates GET . * 200 502",
      "createProjectTemplate POST . * 200 201 409 502 <ProjectTemplateCreate K",
      "archiveProjectTemplate DELETE # * 204 404 409 412 428 502 M !archived=true",
      "getProjectTemplate GET # * 200 404 502",
      "updateProjectTemplate PATCH # * 200 404 409 412 428 502 <ProjectTemplateUpdate M",
      "restoreProjectTemplate POST #/restore * 200 404 409 412 428 502 M !archived=false",
      "instantiateProjectTemplate POST #/instantiate * 202 404 409 412 428 502 @project-templates:write+projects:write <ProjectTemplateInstantiate >projectTemplateInstantiation M K =action",
    ],
  },
  {
    type: "projectTemplateInstantiation",
    path: "/project-template-instantiations",
    scope: "project-templates",
    attributes:
      "createdAt:dt ?error:o ?finishedAt:dt progress:o projectId:s resultRevision:s~ sourceRevision:s state:e:succeeded/failed/pending/running templateId:s updatedAt:dt",
    operations: [
      "getProjectTemplateInstantiation GET # * 200 404 410 502 @project-templates:write+projects:write",
    ],
  },
  {
    type: "timeEntry",
    path: "/time-entries",
    scope: "time-entries",
    collection: "times",
    attributes:
      "archived:b billable:b~ billed:b billedAt:dt~ comment:s createdAt:dt~ createdById:s~ durationMinutes:n~ endAt:dt~ serviceId:s~ startAt:dt~ taskId:s trackingActive:b updatedAt:dt~ updatedById:s~ userId:s",
    bodies: {
      TimeEntryCreate: "?billable:b~ ?comment:s~ endAt:dt ?serviceId:s~ startAt:dt taskId:s userId:s",
      TimeEntryUpdate: "?billable:b~ ?comment:s~ ?endAt:dt~ ?serviceId:s~ ?startAt:dt~",
      TimeEntryBillingUpdate: "billed:b",
    },
    operations: [
      "listTimeEntries GET . * 200",
      "createTimeEntry POST . * 200 201 409 502 <TimeEntryCreate K ~timeentry_created_manually",
      "archiveTimeEntry DELETE # * 204 404 409 502 !archived=true ~timeentry_removed",
      "getTimeEntry GET # * 200 404",
      "updateTimeEntry PATCH # * 200 404 409 502 <TimeEntryUpdate ~timeentry_updated",
      "getTimeEntryBilling GET #/billing * 200 404 502 @time-entries:billing >timeEntryBilling",
      "updateTimeEntryBilling PUT #/billing * 200 404 412 428 502 @time-entries:billing <TimeEntryBillingUpdate >timeEntryBilling M",
      "restoreTimeEntry POST #/restore * 200 404 409 502 !archived=false ~timeentry_restored",
    ],
  },
  {
    type: "timeEntryBilling",
    path: "",
    scope: "time-entries",
    etag: "tib1",
    attributes: "billed:b billedAt:dt~ revision:s",
    operations: [],
  },
];
