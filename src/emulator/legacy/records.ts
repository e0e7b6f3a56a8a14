import { z } from "zod";
import { legacyContactInput, legacyContactUpdate, legacyWritePayload } from "../../schemas/index.js";
import type { Reply } from "../http/respond.js";
import { contactAttributes } from "../state/fixtures.js";
import { objectId } from "../state/ids.js";
import type { Doc } from "../state/model.js";
import { type LegacyContext, legacyOk, newTeamDoc, publishLegacy } from "./legacy-context.js";
import { badRequest, documentedFields, legacyBody, legacyNotFound } from "./validate.js";

const paging = z.strictObject({
  email: z.string().min(1).max(320).optional(),
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(500).default(50),
});

function pagingOf(ctx: LegacyContext, allowEmail: boolean) {
  const raw = Object.fromEntries(ctx.url.searchParams);
  if (!allowEmail && "email" in raw) throw badRequest("email: not supported here");
  return legacyBody(paging, raw, "query");
}

function pageOf<T>(items: T[], page: number, limit: number) {
  const pages = Math.max(1, Math.ceil(items.length / limit));
  return {
    slice: items.slice((page - 1) * limit, page * limit),
    pagination: { total: items.length, limit, page, pages },
  };
}

/** GET /users?email=: `data` is an array; `data[0]._id` resolves a user. */
export function listUsers(ctx: LegacyContext): Reply {
  const query = pagingOf(ctx, true);
  const email = query.email?.toLowerCase();
  const users = ctx.data.users.filter(
    (user) => email === undefined || String(user.email).toLowerCase() === email,
  );
  const { slice, pagination } = pageOf(users, query.page, query.limit);
  return legacyOk(200, "Users", slice, pagination);
}

export function createProject(ctx: LegacyContext): Reply {
  const project = newTeamDoc(ctx, legacyBody(legacyWritePayload, ctx.body));
  ctx.data.projects.set(project._id, project);
  publishLegacy(ctx, "project_created", "projects", project);
  return legacyOk(201, "Project created", project);
}

/** The legacy view of a contact, which is the same record v1 GET /contacts/{id} serves. */
export function legacyContactView(id: string, attributes: Record<string, unknown>, teamId: string): Doc {
  return {
    _id: id,
    type: attributes.type,
    firstname: attributes.firstName,
    lastname: attributes.lastName,
    companyTitle: attributes.companyTitle,
    category: attributes.category ?? undefined,
    emails: attributes.emails,
    phoneNumbers: attributes.phoneNumbers,
    teamId,
  };
}

function v1Fields(input: z.infer<typeof legacyContactUpdate>): Record<string, unknown> {
  const fields: Record<string, unknown> = {};
  if (input.type !== undefined) fields.type = input.type;
  if (input.firstname !== undefined) fields.firstName = input.firstname;
  if (input.lastname !== undefined) fields.lastName = input.lastname;
  if (input.companyTitle !== undefined) fields.companyTitle = input.companyTitle;
  if (input.category !== undefined) fields.category = input.category;
  if (input.emails !== undefined) fields.emails = input.emails.map(({ email, type }) => ({ email, type }));
  if (input.phoneNumbers !== undefined)
    fields.phoneNumbers = input.phoneNumbers.map(({ number, type }) => ({ number, type }));
  return fields;
}

const CONTACT_FIELDS = [
  "type",
  "firstname",
  "lastname",
  "companyTitle",
  "category",
  "emails",
  "phoneNumbers",
];

/** The documented contact fields of a v0 write body (others are accepted, not kept: the contact is the record v1 serves, whose attributes are closed). */
const contactFields = (ctx: LegacyContext) => documentedFields(ctx.body, CONTACT_FIELDS);

export function createContact(ctx: LegacyContext): Reply {
  const input = legacyBody(legacyContactInput, contactFields(ctx));
  const id = objectId();
  const attributes = contactAttributes(v1Fields(input), ctx.services.state.clock.iso());
  ctx.data.contacts.set(id, attributes);
  const contact = legacyContactView(id, attributes, ctx.workspaceId);
  publishLegacy(ctx, "contact_created", "contacts", contact);
  return legacyOk(201, "Contact created", contact);
}

export function updateContact(ctx: LegacyContext): Reply {
  const id = ctx.params.id as string;
  const attributes = ctx.data.contacts.get(id);
  if (!attributes) throw legacyNotFound("Contact");
  const fields = contactFields(ctx);
  const input = Object.keys(fields).length > 0 ? legacyBody(legacyContactUpdate, fields) : {};
  Object.assign(attributes, v1Fields(input), { updatedAt: ctx.services.state.clock.iso() });
  const contact = legacyContactView(id, attributes, ctx.workspaceId);
  publishLegacy(ctx, "contact_updated", "contacts", contact);
  return legacyOk(200, "Contact updated", contact);
}

/** GET /contactgroups/{_id}: the group with its contacts, paged by `page`/`limit`. */
export function getContactGroup(ctx: LegacyContext): Reply {
  const query = pagingOf(ctx, false);
  const group = ctx.data.contactGroups.get(ctx.params.id as string);
  if (!group) throw legacyNotFound("Contact group");
  const members = group.contactIds
    .map((id) => [id, ctx.data.contacts.get(id)] as const)
    .filter((entry): entry is readonly [string, Record<string, unknown>] => entry[1] !== undefined)
    .map(([id, attributes]) => legacyContactView(id, attributes, ctx.workspaceId));
  const { slice, pagination } = pageOf(members, query.page, query.limit);
  const { contactIds: _ids, ...rest } = group;
  return legacyOk(200, "Contact group", { ...rest, contacts: slice }, pagination);
}

/** DELETE /webhooks/{_id}: removes a legacy (unsigned) webhook; v1 webhooks are separate. */
export function removeLegacyWebhook(ctx: LegacyContext): Reply {
  const id = ctx.params.id as string;
  if (!ctx.data.legacyWebhooks.delete(id)) throw legacyNotFound("Webhook");
  return { status: 204 };
}
