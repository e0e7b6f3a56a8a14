import {
  type Contact,
  contact,
  type ListItem,
  listItem,
  pageEnvelope,
  singleEnvelope,
  type Task,
  task,
  type Workspace,
  workspace,
} from "../schemas/index.js";
import { encodePathSegment, type Transport } from "../transport/index.js";
import { checkInput, contactPathId, listListsQuery, listTasksQuery, requestFields } from "./input.js";
import { expectStatus, parseBody } from "./response.js";
import type {
  ApiResponse,
  ListListsQuery,
  ListTasksQuery,
  PageRequestOptions,
  PageResponse,
  RequestOptions,
} from "./types.js";

const workspaceSingle = singleEnvelope(workspace);
const taskPage = pageEnvelope(task);
const listPage = pageEnvelope(listItem);
const contactSingle = singleEnvelope(contact);

/** Workspace, tasks, lists and contacts, validated leniently. */
export function resourceOperations(t: Transport) {
  return {
    async getWorkspace(o: RequestOptions = {}): Promise<ApiResponse<Workspace>> {
      const res = await t.request({ method: "GET", path: "/workspace", ...requestFields(o) });
      expectStatus(res, [200]);
      return { ...parseBody(workspaceSingle, res), transport: res.transport };
    },

    async listTasks(query: ListTasksQuery = {}, o: PageRequestOptions = {}): Promise<PageResponse<Task>> {
      const q = checkInput(listTasksQuery, query, "listTasks query");
      const res = await t.request({ method: "GET", path: "/tasks", query: q, ...requestFields(o) });
      expectStatus(res, [200]);
      o.onUnvalidatedBody?.(res.body);
      return { ...parseBody(taskPage, res), transport: res.transport };
    },

    async listLists(query: ListListsQuery = {}, o: PageRequestOptions = {}): Promise<PageResponse<ListItem>> {
      const q = checkInput(listListsQuery, query, "listLists query");
      const res = await t.request({ method: "GET", path: "/lists", query: q, ...requestFields(o) });
      expectStatus(res, [200]);
      o.onUnvalidatedBody?.(res.body);
      return { ...parseBody(listPage, res), transport: res.transport };
    },

    async getContact(id: string, o: RequestOptions = {}): Promise<ApiResponse<Contact>> {
      const safeId = checkInput(contactPathId, id, "contact id");
      const res = await t.request({
        method: "GET",
        path: `/contacts/${encodePathSegment(safeId, "contact id")}`,
        ...requestFields(o),
      });
      expectStatus(res, [200]);
      return { ...parseBody(contactSingle, res), transport: res.transport };
    },
  };
}
export type ResourceOperations = ReturnType<typeof resourceOperations>;
