// A second installation of the app on one HubSpot account, spending the account's rate-limit budget as a
// busy neighbour would: it is granted access through the sandbox's own consent form and token endpoint
// (as any installation is), then calls GET /cms/v3/domains again and again until stopped, so it retakes
// each slot of the account's rolling window as soon as the slot frees.
import { type APIRequestContext, expect } from "@playwright/test"

const SANDBOX = "/sandbox/hubspot"
/** The sandbox app's credentials: the embedded defaults the server also starts from. */
const CLIENT_ID = "sandbox-client"
const CLIENT_SECRET = "sandbox-secret-not-for-production"
// A freed slot stays open until the neighbour's next call arrives, and an app call that arrives in that
// moment takes it (the domains then load and the busy notice never shows). The journey's server allows
// 2 calls per window (hubspot-busy.spec.ts), so a slot frees only twice a window: with four callers that
// ask again at once, a call arrived every ~30 ms on the busy 2-core machine, so an app call lands in such
// a moment by a chance of a few in a thousand. More callers shorten the moment little (the server is the
// bottleneck: sixteen gave ~19 ms between calls) for nearly twice the calls. With the default 110-call
// window, whose slots free one after another all the time, even sixteen callers lost one now and then.
const NEIGHBOUR_CALLERS = 4

/** A token of a second installation of the app on the account, granted through the sandbox's consent form and token endpoint. */
export const accessTokenFor = async (request: APIRequestContext, baseURL: string, hubId: number): Promise<string> => {
  const redirectUri = `${baseURL}/hubspot/callback`
  const consent = await request.post(`${SANDBOX}/oauth/authorize`, {
    form: {
      client_id: CLIENT_ID,
      redirect_uri: redirectUri,
      scope: "oauth content",
      optional_scope: "",
      state: "neighbour",
      account: String(hubId),
      decision: "grant"
    },
    maxRedirects: 0
  })
  expect(consent.status()).toBe(302)
  const code = new URL(consent.headers()["location"] ?? "").searchParams.get("code") ?? ""
  const tokens = await request.post(`${SANDBOX}/oauth/v3/token`, {
    form: { grant_type: "authorization_code", code, redirect_uri: redirectUri, client_id: CLIENT_ID, client_secret: CLIENT_SECRET }
  })
  expect(tokens.status()).toBe(200)
  return ((await tokens.json()) as { access_token: string }).access_token
}

export interface Neighbour {
  /** Resolves once HubSpot has refused the neighbour: the account's window is full. */
  readonly full: Promise<void>
  readonly stop: () => Promise<void>
}

export const busyNeighbour = async (request: APIRequestContext, baseURL: string, hubId: number): Promise<Neighbour> => {
  const token = await accessTokenFor(request, baseURL, hubId)
  let running = true
  let markFull: () => void = () => {}
  const full = new Promise<void>((resolve) => {
    markFull = resolve
  })
  // Several callers at once: one serial caller on a loaded machine leaves a freed slot open for a whole
  // round trip, long enough for the app's own call to win it now and then.
  const caller = async () => {
    while (running) {
      const answer = await request.get(`${SANDBOX}/cms/v3/domains`, { headers: { authorization: `Bearer ${token}` } })
      if (answer.status() === 429) markFull()
    }
  }
  const callers = Promise.all(Array.from({ length: NEIGHBOUR_CALLERS }, caller))
  return {
    full,
    stop: async () => {
      running = false
      await callers
    }
  }
}
