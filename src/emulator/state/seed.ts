import { operationScopes } from "../../schemas/index.js";
import { genericOperations } from "../generic/operations.js";
import { contactAttributes, listItemAttributes, sampleData, taskAttributes } from "./fixtures.js";
import { objectId } from "./ids.js";
import { type ParsedSeed, type SeedFile, seedFileSchema, type WorkspaceSeed } from "./seed-schema.js";
import type { EmulatorState, IssuedCredential, IssuedLegacyCredential } from "./store.js";

/**
 * Every scope the v1 operations need: the spec's (in `operationScopes` order), then those the
 * declared operations of the whole contract add (../generic), so the seeded admin can use them all.
 */
export const ALL_SCOPES: string[] = [
  ...new Set([
    ...Object.values(operationScopes).filter(
      (scope): scope is Exclude<typeof scope, null | "none"> => scope !== null && scope !== "none",
    ),
    ...genericOperations().flatMap((operation) => (operation.scopes === "none" ? [] : operation.scopes)),
  ]),
];

export const DEFAULT_SEED: SeedFile = {
  workspaces: [
    {
      name: "Workspace A",
      credentials: [
        { name: "admin", scopes: ALL_SCOPES },
        { name: "reader", scopes: ALL_SCOPES.filter((scope) => scope.endsWith(":read")) },
      ],
      legacyCredentials: [{ name: "legacy-a" }],
    },
    {
      name: "Workspace B",
      credentials: [{ name: "tenant-b", scopes: ALL_SCOPES }],
      legacyCredentials: [{ name: "legacy-b" }],
    },
  ],
};

export function parseSeed(input: unknown): ParsedSeed {
  const result = seedFileSchema.safeParse(input);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const path = issue?.path.length ? issue.path.join(".") : "(root)";
  throw new TypeError(`seed: ${path}: ${issue?.message ?? "invalid"}`);
}

export interface SeedResult {
  workspaceIds: string[];
  credentials: IssuedCredential[];
  legacyCredentials: IssuedLegacyCredential[];
}

export function applySeed(state: EmulatorState, seed: SeedFile): SeedResult {
  const parsed = parseSeed(seed);
  const result: SeedResult = { workspaceIds: [], credentials: [], legacyCredentials: [] };
  for (const workspaceSeed of parsed.workspaces) {
    const workspace = state.createWorkspace({
      name: workspaceSeed.name,
      ...(workspaceSeed.id ? { id: workspaceSeed.id } : {}),
      ...(workspaceSeed.currency !== undefined ? { currency: workspaceSeed.currency } : {}),
      ...(workspaceSeed.subdomain !== undefined ? { subdomain: workspaceSeed.subdomain } : {}),
    });
    result.workspaceIds.push(workspace.id);
    seedData(state, workspace.id, workspaceSeed);
    for (const credential of workspaceSeed.credentials) {
      result.credentials.push(
        state.createCredential({
          workspaceId: workspace.id,
          name: credential.name,
          scopes: credential.scopes,
          kind: credential.kind,
          ...(credential.token ? { token: credential.token } : {}),
          ...(credential.expiresAt ? { expiresAt: Date.parse(credential.expiresAt) } : {}),
        }),
      );
    }
    for (const legacy of workspaceSeed.legacyCredentials) {
      result.legacyCredentials.push(
        state.createLegacyCredential({
          workspaceId: workspace.id,
          name: legacy.name,
          ...(legacy.token ? { token: legacy.token } : {}),
          ...(legacy.calendarToken ? { calendarToken: legacy.calendarToken } : {}),
        }),
      );
    }
  }
  return result;
}

function seedData(state: EmulatorState, workspaceId: string, seed: WorkspaceSeed): void {
  const data = state.workspaceData(workspaceId);
  const now = state.clock.iso();
  const sample = seed.sampleData ? sampleData(seed.name) : { users: [], lists: [], tasks: [], contacts: [] };
  for (const user of seed.users ?? sample.users) {
    data.users.push({ _id: user._id ?? objectId(), email: user.email, name: user.name, teamId: workspaceId });
  }
  for (const item of seed.lists ?? sample.lists) {
    const id = item.id ?? objectId();
    data.lists.set(id, {
      id,
      seq: state.nextSeq(),
      type: item.type,
      attributes: listItemAttributes(item.type, item.attributes, now),
    });
  }
  for (const task of seed.tasks ?? sample.tasks) {
    data.tasks.set(task.id ?? objectId(), {
      seq: state.nextSeq(),
      attributes: taskAttributes(task.attributes, now),
    });
  }
  for (const contact of seed.contacts ?? sample.contacts) {
    data.contacts.set(contact.id ?? objectId(), contactAttributes(contact.attributes, now));
  }
  if (seed.sampleData) {
    const groupId = objectId();
    data.contactGroups.set(groupId, {
      _id: groupId,
      name: "Customers",
      teamId: workspaceId,
      contactIds: [...data.contacts.keys()],
    });
    const hookId = objectId();
    data.legacyWebhooks.set(hookId, {
      _id: hookId,
      url: "https://hooks.example.invalid/legacy",
      event: "task_created",
      teamId: workspaceId,
    });
  }
}
