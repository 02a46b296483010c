// The sandbox's OAuth consent screen: pick a test account (or create one), optionally grant the
// optional scopes, then Grant or Cancel. Plain HTML with a form; no script needed.
import type { Account } from "./store/accounts.ts"

export interface ConsentRequest {
  readonly clientId: string
  readonly redirectUri: string
  readonly scopes: ReadonlyArray<string>
  readonly optionalScopes: ReadonlyArray<string>
  readonly state: string
  /** PKCE (RFC 7636): the challenge and its method ("" when the app sent none). */
  readonly codeChallenge: string
  readonly codeChallengeMethod: string
}

export const escape = (text: string): string =>
  text.replace(/[&<>"']/g, (char) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[char] ?? char)

const hidden = (name: string, value: string) => `<input type="hidden" name="${name}" value="${escape(value)}">`

/** The sandbox's plain HTML frame (consent, editor and settings pages share its look). */
export const page = (title: string, body: string) => `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(title)}</title>
<style>
  body { font-family: system-ui, sans-serif; background: #f5f8fa; color: #33475b; margin: 0; }
  main { max-width: 32rem; margin: 3rem auto; background: #fff; border: 1px solid #cbd6e2; border-radius: 6px; padding: 2rem; }
  h1 { font-size: 1.4rem; margin-top: 0; }
  fieldset { border: 1px solid #cbd6e2; border-radius: 4px; margin: 1rem 0; padding: .75rem 1rem; }
  label { display: block; margin: .4rem 0; }
  .hint { color: #7c98b6; font-size: .9rem; }
  .actions { display: flex; gap: .75rem; justify-content: flex-end; margin-top: 1.5rem; }
  button { font: inherit; padding: .5rem 1.25rem; border-radius: 3px; border: 1px solid #ff7a59; cursor: pointer; }
  button[value=grant] { background: #ff7a59; color: #fff; }
  button[value=cancel] { background: #fff; color: #ff7a59; }
  button[value=uninstall] { background: #f2545b; border-color: #f2545b; color: #fff; }
  dl { display: grid; grid-template-columns: max-content 1fr; gap: .4rem 1rem; }
  dt { color: #7c98b6; }
  dd { margin: 0; font-family: ui-monospace, monospace; word-break: break-all; }
  ul { padding-left: 1.2rem; }
</style>
</head>
<body><main>${body}</main></body>
</html>`

export const consentPage = (request: ConsentRequest, accounts: ReadonlyArray<Account>): string => {
  const accountOptions = accounts
    .map(
      (account, index) => `<label><input type="radio" name="account" value="${account.hub_id}"${index === 0 ? " checked" : ""}>
      ${escape(account.name)} <span class="hint">${escape(account.domain)} · Hub ID ${account.hub_id}</span></label>`
    )
    .join("\n")
  const optional = request.optionalScopes
    .map(
      (scope) => `<label><input type="checkbox" name="grant_optional_scope" value="${escape(scope)}" checked>
      Also grant the optional <strong>${escape(scope)}</strong> scope</label>`
    )
    .join("\n")
  return page(
    "Connect to the sandbox HubSpot",
    `<h1>Choose an account</h1>
<p>The app is requesting access to: <strong>${request.scopes.map(escape).join(", ")}</strong>.</p>
<form method="post" action="authorize">
  ${hidden("client_id", request.clientId)}
  ${hidden("redirect_uri", request.redirectUri)}
  ${hidden("scope", request.scopes.join(" "))}
  ${hidden("optional_scope", request.optionalScopes.join(" "))}
  ${hidden("state", request.state)}
  ${hidden("code_challenge", request.codeChallenge)}
  ${hidden("code_challenge_method", request.codeChallengeMethod)}
  <fieldset>
    <legend>Test accounts</legend>
    ${accountOptions}
    <label><input type="radio" name="account" value="new"${accounts.length === 0 ? " checked" : ""}> Create a test account</label>
    <label class="hint">Name of the new account <input type="text" name="new_account_name" placeholder="Test Account"></label>
  </fieldset>
  ${optional === "" ? "" : `<fieldset><legend>Optional permissions</legend>${optional}</fieldset>`}
  <div class="actions">
    <button type="submit" name="decision" value="cancel">Cancel</button>
    <button type="submit" name="decision" value="grant">Grant access</button>
  </div>
</form>`
  )
}

export const errorPage = (message: string): string => page("Authorization error", `<h1>Authorization error</h1><p>${escape(message)}</p>`)
