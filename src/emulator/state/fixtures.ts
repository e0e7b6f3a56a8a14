/**
 * Builders of complete resource attributes (every attribute the contract requires, section 6) from a
 * few overrides, plus the sample data seeded into each workspace.
 */
import { hex, objectId } from "./ids.js";

type Attrs = Record<string, unknown>;

export function taskAttributes(overrides: Attrs, now: string): Attrs {
  const base: Attrs = {
    archived: false,
    archivedAt: null,
    assigneeId: null,
    billable: null,
    completed: false,
    completedAt: null,
    completedById: null,
    commentsCount: 0,
    contactId: null,
    createdAt: now,
    createdById: null,
    description: "",
    descriptionFormat: "plain-text",
    developerRevision: hex(32),
    developerUpdatedAt: now,
    duplicateOfTaskId: null,
    dueAt: null,
    filesCount: 0,
    groupId: null,
    listId: null,
    personalListId: null,
    projectId: null,
    serviceId: null,
    listOrder: null,
    order: null,
    personalListOrder: null,
    plannedMinutes: null,
    name: "Task",
    plannedEndAt: null,
    plannedStartAt: null,
    recurrence: null,
    subscriberIds: [],
    tagIds: [],
    subtasks: [],
    subtasksCount: 0,
    trackingActive: false,
    updatedAt: now,
  };
  const task = { ...base, ...overrides };
  if (task.completed === true && task.completedAt === null) task.completedAt = now;
  if (task.archived === true && task.archivedAt === null) task.archivedAt = now;
  return task;
}

export function listItemAttributes(type: "list" | "service" | "tag", overrides: Attrs, now: string): Attrs {
  const common = { archived: false, createdAt: now, updatedAt: now };
  if (type === "service") {
    return { ...common, billable: true, billingRate: null, title: "Service", ...overrides };
  }
  if (type === "tag") return { ...common, color: "#3366cc", name: "Tag", usage: 0, ...overrides };
  return { ...common, name: "List", order: null, parentId: null, type: "tasks", ...overrides };
}

export function contactAttributes(overrides: Attrs, now: string): Attrs {
  return {
    addresses: [],
    archived: false,
    birthday: null,
    category: null,
    companies: [],
    companyTitle: "",
    createdAt: now,
    createdById: null,
    customerId: null,
    emails: [],
    employeesCount: 0,
    firstName: "",
    lastName: "",
    nickname: "",
    notes: "",
    salutation: "",
    gender: null,
    groupId: null,
    lastActivityAt: null,
    parentContactId: null,
    phoneNumbers: [],
    projectsCompleted: 0,
    projectsOpen: 0,
    projectsTotal: 0,
    socialNetworks: [],
    tasksCompleted: 0,
    tasksOpen: 0,
    tasksTotal: 0,
    type: "person",
    updatedAt: now,
    updatedById: null,
    websites: [],
    ...overrides,
  };
}

export interface SampleData {
  users: { _id: string; email: string; name: string }[];
  lists: { id: string; type: "list" | "service" | "tag"; attributes: Attrs }[];
  tasks: { id: string; attributes: Attrs }[];
  contacts: { id: string; attributes: Attrs }[];
}

/**
 * A small, coherent data set: users, a project list tree, tasks and contacts. `GET /lists` serves
 * only `list` items, as the service does; tasks still refer to a service and a tag id
 * (served by other endpoints of the real service). The seed's `lists` may add the seed spec's
 * service and tag variants for client tests.
 */
export function sampleData(label: string): SampleData {
  const domain = `${label.toLowerCase().replace(/[^a-z0-9]+/g, "-")}.example`;
  const users = [
    { _id: objectId(), email: `ada@${domain}`, name: "Ada Lovelace" },
    { _id: objectId(), email: `grace@${domain}`, name: "Grace Hopper" },
  ];
  const project = objectId();
  const backlog = objectId();
  const service = objectId();
  const tag = objectId();
  const [ada, grace] = users as [(typeof users)[0], (typeof users)[0]];
  const lists: SampleData["lists"] = [
    { id: project, type: "list", attributes: { name: `${label} roadmap`, type: "projects", order: 1 } },
    {
      id: backlog,
      type: "list",
      attributes: { name: "Backlog", type: "tasks", parentId: project, order: 2 },
    },
    { id: objectId(), type: "list", attributes: { name: "My day", type: "personal", parentId: ada._id } },
    { id: objectId(), type: "list", attributes: { name: "Old sprint", type: "tasks", archived: true } },
  ];
  const contact = objectId();
  const company = objectId();
  const tasks: SampleData["tasks"] = [
    { name: "Write the release notes", assigneeId: ada._id, tagIds: [tag] },
    { name: "Review the webhook receiver", assigneeId: grace._id, serviceId: service },
    { name: "Call the customer", contactId: contact, tagIds: [tag] },
    { name: "Ship 1.1.0", completed: true },
    { name: "Old chore", archived: true },
  ].map((overrides) => ({
    id: objectId(),
    attributes: { listId: backlog, projectId: project, ...overrides },
  }));
  const contacts: SampleData["contacts"] = [
    {
      id: company,
      attributes: { type: "company", companyTitle: `${label} Customer GmbH`, category: "customer" },
    },
    {
      id: contact,
      attributes: {
        firstName: "Linus",
        lastName: "Example",
        parentContactId: company,
        emails: [{ email: `linus@customer.${domain}`, type: "work" }],
        phoneNumbers: [{ number: "+49 30 1234567", type: "work" }],
      },
    },
  ];
  return { users, lists, tasks, contacts };
}
