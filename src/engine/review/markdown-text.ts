/**
 * Untrusted text (URLs, ids, summaries quoting the API) made inert for Markdown that GitHub renders
 * (a pull-request comment, a job summary): one line, secret shapes redacted, control and bidi
 * characters visible, and every character Markdown or HTML acts on as a numeric entity, so no
 * value can break a table (`|`), open a tag, link, image or code span, or mention someone (`@`).
 */
import { redactSecretShapes } from "../../transport/redact.js";
import { safeLogLine } from "../../untrusted/log-text.js";

const markdownActive = /[&<>"'|\\`*_[\]~#@!()]/g;

export function markdownText(text: string): string {
  return safeLogLine(redactSecretShapes(text)).replace(markdownActive, (char) => `&#${char.charCodeAt(0)};`);
}
