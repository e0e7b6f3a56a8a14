/** The collection a delivery record names for an event (contract 7.5 source collections). */
export function collectionOf(event: string): string {
  if (event.startsWith("task_recurrence")) return "taskRecurrences";
  if (event.startsWith("task_") || event.startsWith("call_")) return "cards";
  if (event.startsWith("timetracking_") || event.startsWith("timeentry_")) return "times";
  if (event.startsWith("project_")) return "projects";
  if (event.startsWith("contact_")) return "contacts";
  if (event.startsWith("callnote_")) return "callnotes";
  if (event === "user_online" || event === "user_offline") return "users";
  if (event === "user_added" || event === "user_removed") return "teams";
  return "events";
}
