import { z } from "zod";
import { dateTime, resource } from "./common.js";
import { lazySchema } from "./lazy.js";

/** Contact attributes the service always sends; its further attributes pass through. */
const contactAttributes = lazySchema(() =>
  z.looseObject({
    archived: z.boolean(),
    birthday: dateTime.nullable(),
    companyTitle: z.string(),
    createdAt: dateTime.nullable(),
    customerId: z.string().nullable(),
    emails: z.array(z.looseObject({ email: z.string(), type: z.string() })),
    firstName: z.string(),
    lastName: z.string(),
    parentContactId: z.string().nullable(),
    phoneNumbers: z.array(z.looseObject({ number: z.string(), type: z.string() })),
    type: z.enum(["person", "company"]),
    updatedAt: dateTime.nullable(),
  }),
);
export const contactId = z.string().min(1).max(128);
export const contact = lazySchema(() => resource("contact", contactAttributes));
export type Contact = z.infer<typeof contact>;
