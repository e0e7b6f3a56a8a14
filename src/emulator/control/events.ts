/** The collection a delivery record names for an event (the source collection of its event). */
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
