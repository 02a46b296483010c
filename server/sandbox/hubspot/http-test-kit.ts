// For this folder's tests: the sandbox reached over plain HTTP, as any HubSpot client reaches
// HubSpot (not through the app's Crm client), and an account connected to the app.
import { Effect, Redacted } from "effect"

import type { JsonBody } from "../../testing/json-body.ts"
import { type SandboxHubspotOptions, startSandboxHubspotWith } from "../../testing/sandbox-hubspot-server.ts"
import { seedSandboxAccount } from "./seed.ts"
import { SandboxHubspotSettings } from "./settings.ts"

export interface Answer {
  readonly status: number
  readonly headers: Headers
  /** Parsed JSON, or the raw text when the body is not JSON (undefined when empty). */
  readonly body: JsonBody
}

export const call = (appUrl: string, path: string, init: RequestInit = {}) =>
  Effect.promise(async (): Promise<Answer> => {
    const response = await fetch(`${appUrl}/sandbox/hubspot${path}`, { redirect: "manual", ...init })
    const text = await response.text()
    let body: unknown = text === "" ? undefined : text
    try {
      body = text === "" ? undefined : JSON.parse(text)
    } catch {
      // not JSON: keep the text
    }
    return { status: response.status, headers: response.headers, body }
  })

export const bearer = (accessToken: string, init: RequestInit = {}): RequestInit => ({
  ...init,
  headers: { ...(init.headers as Record<string, string> | undefined), authorization: `Bearer ${accessToken}` }
})

export const form = (fields: Record<string, string>): RequestInit => ({ method: "POST", body: new URLSearchParams(fields) })

/** A sandbox on its own port with the given limits, and a way to connect accounts to the app. */
export const startSandbox = (options: SandboxHubspotOptions = {}) =>
  Effect.gen(function* () {
    const started = yield* startSandboxHubspotWith(options)
    const { clientId } = started.sandboxSettings
    const clientSecret = Redacted.value(started.sandboxSettings.clientSecret)
    const connect = (hubId: number, scopes: ReadonlyArray<string> = ["oauth", "content", "hubdb"]) =>
      Effect.gen(function* () {
        const refreshToken = yield* seedSandboxAccount({ hubId, name: `Hub ${hubId}`, domain: `hub${hubId}.example.com`, scopes }).pipe(
          Effect.provideService(SandboxHubspotSettings, started.sandboxSettings)
        )
        const tokens = yield* call(
          started.appUrl,
          "/oauth/v3/token",
          form({ grant_type: "refresh_token", client_id: clientId, client_secret: clientSecret, refresh_token: refreshToken })
        )
        if (tokens.status !== 200) return yield* Effect.die(`token refresh failed: ${JSON.stringify(tokens.body)}`)
        return { hubId, refreshToken, accessToken: String(tokens.body.access_token) }
      })
    return { ...started, clientId, clientSecret, connect }
  })
