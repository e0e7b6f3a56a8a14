import type { Workspace } from "../state/model.js";

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * The browser-login page (docs/auth.md): reads the request from the URL fragment (never sent to the
 * server), shows the pairing phrase and scopes, and on approval (a click, or at once with
 * autoApprove) posts to this same path and follows the loopback redirect.
 */
export function authorizePage(workspaces: Workspace[], autoApprove: boolean): string {
  const options = workspaces
    .map((workspace) => `<option value="${escapeHtml(workspace.id)}">${escapeHtml(workspace.name)}</option>`)
    .join("");
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="referrer" content="no-referrer">
<title>svc-emulator: authorize the CLI</title>
<style>body{font:16px system-ui,sans-serif;max-width:36rem;margin:3rem auto;padding:0 1rem}code{background:#eee;padding:0 .2rem}</style>
</head><body><main>
<h1>Authorize the command-line client</h1>
<p>Pairing phrase: <strong id="phrase">(none)</strong>. Compare it with the one your terminal shows.</p>
<p>Requested scopes:</p><ul id="scopes"></ul>
<p><label>Workspace <select id="workspace">${options}</select></label></p>
<p><button id="approve" type="button">Approve</button></p>
<p id="status" role="status"></p>
</main>
<script>
(() => {
  const params = new URLSearchParams(location.hash.slice(1));
  const statusLine = document.getElementById("status");
  document.getElementById("phrase").textContent = params.get("pairing_phrase") || "(none)";
  for (const scope of params.getAll("scope")) {
    const item = document.createElement("li");
    item.textContent = scope;
    document.getElementById("scopes").append(item);
  }
  async function approve() {
    statusLine.textContent = "Approving...";
    const body = {
      params: {
        redirect_uri: params.get("redirect_uri"),
        state: params.get("state"),
        code_challenge: params.get("code_challenge"),
        scope: params.getAll("scope"),
      },
      workspaceId: document.getElementById("workspace").value,
    };
    const response = await fetch(location.pathname, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
    });
    const result = await response.json();
    if (!response.ok) {
      statusLine.textContent = result.error ? result.error.message : "Approval failed.";
      return;
    }
    history.replaceState(null, "", location.pathname);
    statusLine.textContent = "Approved; returning to the command-line client.";
    location.replace(result.redirectUrl);
  }
  document.getElementById("approve").addEventListener("click", approve);
  if (${autoApprove ? "true" : "false"}) approve();
})();
</script>
</body></html>
`;
}
