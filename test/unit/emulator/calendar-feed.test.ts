import { describe, expect, test } from "vitest";
import { calendarText, escapeText, fold } from "../../../src/emulator/legacy/calendar-feed.js";
import { emptyWorkspaceData } from "../../../src/emulator/state/model.js";

describe("the calendar feed's iCalendar text", () => {
  test("escapes TEXT values: backslash, semicolon, comma, newlines; keeps tabs, drops other controls", () => {
    expect(escapeText("a\\b;c,d\r\ne\nf\u0007g\th")).toBe("a\\\\b\\;c\\,d\\ne\\nfg\th");
  });

  test("folds lines over 75 octets without splitting a UTF-8 character", () => {
    const line = `SUMMARY:${"é".repeat(60)}`;
    const folded = fold(line);
    const parts = folded.split("\r\n");
    expect(parts.length).toBeGreaterThan(1);
    for (const part of parts) expect(Buffer.byteLength(part, "utf8")).toBeLessThanOrEqual(75);
    expect(parts.slice(1).every((part) => part.startsWith(" "))).toBe(true);
    expect(folded.replaceAll("\r\n ", "")).toBe(line);
    expect(fold("SHORT:line")).toBe("SHORT:line");
  });

  test("one VEVENT per unarchived task with a due date, in creation order", () => {
    const data = emptyWorkspaceData();
    data.tasks.set("t2", { seq: 2, attributes: { name: "Second", dueAt: "2026-01-02T03:04:05.000Z" } });
    data.tasks.set("t1", { seq: 1, attributes: { name: "First", dueAt: "2026-01-01T00:00:00.000Z" } });
    data.tasks.set("t3", { seq: 3, attributes: { name: "No due date", dueAt: null } });
    data.tasks.set("t4", {
      seq: 4,
      attributes: { name: "Archived", dueAt: "2026-01-01T00:00:00Z", archived: true },
    });
    const text = calendarText(data, "ws1", "2026-12-02T00:00:00.000Z");
    expect(text.split("\r\n").filter((line) => line.startsWith("UID:"))).toEqual([
      "UID:t1@ws1.svc-emulator",
      "UID:t2@ws1.svc-emulator",
    ]);
    expect(text).toContain("DTSTAMP:20261202T000000Z\r\nDTSTART:20260102T030405Z\r\nDTEND:20260102T030405Z");
    expect(text.startsWith("BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:")).toBe(true);
    expect(text.endsWith("END:VCALENDAR\r\n")).toBe(true);
  });
});
