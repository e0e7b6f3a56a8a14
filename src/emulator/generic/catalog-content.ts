/** Calendar, comments, documents, files, products and statements (notation: ./declaration.ts). */
import type { ResourceDeclaration } from "./declaration.js";

const crud = (name: string, codes: { list: string; get: string }, etag = "") =>
  // The usual five: list, create, archive (200 with the record), get, update, restore.
  [
    `list${name}s GET . * 200 ${codes.list}`,
    `create${name} POST . * 201 409 502 <${name}Create K`,
    `archive${name} DELETE # * 200 404 409 ${etag}502 ${etag ? "M " : ""}!archived=true`,
    `get${name} GET # * 200 404 ${codes.get}`,
    `update${name} PATCH # * 200 404 409 ${etag}502 <${name}Update ${etag ? "M" : ""}`,
    `restore${name} POST #/restore * 200 404 409 ${etag}502 ${etag ? "M " : ""}!archived=false`,
  ];

const productFields =
  "?amount:n~ ?annotation:s~ ?costCenter:[s]~ ?description:s~ ?disabled:b~ ?financeAccount:s~ ?priceGroupIds:[s]~ ?productGroupId:s~ ?productNumber:s~ ?purchasePrice:n~ ?retailPrice:n~ ?taxRate:n~ ?unit:s~";

export const contentResources: ResourceDeclaration[] = [
  {
    type: "appointment",
    path: "/appointments",
    scope: "appointments",
    etag: "ap1",
    attributes:
      "allDay:b archived:b busy:b createdAt:dt~ description:s~ end:o location:s~ managedBy:e:teamgrid/provider redacted:b revision:s start:o title:s~ updatedAt:dt~ userId:s visibility:e:default/private/public",
    bodies: {
      AppointmentCreate:
        "?allDay:b ?busy:b ?description:s end:o ?location:s start:o ?title:s ?visibility:e:default/private/public ?userId:s",
      AppointmentUpdate:
        "?allDay:b ?busy:b ?description:s ?end:o ?location:s ?start:o ?title:s ?visibility:e:default/private/public",
    },
    operations: crud("Appointment", { list: "502", get: "502" }, "412 428 "),
  },
  {
    type: "absence",
    path: "/absences",
    scope: "absences",
    etag: "ab1",
    attributes: "archived:b archivedAt:dt~ createdAt:dt~ end:dt reason:s~ revision:s start:dt userId:s",
    bodies: {
      AbsenceCreate: "end:dt ?reason:s~ start:dt ?userId:s",
      AbsenceUpdate: "?end:dt ?reason:s~ ?start:dt",
    },
    operations: [
      "listAbsences GET . * 200 502",
      "createAbsence POST . * 201 409 502 <AbsenceCreate K",
      "archiveAbsence DELETE # * 200 404 409 412 428 502 M !archived=true !archivedAt=now",
      "getAbsence GET # * 200 404 502",
      "updateAbsence PATCH # * 200 404 409 412 428 502 <AbsenceUpdate M",
      "restoreAbsence POST #/restore * 200 404 409 412 428 502 M !archived=false !archivedAt=null",
    ],
  },
  {
    type: "availability",
    path: "/availability",
    scope: "availability",
    attributes: "end:dt start:dt timeZone:s users:[o]",
    operations: ["listAvailability GET . * 200 413 502 =view"],
  },
  {
    type: "activityEvent",
    path: "/activity",
    scope: "activity",
    attributes: "actorId:s~ eventType:s occurredAt:dt target:o",
    operations: ["listActivity GET . * 200 502"],
  },
  {
    type: "comment",
    path: "/comments",
    scope: "comments",
    etag: "cmt1",
    attributes: "archived:b authorId:s~ createdAt:dt revision:s target:o text:s updatedAt:dt",
    bodies: { CommentCreate: "targetId:s targetType:e:contact/project/task text:s" },
    operations: [
      "listComments GET . * 200 502",
      "createComment POST . * 201 409 502 <CommentCreate K",
      "archiveComment DELETE # * 200 404 409 412 428 502 M !archived=true",
      "getComment GET # * 200 404 502",
      "restoreComment POST #/restore * 200 404 409 412 428 502 M !archived=false",
    ],
  },
  {
    type: "document",
    path: "/documents",
    scope: "documents",
    etag: "doc1",
    attributes: "archived:b ?content:s createdAt:dt~ createdBy:s~ name:s updatedAt:dt~ updatedBy:s~",
    bodies: { DocumentCreate: "content:s name:s", DocumentUpdate: "?content:s ?name:s" },
    operations: [
      "listDocuments GET . * 200 502",
      "createDocument POST . * 201 409 502 <DocumentCreate K",
      "archiveDocument DELETE # * 200 404 409 412 428 502 M !archived=true",
      "getDocument GET # * 200 404 413 502",
      "updateDocument PATCH # * 200 404 409 412 428 502 <DocumentUpdate M",
      "restoreDocument POST #/restore * 200 404 409 412 428 502 M !archived=false",
    ],
  },
  {
    type: "file",
    path: "/files",
    scope: "files",
    etag: "file",
    attributes:
      "archived:b blocked:b contentRevision:i~ createdAt:dt~ createdBy:s~ downloadAvailable:b links:[o] metadataRevision:i~ mimeType:s name:s previewStatus:s size:i space:e:tasks/contacts/projects/team syncRevision:i~ updatedAt:dt~ updatedBy:s~",
    bodies: { FileRename: "name:s", FileUploadIntentCreate: "destination:o file:o" },
    operations: [
      "listFiles GET . * 200 502",
      "archiveFile DELETE # * 200 404 409 412 428 502 M !archived=true",
      "getFile GET # * 200 404 502",
      "renameFile PATCH # * 200 404 409 412 428 502 <FileRename M",
      "restoreFile POST #/restore * 200 404 409 412 428 502 M !archived=false",
      "createFileDownloadIntent POST #/download-intent * 201 404 451 502 @files:read >fileDownloadIntent",
      "createFileUploadIntent POST /file-upload-intents * 201 409 410 415 502 <FileUploadIntentCreate >fileUploadIntent K",
      "finalizeFileUploadIntent POST /file-upload-intents/{id}/finalize * 200 404 409 410 502 K =finalize",
      "cancelFileUploadIntent DELETE /file-upload-intents/{id} * 200 404 409 502 >fileUploadIntent ^fileUploadCancellation =cancel",
    ],
  },
  {
    type: "fileDownloadIntent",
    path: "",
    scope: "files",
    attributes: "file:o transfer:o",
    operations: [],
  },
  {
    type: "fileUploadIntent",
    path: "/file-upload-intents",
    scope: "files",
    attributes: "file:o transfer:o",
    operations: [],
  },
  {
    type: "fileUploadIntent",
    name: "fileUploadCancellation",
    path: "",
    scope: "files",
    attributes: "replayed:b state:k:canceled",
    operations: [],
  },
  {
    type: "product",
    path: "/products",
    scope: "products",
    attributes:
      "amount:n~ annotation:s archived:b costCenter:[s] createdAt:dt~ description:s disabled:b financeAccount:s~ name:s priceGroupIds:[s] productGroupId:s~ productNumber:s~ ?purchasePrice:n~ retailPrice:n~ taxRate:n~ unit:s~ updatedAt:dt~",
    bodies: { ProductCreate: `name:s ${productFields}`, ProductUpdate: `?name:s ${productFields}` },
    operations: [
      "listProducts GET . * 200",
      "createProduct POST . * 200 201 409 502 <ProductCreate K",
      "archiveProduct DELETE # * 204 404 409 502 !archived=true",
      "getProduct GET # * 200 404",
      "updateProduct PATCH # * 200 404 409 502 <ProductUpdate",
    ],
  },
  {
    type: "productGroup",
    path: "/product-groups",
    scope: "product-groups",
    attributes: "archived:b createdAt:dt~ description:s name:s parentId:s~ updatedAt:dt~",
    bodies: {
      ProductGroupCreate: "?description:s~ name:s ?parentId:s~",
      ProductGroupUpdate: "?description:s~ ?name:s ?parentId:s~",
    },
    operations: [
      "listProductGroups GET . * 200",
      "createProductGroup POST . * 200 201 409 502 <ProductGroupCreate K",
      "archiveProductGroup DELETE # * 204 404 409 502 !archived=true",
      "getProductGroup GET # * 200 404",
      "updateProductGroup PATCH # * 200 404 409 502 <ProductGroupUpdate",
    ],
  },
  {
    type: "projectStatement",
    path: "/project-statements",
    scope: "project-statements",
    attributes:
      "amount:n~ archived:b comment:s count:n~ createdAt:dt~ date:dt~ description:s isCharge:b productId:s~ productNumber:s~ projectId:s~ ?purchasePrice:n~ title:s type:e:manual/budget/bundle/product updatedAt:dt~",
    bodies: {
      ProjectStatementCreate:
        "?amount:n~ ?comment:s~ ?count:i~ date:dt ?description:s~ isCharge:b ?productNumber:s~ ?purchasePrice:n~ title:s projectId:s ?productId:s~ type:e:manual/product",
      ProjectStatementUpdate:
        "?amount:n~ ?comment:s~ ?count:i~ ?date:dt ?description:s~ ?isCharge:b ?productNumber:s~ ?purchasePrice:n~ ?title:s",
    },
    operations: [
      "listProjectStatements GET . * 200",
      "createProjectStatement POST . * 200 201 409 502 <ProjectStatementCreate K",
      "archiveProjectStatement DELETE # * 204 404 409 502 !archived=true",
      "getProjectStatement GET # * 200 404",
      "updateProjectStatement PATCH # * 200 404 409 502 <ProjectStatementUpdate",
      "restoreProjectStatement POST #/restore * 200 404 409 502 !archived=false",
    ],
  },
];
