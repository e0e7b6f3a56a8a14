import type { WorkspaceData } from "../state/model.js";

/**
 * The iCalendar text (RFC 5545) of a workspace's calendar feed: one VEVENT per task that has a due
 * date and is not archived, starting and ending at its due instant (UTC). Lines end in
 * CRLF, text values are escaped and long lines folded, as the RFC requires.
 */
export function calendarText(data: WorkspaceData, workspaceId: string, stampedAt: string): string {
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//svc-ci//svc-emulator//EN",
    "CALSCALE:GREGORIAN",
  ];
  const dtstamp = utcStamp(stampedAt);
  const due = [...data.tasks]
    .filter(([, task]) => typeof task.attributes.dueAt === "string" && task.attributes.archived !== true)
    .sort(([, a], [, b]) => a.seq - b.seq);
  for (const [id, task] of due) {
    const at = utcStamp(task.attributes.dueAt as string);
    lines.push(
      "BEGIN:VEVENT",
      `UID:${id}@${workspaceId}.svc-emulator`,
      `DTSTAMP:${dtstamp}`,
      `DTSTART:${at}`,
      `DTEND:${at}`,
      `SUMMARY:${escapeText(String(task.attributes.name ?? ""))}`,
      "END:VEVENT",
    );
  }
  lines.push("END:VCALENDAR");
  return `${lines.map(fold).join("\r\n")}\r\n`;
}

/** `2026-12-02T00:45:01.123Z` as the RFC's UTC form `20261202T004501Z`. */
const utcStamp = (iso: string): string => `${new Date(iso).toISOString().slice(0, 19).replace(/[-:]/g, "")}Z`;

/** TEXT values escape backslash, semicolon, comma and newlines; other control characters are dropped. */
export const escapeText = (text: string): string =>
  text
    .replace(/[\\;,]/g, (c) => `\\${c}`)
    .replace(/\r\n|\r|\n/g, "\\n")
    .replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, "");

/** Folds a content line longer than 75 octets (UTF-8), never splitting a character. */
export function fold(line: string): string {
  const parts: string[] = [];
  let current = "";
  let octets = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char, "utf8");
    const limit = parts.length === 0 ? 75 : 74;
    if (octets + size > limit) {
      parts.push(current);
      current = "";
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join("\r\n ");
}
