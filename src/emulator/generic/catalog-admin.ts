/** Workspace administration, credentials, webhooks, search, exports, automations (notation: ./declaration.ts). */
import type { ResourceDeclaration } from "./declaration.js";

const tokenAttributes =
  "createdAt:dt description:s~ expiresAt:dt generation:i graceEndsAt:dt~ lastFour:s lastUsedAt:dt~ name:s notBeforeAt:dt~ principalId:s scopes:[s] status:e:active/expired/retiring/revoked ?token:s";
const tokenCreate = "?description:s ?expiresAt:dt name:s scopes:[s]";
const tokenRotation = "?expiresAt:dt ?gracePeriodSeconds:i ?scopes:[s]";

/** list, create (201), delete (204), get, update, all If-Match guarded: the administration resources. */
const administered = (name: string, remove = "delete") => [
  `list${name}s GET . * 200 502`,
  `create${name} POST . * 201 409 502 <${name}Create K`,
  `${remove}${name} DELETE # * 204 404 409 412 428 502 M`,
  `get${name} GET # * 200 404 502`,
  `update${name} PATCH # * 200 404 409 412 428 502 <${name}Update M`,
];

export const adminResources: ResourceDeclaration[] = [
  {
    type: "apiVersion",
    path: "",
    scope: "none",
    attributes: "",
    operations: ["getApiVersion GET / 200 429 =native"],
  },
  {
    type: "cliAuthorization",
    path: "",
    scope: "none",
    attributes: "",
    operations: [
      "exchangeCliAuthorizationCode POST /auth/cli/token 200 400 429 502 503 =native",
      "compensateCliAuthorizationStorage POST /auth/cli/storage-compensation * 204 502 =native",
      "revokeCurrentCredential DELETE /auth/context * 204 409 502 =native",
      "getCurrentCredentialContext GET /auth/context * 200 502 =native",
    ],
  },
  {
    type: "workspace",
    path: "/workspace",
    scope: "workspace",
    attributes: "cellId:s currency:s~ name:s region:s subdomain:s~",
    operations: [
      "getWorkspace GET / * 200 404 =native",
      "getSystemCapabilities GET /system/capabilities * 200 502 >systemCapability =catalog",
      "getWorkspaceEntitlements GET ./entitlements * 200 502 >workspaceEntitlement =catalog",
    ],
  },
  {
    type: "systemCapability",
    path: "",
    scope: "workspace",
    attributes: "accessible:b entitled:b",
    operations: [],
  },
  {
    type: "workspaceEntitlement",
    path: "",
    scope: "workspace",
    attributes: "accessible:b enabled:b",
    operations: [],
  },
  {
    type: "workspaceSettings",
    path: "/workspace/settings",
    scope: "workspace-settings",
    etag: "wst1",
    attributes:
      "currency:e:EUR/AUD/CAD/CHF/GBP/NZD/USD/ZAR~ defaultLanguage:e:en/de/de-XX~ defaultPlannedTime:n~ defaultProductivity:n~ defaultShowInScheduling:b~ name:s revision:s",
    bodies: {
      WorkspaceSettingsUpdate:
        "?currency:e:EUR/AUD/CAD/CHF/GBP/NZD/USD/ZAR ?defaultLanguage:e:en/de/de-XX ?defaultPlannedTime:n ?defaultProductivity:n ?defaultShowInScheduling:b ?name:s",
    },
    operations: [
      "getWorkspaceSettings GET / * 200 502 =view",
      "updateWorkspaceSettings PATCH / * 200 409 412 428 502 <WorkspaceSettingsUpdate M K =replace",
    ],
  },
  {
    type: "webhook",
    path: "/webhooks",
    scope: "webhooks",
    attributes:
      "actions:[s] disabled:b failCount:i lastStatus:i~ ?signingSecret:s url:s version:e:1/2 revision:s",
    bodies: { WebhookCreate: "actions:[s] url:s", WebhookUpdate: "?actions:[s] ?disabled:b ?url:s" },
    operations: [
      "listWebhooks GET . * 200 =native",
      "createWebhook POST . * 200 201 409 502 <WebhookCreate K =native",
      "removeWebhook DELETE # * 204 404 409 502 =native",
      "getWebhook GET # * 200 404 502 =native",
      "updateWebhook PATCH # * 200 404 412 428 502 <WebhookUpdate M =native",
      "rotateWebhookSecret POST #/secret-rotation * 200 201 404 409 412 428 502 M K =native",
      "testWebhookDelivery POST #/test-delivery * 200 201 404 409 502 K =native",
      "listWebhookDeliveries GET /webhook-deliveries * 200 502 =native",
      "getWebhookDelivery GET /webhook-deliveries/{id} * 200 404 502 =native",
    ],
  },
  {
    type: "auditEvent",
    path: "/audit-events",
    scope: "audit",
    attributes:
      "actorId:s~ actorType:e:user/serviceCredential/system cellId:s createdAt:dt~ credentialId:s~ eventType:s metadata:o outcome:e:success/denied/failure region:s requestId:s~ source:e:api-v1/teamgrid-app/system targetId:s~ targetType:s~",
    operations: ["listAuditEvents GET . * 200"],
  },
  {
    type: "member",
    path: "/members",
    scope: "members",
    store: "users",
    etag: "adm1",
    attributes:
      "?contactId:s~ currentGroupId:s~ disabled:b ?displayName:s~ ?email:s~ ?firstname:s~ groupIds:[s] ?lastname:s~ owner:b ?position:s~ revision:s roleId:s status:e:active/pending",
    bodies: { MemberRoleUpdate: "roleId:s" },
    operations: [
      "listMembers GET . * 200 502",
      "removeMember DELETE # * 204 404 409 412 428 502 M =remove ~user_removed",
      "getMember GET # * 200 404 502",
      "updateMemberRole PATCH #/role * 200 404 409 412 428 502 <MemberRoleUpdate M =set",
    ],
  },
  {
    type: "invitation",
    path: "/invitations",
    scope: "invitations",
    etag: "adm1",
    attributes: "createdAt:dt~ ?email:s~ revision:s roleId:s status:k:pending workspaceOwner:b",
    bodies: { InvitationCreate: "email:s firstname:s lastname:s ?position:s ?roleId:s" },
    operations: [
      "listInvitations GET . * 200 502",
      "createInvitation POST . * 201 409 502 <InvitationCreate K",
      "cancelInvitation DELETE # * 204 404 409 412 428 502 M =remove",
      "getInvitation GET # * 200 404 502",
      "resendInvitation POST #/resend * 204 404 409 412 428 502 M K =set",
    ],
  },
  {
    type: "role",
    path: "/roles",
    scope: "roles",
    etag: "adm1",
    attributes: "default:b description:s memberCount:i name:s permissions:[s] revision:s system:b",
    bodies: {
      RoleCreate: "?description:s name:s ?permissions:[s]",
      RoleUpdate: "?description:s ?name:s ?permissions:[s]",
    },
    operations: administered("Role"),
  },
  {
    type: "group",
    path: "/groups",
    scope: "groups",
    etag: "adm1",
    attributes: "createdAt:dt~ memberIds:[s] name:s revision:s visibility:e:all/members/private",
    bodies: {
      GroupCreate: "?memberIds:[s] name:s ?visibility:e:all/members/private",
      GroupUpdate: "?memberIds:[s] ?name:s ?visibility:e:all/members/private",
    },
    operations: administered("Group"),
  },
  {
    type: "searchResult",
    path: "/search",
    scope: "search",
    attributes: "archived:b ?completed:b ?number:s ?subtitle:s title:s ?updatedAt:dt",
    bodies: { SearchRequest: "?limit:i term:s types:[e:contacts/projects/tasks]" },
    operations: ["searchResources POST . * 200 502 @search:read <SearchRequest =search"],
  },
  {
    type: "export",
    path: "/exports",
    scope: "exports",
    attributes:
      "createdAt:dt ?failure:o fields:[s] fileName:s ?finishedAt:dt format:k:csv resourceType:e:tasks/auditEvents/contacts/projects/taskRecurrences/timeEntries ?rowCount:i ?startedAt:dt state:e:succeeded/failed/queued/retrying/running ?truncated:b",
    bodies: {
      ExportCreate:
        "?createdAtFrom:dt ?createdAtTo:dt ?fields:[s] ?fileName:s ?format:k:csv ?includeArchived:b ?maxRows:i resourceType:e:tasks/auditEvents/contacts/projects/taskRecurrences/timeEntries ?updatedFrom:dt ?updatedUntil:dt",
    },
    operations: [
      "createExport POST . * 201 409 502 <ExportCreate ^exportCreation K",
      "getExport GET # * 200 404 502",
      "createExportDownloadIntent POST #/download-intent * 201 404 409 502 @exports:read >exportDownloadIntent",
      "downloadExport GET #/download * 200 404 409 502 =download",
    ],
  },
  {
    type: "export",
    name: "exportCreation",
    path: "",
    scope: "exports",
    attributes: "replayed:b",
    operations: [],
  },
  {
    type: "exportDownloadIntent",
    path: "",
    scope: "exports",
    attributes: "expiresAt:dt fileName:s token:s",
    operations: [],
  },
  {
    type: "automationAction",
    path: "/automation-actions",
    scope: "automations",
    attributes: "branches:[o] config:[o] description:o~ input:[o] name:o~ output:[o] requiredScopes:[s]",
    operations: ["listAutomationActions GET . * 200 502 =catalog"],
  },
  {
    type: "automationDefinition",
    path: "/automation-definitions",
    scope: "automations",
    etag: "aut1",
    attributes:
      "archived:b ?createdAt:dt description:s editable:b flow:[o] name:s ?replayed:b revision:s trigger:o ?updatedAt:dt",
    bodies: {
      AutomationDefinitionCreate: "?description:s flow:[o] name:s trigger:o",
      AutomationDefinitionUpdate: "?description:s ?flow:[o] ?name:s ?trigger:o",
    },
    operations: [
      "listAutomationDefinitions GET . * 200 502",
      "createAutomationDefinition POST . * 201 409 502 <AutomationDefinitionCreate K",
      "archiveAutomationDefinition DELETE # * 200 404 409 412 428 502 M !archived=true",
      "getAutomationDefinition GET # * 200 404 502",
      "updateAutomationDefinition PATCH # * 200 404 409 412 428 502 <AutomationDefinitionUpdate M",
      "restoreAutomationDefinition POST #/restore * 200 404 409 412 428 502 M !archived=false",
      "listAutomationDefinitionVersions GET #/versions * 200 502 >automationDefinitionVersion =history",
    ],
  },
  {
    type: "automationDefinitionVersion",
    path: "",
    scope: "automations",
    attributes:
      "archived:b ?createdAt:dt description:s editable:b flow:[o] name:s ?replayed:b revision:s trigger:o ?updatedAt:dt definitionId:s versionedAt:dt",
    operations: [],
  },
  {
    type: "automationRun",
    path: "/automation-runs",
    scope: "automations",
    etag: "aur1",
    attributes:
      "?abortedAt:dt ?createdAt:dt definition:o ?failedAt:dt ?finishedAt:dt ?reference:o ?replayed:b revision:s state:e:running/aborted/failed/succeeded ?updatedAt:dt",
    operations: [
      "listAutomationRuns GET . * 200 502",
      "getAutomationRun GET # * 200 404 502",
      "abortAutomationRun POST #/abort * 200 404 409 412 428 502 @automations:run M !state=aborted !abortedAt=now",
    ],
  },
  {
    type: "integrationInstallation",
    path: "/integration-installations",
    scope: "integrations",
    attributes:
      "?createdAt:dt provider:e:googleCalendar/sipgate/slack state:k:configured target:o ?updatedAt:dt verification:k:not_checked",
    operations: ["listIntegrationInstallations GET . * 200 502 =catalog"],
  },
  {
    type: "eventDefinition",
    path: "/events/catalog",
    scope: "events",
    attributes: "channel:k:webhook operation:k:null requiredScopes:[s] resourceType:k:null",
    operations: ["getEventCatalog GET . * 200 502 =catalog"],
  },
  {
    type: "changeEvent",
    path: "/changes",
    scope: "changes",
    attributes:
      "operation:e:created/deleted/updated occurredAt:dt region:s resourceId:s resourceType:e:task/absence/appointment/automationDefinition/automationRun/callNote/comment/contact/contactGroup/customFieldDefinition/document/file/integration/list/product/productGroup/project/projectStatement/projectTemplate/service/tag/taskRecurrence/timeEntry/webhook sequence:i tombstone:b",
    operations: ["listChanges GET . * 200 410 502"],
  },
  {
    type: "personalAccessToken",
    path: "/me/personal-access-tokens",
    scope: "credentials",
    attributes: tokenAttributes,
    bodies: { PersonalAccessTokenCreate: tokenCreate, PersonalAccessTokenRotation: tokenRotation },
    operations: [
      "listPersonalAccessTokens GET . * 200",
      "createPersonalAccessToken POST . * 200 201 409 502 <PersonalAccessTokenCreate K =token",
      "revokePersonalAccessToken DELETE # * 204 404 409 502 !status=revoked",
      "rotatePersonalAccessToken POST #/rotation * 200 201 409 502 <PersonalAccessTokenRotation K =token",
    ],
  },
  {
    type: "serviceAccount",
    path: "/service-accounts",
    scope: "service-accounts",
    etag: "dgr1",
    attributes:
      "createdAt:dt credentials:[o] description:s~ displayName:s permissionSet:[s] revision:s scopeCeiling:[s] status:e:active/disabled/revoked updatedAt:dt",
    bodies: {
      ServiceAccountCreate: tokenCreate,
      ServiceAccountUpdate: "?reason:s status:e:active/disabled",
      ServiceAccountCredentialCreate: tokenCreate,
      ServiceAccountCredentialRotation: tokenRotation,
      ServiceAccountResourceGrantSetReplace: "grants:[o]",
    },
    operations: [
      "listServiceAccounts GET . * 200",
      "createServiceAccount POST . * 200 201 409 502 <ServiceAccountCreate >serviceAccountCredential K =token",
      "revokeServiceAccount DELETE # * 204 404 409 502 !status=revoked",
      "getServiceAccount GET # * 200 404",
      "updateServiceAccount PATCH # * 200 404 409 502 <ServiceAccountUpdate",
      "createServiceAccountCredential POST #/credentials * 200 201 409 502 @credentials:write+service-accounts:write <ServiceAccountCredentialCreate >serviceAccountCredential K =token",
      "revokeServiceAccountCredential DELETE #/credentials/{credentialId} * 204 404 409 502 @credentials:write+service-accounts:write >serviceAccountCredential =remove",
      "rotateServiceAccountCredential POST #/credentials/{credentialId}/rotation * 200 201 409 502 @credentials:write+service-accounts:write <ServiceAccountCredentialRotation >serviceAccountCredential K =token",
      "getServiceAccountResourceGrants GET #/resource-grants * 200 404 @resource-grants:read+service-accounts:read >serviceAccountResourceGrantSet",
      "replaceServiceAccountResourceGrants PUT #/resource-grants * 200 412 428 502 @resource-grants:write+service-accounts:write <ServiceAccountResourceGrantSetReplace >serviceAccountResourceGrantSet M",
    ],
  },
  {
    type: "serviceAccountCredential",
    path: "",
    scope: "service-accounts",
    attributes: tokenAttributes,
    operations: [],
  },
  {
    type: "serviceAccountResourceGrantSet",
    path: "",
    scope: "service-accounts",
    etag: "dgr1",
    attributes: "grants:[o] policyVersion:i revision:s",
    operations: [],
  },
];
