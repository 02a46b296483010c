// The OAuth journey and file calls of the Crm client against the sandbox HubSpot, over HTTP.
import { describe, expect, layer } from "@effect/vitest"
import { Effect } from "effect"

import { codeChallengeOf, newCodeVerifier } from "../../lib/pkce.ts"
import { IntegrationsTestDatabase } from "../../testing/integrations-database.ts"
import { startSandboxHubspot } from "../../testing/sandbox-hubspot-server.ts"

const unescapeHtml = (text: string) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&")

/** The consent form's hidden fields, as a browser would submit them. */
const hiddenFields = (html: string): Array<[string, string]> =>
  [...html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)].map((match) => [match[1] ?? "", unescapeHtml(match[2] ?? "")])

const fetchText = (url: string, init?: RequestInit) =>
  Effect.promise(async () => {
    const response = await fetch(url, { redirect: "manual", ...init })
    return { status: response.status, location: response.headers.get("location"), text: await response.text() }
  })

describe("Crm against the sandbox HubSpot", () => {
  layer(IntegrationsTestDatabase, { timeout: 60_000 })((it) => {
    it.scoped("consent → code → tokens → token info → write and read a file", () =>
      Effect.gen(function* () {
        const { appUrl, crm } = yield* startSandboxHubspot
        const redirectUri = `${appUrl}/hubspot/callback`
        const verifier = newCodeVerifier()
        const url = crm.authorizeUrl({
          scopes: ["oauth", "content"],
          optionalScopes: ["hubdb"],
          redirectUri,
          state: "portal-7",
          codeChallenge: codeChallengeOf(verifier)
        })
        expect(url.startsWith(`${appUrl}/sandbox/hubspot/oauth/authorize?`)).toBe(true)

        const consent = yield* fetchText(url)
        expect(consent.status).toBe(200)
        expect(consent.text).toContain("Create a test account")
        expect(consent.text).toContain('name="grant_optional_scope" value="hubdb"')

        const form = new URLSearchParams([
          ...hiddenFields(consent.text),
          ["account", "new"],
          ["new_account_name", "Acme & Co"],
          ["grant_optional_scope", "hubdb"],
          ["decision", "grant"]
        ])
        const granted = yield* fetchText(`${appUrl}/sandbox/hubspot/oauth/authorize`, { method: "POST", body: form })
        expect(granted.status).toBe(302)
        const callback = new URL(granted.location ?? "")
        expect(`${callback.origin}${callback.pathname}`).toBe(redirectUri)
        expect(callback.searchParams.get("state")).toBe("portal-7")
        const code = callback.searchParams.get("code") ?? ""

        // PKCE: the code is exchanged only with the verifier of the flow that asked for it.
        const otherFlow = newCodeVerifier()
        const stolen = yield* Effect.flip(crm.exchangeCode(code, redirectUri, otherFlow))
        expect(stolen).toMatchObject({ _tag: "CrmRequestFailed", status: 400, code: "BAD_AUTH_CODE" })
        // A refused verifier used the code up: ask again.
        const again = yield* fetchText(`${appUrl}/sandbox/hubspot/oauth/authorize`, {
          method: "POST",
          body: new URLSearchParams([
            ...hiddenFields((yield* fetchText(url)).text),
            ["account", "new"],
            ["new_account_name", "Acme & Co"],
            ["grant_optional_scope", "hubdb"],
            ["decision", "grant"]
          ])
        })
        const fresh = new URL(again.location ?? "").searchParams.get("code") ?? ""
        const tokens = yield* crm.exchangeCode(fresh, redirectUri, verifier)
        expect(tokens.expires_in).toBe(1800)
        // The token answer names the account and the scopes; introspection says the same.
        expect(tokens.scopes).toEqual(["oauth", "content", "hubdb"])
        const info = yield* crm.introspect(tokens.access_token)
        expect(info.scopes).toEqual(["oauth", "content", "hubdb"])
        expect(info.hub_id).toBe(tokens.hub_id)
        const auth = { hubId: info.hub_id, accessToken: tokens.access_token }

        // The consent page now lists the account it created.
        expect((yield* fetchText(url)).text).toContain("Acme &amp; Co")

        const path = "portal builder/modules/hero.module/module.html"
        const written = yield* crm.writeFile(auth, "draft", path, "<h1>{{ module.title }}</h1>")
        expect(written).toMatchObject({ id: path, name: "module.html", folder: false })
        expect(yield* crm.readFile(auth, "draft", path)).toBe("<h1>{{ module.title }}</h1>")
        const folder = yield* crm.metadata(auth, "draft", "portal builder/modules")
        expect(folder).toMatchObject({ folder: true, children: ["hero.module"] })

        // A code works once.
        const reused = yield* Effect.flip(crm.exchangeCode(fresh, redirectUri, verifier))
        expect(reused).toMatchObject({ _tag: "CrmRequestFailed", status: 400, code: "BAD_AUTH_CODE" })

        const refreshed = yield* crm.refresh(tokens.refresh_token)
        expect(refreshed.refresh_token).toBe(tokens.refresh_token)
        expect(refreshed.access_token).not.toBe(tokens.access_token)
        expect((yield* crm.introspect(refreshed.access_token)).hub_id).toBe(info.hub_id)
      })
    )

    it.scoped("maps HubSpot's bad refresh token answer to CrmReconnectRequired", () =>
      Effect.gen(function* () {
        const { appUrl, crm } = yield* startSandboxHubspot
        const failure = yield* Effect.flip(crm.refresh("not-a-refresh-token"))
        expect(failure._tag).toBe("CrmReconnectRequired")
        expect(failure.message).toBe("missing or invalid refresh token")

        const raw = yield* fetchText(`${appUrl}/sandbox/hubspot/oauth/v1/token`, {
          method: "POST",
          body: new URLSearchParams({
            grant_type: "refresh_token",
            refresh_token: "nope",
            client_id: "sandbox-client",
            client_secret: "sandbox-secret-not-for-production"
          })
        })
        expect(raw.status).toBe(400)
        expect(JSON.parse(raw.text)).toMatchObject({
          status: "BAD_REFRESH_TOKEN",
          message: "missing or invalid refresh token",
          correlationId: expect.any(String)
        })
      })
    )

    it.scoped("sends the user back with access_denied on Cancel, and refuses foreign redirect URIs", () =>
      Effect.gen(function* () {
        const { appUrl, crm } = yield* startSandboxHubspot
        const redirectUri = `${appUrl}/hubspot/callback`
        const consent = yield* fetchText(
          crm.authorizeUrl({ scopes: ["content"], redirectUri, state: "s1", codeChallenge: codeChallengeOf(newCodeVerifier()) })
        )
        const cancelled = yield* fetchText(`${appUrl}/sandbox/hubspot/oauth/authorize`, {
          method: "POST",
          body: new URLSearchParams([...hiddenFields(consent.text), ["account", "new"], ["decision", "cancel"]])
        })
        const back = new URL(cancelled.location ?? "")
        expect(back.searchParams.get("error")).toBe("access_denied")
        expect(back.searchParams.get("state")).toBe("s1")
        expect(back.searchParams.has("code")).toBe(false)

        const foreign = yield* fetchText(
          crm.authorizeUrl({
            scopes: ["content"],
            redirectUri: "https://evil.example/cb",
            state: "s",
            codeChallenge: codeChallengeOf(newCodeVerifier())
          })
        )
        expect(foreign.status).toBe(400)
        expect(foreign.text).toContain("redirect_uri is not registered")
      })
    )
  })
})
