/** Contacts, call notes, lists, services, tags and custom fields (notation: ./declaration.ts). */
import type { ResourceDeclaration } from "./declaration.js";

const contactFields =
  "?birthday:dt~ ?category:e:customer/supplier~ ?companyTitle:s~ ?customerId:s~ ?emails:[o]~ ?firstName:s~ ?gender:e:female/male~ ?groupId:s~ ?lastName:s~ ?nickname:s~ ?notes:s~ ?parentContactId:s~ ?phoneNumbers:[o]~ ?salutation:s~";

/** list, create, archive (204), get, update, restore: the shape most catalogue resources share. */
const catalogue = (name: string, plural = `${name}s`) => [
  `list${plural} GET . * 200`,
  `create${name} POST . * 200 201 409 502 <${name}Create K`,
  `archive${name} DELETE # * 204 404 409 502 !archived=true`,
  `get${name} GET # * 200 404`,
  `update${name} PATCH # * 200 404 409 502 <${name}Update`,
  `restore${name} POST #/restore * 200 404 409 502 !archived=false`,
];

export const crmResources: ResourceDeclaration[] = [
  {
    type: "contact",
    path: "/contacts",
    scope: "contacts",
    store: "contacts",
    attributes:
      "addresses:[o] archived:b birthday:dt~ category:s~ companies:[o] companyTitle:s createdAt:dt~ createdById:s~ customerId:s~ emails:[o] employeesCount:i firstName:s gender:s~ groupId:s~ lastActivityAt:dt~ lastName:s nickname:s notes:s parentContactId:s~ phoneNumbers:[o] projectsCompleted:i projectsOpen:i projectsTotal:i salutation:s socialNetworks:[o] tasksCompleted:i tasksOpen:i tasksTotal:i type:e:person/company updatedAt:dt~ updatedById:s~ websites:[o]",
    bodies: {
      ContactCreate: `type:e:company/person ${contactFields}`,
      ContactUpdate: contactFields,
    },
    operations: [
      "listContacts GET . * 200",
      "createContact POST . * 200 201 409 502 <ContactCreate K ~contact_created",
      "getContact GET # * 200 404 =native",
      "updateContact PATCH # * 200 404 409 502 <ContactUpdate ~contact_updated",
    ],
  },
  {
    type: "callNote",
    path: "/call-notes",
    scope: "call-notes",
    collection: "callnotes",
    attributes:
      "archived:b callId:s~ contactIds:[s] content:s createdAt:dt~ projectIds:[s] taskIds:[s] updatedAt:dt~ userIds:[s]",
    bodies: { CallNoteCreate: "callId:s content:s" },
    operations: [
      "listCallNotes GET . * 200",
      "createCallNote POST . * 200 201 409 502 <CallNoteCreate K ~callnote_created",
      "archiveCallNote DELETE # * 204 404 409 502 !archived=true ~callnote_removed",
      "getCallNote GET # * 200 404",
      "restoreCallNote POST #/restore * 200 404 409 502 !archived=false",
    ],
  },
  {
    type: "contactGroup",
    path: "/contact-groups",
    scope: "contact-groups",
    attributes: "archived:b createdAt:dt~ parentId:s~ title:s updatedAt:dt~",
    bodies: { ContactGroupCreate: "?parentId:s~ title:s", ContactGroupUpdate: "?parentId:s~ ?title:s" },
    operations: catalogue("ContactGroup"),
  },
  {
    type: "user",
    path: "/users",
    scope: "users",
    store: "users",
    attributes: "disabled:b displayName:s email:s~ firstName:s lastName:s roleId:s~",
    operations: ["listUsers GET . * 200"],
  },
  {
    type: "list",
    path: "/lists",
    scope: "lists",
    store: "list",
    attributes:
      "archived:b createdAt:dt~ name:s order:n~ parentId:s~ type:e:tasks/projects/personal updatedAt:dt~",
    bodies: { ListCreate: "name:s ?parentId:s~ type:e:tasks/projects", ListUpdate: "name:s" },
    operations: catalogue("List").map((line) => (line.startsWith("listLists") ? `${line} =native` : line)),
  },
  {
    type: "service",
    path: "/services",
    scope: "services",
    store: "service",
    attributes: "archived:b billable:b billingRate:n~ createdAt:dt~ title:s updatedAt:dt~",
    bodies: {
      ServiceCreate: "?billable:b ?billingRate:n~ title:s",
      ServiceUpdate: "?billable:b ?billingRate:n~ ?title:s",
    },
    operations: catalogue("Service"),
  },
  {
    type: "tag",
    path: "/tags",
    scope: "tags",
    store: "tag",
    attributes: "archived:b color:s createdAt:dt~ name:s updatedAt:dt~ usage:n",
    bodies: { TagCreate: "?color:s name:s", TagUpdate: "?color:s ?name:s" },
    operations: catalogue("Tag"),
  },
  {
    type: "customFieldDefinition",
    path: "/custom-field-definitions",
    scope: "custom-field-definitions",
    attributes:
      "archived:b compatibility:e:writable/invalid/readOnlyLegacy/unsupported configuration:o createdAt:dt~ defaultEnabled:b description:s fieldType:e:text/contact/date/dropdown/number/project/switcher/tag/textarea/user/unsupported ?legacyTargetType:s ?legacyType:s required:b targetType:e:task/contact/project/projectJournalEntry/unsupported title:s updatedAt:dt~",
    bodies: {
      CustomFieldDefinitionCreate:
        "configuration:o ?defaultEnabled:b ?description:s ?required:b title:s fieldType:e:text/contact/date/dropdown/number/project/switcher/tag/textarea/user targetType:e:task/contact/project/projectJournalEntry",
      CustomFieldDefinitionUpdate: "?configuration:o ?defaultEnabled:b ?description:s ?required:b ?title:s",
    },
    operations: catalogue("CustomFieldDefinition"),
  },
  {
    type: "customFieldValue",
    path: "/custom-field-values",
    scope: "custom-field-values",
    etag: "cfv1",
    attributes:
      "fieldId:s fieldType:e:text/contact/date/dropdown/number/project/switcher/tag/textarea/user resourceId:s revision:s state:e:unset/invalid/set targetType:e:task/contact/project/project-journal-entry ?value:any",
    bodies: { CustomFieldValueBatchRead: "fieldIds:[s]", CustomFieldValueSet: "value:any" },
    operations: [
      "getCustomFieldValues POST ./{targetType}/{resourceId}/batch-read * 200 404 409 502 @custom-field-values:read <CustomFieldValueBatchRead =batch",
      "clearCustomFieldValue DELETE ./{targetType}/{resourceId}/{fieldId} * 200 404 409 412 428 502 ^customFieldValueMutation M =replace !state=unset !value=null",
      "getCustomFieldValue GET ./{targetType}/{resourceId}/{fieldId} * 200 404 409 502 =view",
      "setCustomFieldValue PUT ./{targetType}/{resourceId}/{fieldId} * 200 404 409 412 428 502 <CustomFieldValueSet ^customFieldValueMutation M =replace !state=set",
    ],
  },
  {
    type: "customFieldValue",
    name: "customFieldValueMutation",
    path: "",
    scope: "custom-field-values",
    attributes:
      "fieldId:s fieldType:e:text/contact/date/dropdown/number/project/switcher/tag/textarea/user replayed:b resourceId:s revision:s state:e:unset/invalid/set targetType:e:task/contact/project/project-journal-entry ?value:any",
    operations: [],
  },
];
