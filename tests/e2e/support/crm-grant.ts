// Setup through the HTTP API (not what a journey asserts on): a portal's CRM grant renewed as the app's
// OAuth flow renews it — the sign-in address from the server, the sandbox HubSpot's consent form answered
// (the optional hubdb scope granted or withheld), and the callback — but from outside the browser under
// test, so neither the realtime event nor the callback tab's word reaches its page.
import { type APIRequestContext, expect } from "@playwright/test"

export interface GrantOptions {
  readonly token: string
  readonly portalId: number
  readonly hubId: number
  readonly purpose: "reconnect" | "reauthorise"
  readonly hubdb: boolean
}

export const renewCrmGrant = async (
  request: APIRequestContext,
  { token, portalId, hubId, purpose, hubdb }: GrantOptions
): Promise<void> => {
  const headers = { authorization: `Bearer ${token}` }
  const started = await request.post("/auth/api/v2/oauth/hubspot", { headers, data: { portal_id: portalId, purpose } })
  expect(started.status()).toBe(200)
  const address = new URL(((await started.json()) as { data: { data: { url: string } } }).data.data.url, "http://localhost")
  const field = (name: string) => address.searchParams.get(name) ?? ""
  const form = new URLSearchParams({
    client_id: field("client_id"),
    redirect_uri: field("redirect_uri"),
    scope: field("scope"),
    optional_scope: field("optional_scope"),
    state: field("state"),
    account: String(hubId),
    decision: "grant"
  })
  if (hubdb) form.append("grant_optional_scope", "hubdb")
  const consent = await request.post(`${address.pathname}`, {
    headers: { "content-type": "application/x-www-form-urlencoded" },
    data: form.toString(),
    maxRedirects: 0
  })
  expect(consent.status()).toBe(302)
  const back = new URL(consent.headers()["location"] ?? "", "http://localhost")
  const code = back.searchParams.get("code")
  expect(code).not.toBeNull()
  const callback = await request.post("/auth/api/v2/oauth/hubspot/callback", {
    headers,
    params: { code: code!, state: back.searchParams.get("state") ?? "" }
  })
  expect(callback.status()).toBe(200)
}
