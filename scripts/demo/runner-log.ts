/**
 * Renders an Action's stdout the way a GitHub runner shows it: workflow commands are consumed
 * (`::add-mask::` registers a secret and prints nothing), groups become headings, annotations
 * become "Error:"/"Warning:" lines, and every registered secret is shown as ***.
 */
export function renderRunnerLog(stdout: string): string {
  const masks: string[] = [];
  const out: string[] = [];
  for (const line of stdout.split("\n")) {
    const command = /^::([a-z-]+)( [^:]*)?::(.*)$/.exec(line);
    if (!command) {
      if (line) out.push(`  ${mask(line, masks)}`);
      continue;
    }
    const [, name, , value = ""] = command;
    if (name === "add-mask") masks.push(value);
    else if (name === "group") out.push(`▸ ${mask(value, masks)}`);
    else if (name === "error" || name === "warning" || name === "notice")
      out.push(`  ${name[0]?.toUpperCase()}${name.slice(1)}: ${mask(value, masks)}`);
  }
  return out.join("\n");
}

function mask(text: string, masks: readonly string[]): string {
  return masks.reduce((masked, secret) => (secret ? masked.split(secret).join("***") : masked), text);
}

/** The job summary's HTML as terminal text: headings on their own lines, table cells split by │. */
export function renderSummary(html: string): string {
  return html
    .replace(/<h[1-6]>/g, "\n")
    .replace(/<\/h[1-6]>/g, "\n")
    .replace(/<tr>/g, "\n")
    .replace(/<\/t[dh]>/g, " │ ")
    .replace(/<[^>]+>/g, "")
    .replace(/&amp;/g, "&")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .split("\n")
    .map((line) => line.trimEnd())
    .filter((line, index, lines) => line !== "" || lines[index - 1] !== "")
    .join("\n")
    .trim();
}
