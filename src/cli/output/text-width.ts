/**
 * Display width in terminal columns: East Asian wide characters (東京) and emoji (also ZWJ
 * sequences such as 👩‍💻) take two columns, combining marks none. Measured by `fast-string-width`
 * (the library clack uses); cutting goes by grapheme cluster (Intl.Segmenter), so a truncated
 * cell never ends in half an emoji or a letter without its accent.
 */
import stringWidth from "fast-string-width";

export const displayWidth = (text: string): number => stringWidth(text);

let segmenter: Intl.Segmenter | undefined;

/** `text` cut to at most `width` columns, with `…` as the last column when anything was cut. */
export function truncateToWidth(text: string, width: number): string {
  if (displayWidth(text) <= width) return text;
  segmenter ??= new Intl.Segmenter(undefined, { granularity: "grapheme" });
  let kept = "";
  let used = 0;
  for (const { segment } of segmenter.segment(text)) {
    const next = displayWidth(segment);
    if (used + next > width - 1) break;
    kept += segment;
    used += next;
  }
  return `${kept}…`;
}

/** `text` followed by spaces up to `width` columns. */
export const padToWidth = (text: string, width: number): string =>
  text + " ".repeat(Math.max(0, width - displayWidth(text)));
