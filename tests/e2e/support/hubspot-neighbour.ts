// A second installation of the app on one HubSpot account, spending the account's rate-limit budget as a
// busy neighbour would: it is granted access through the sandbox's own consent form and token endpoint
// (as any installation is), then calls GET /cms/v3/domains as fast as the limit lets it until stopped.
import { type APIRequestContext, expect } from "@playwright/test"

const SANDBOX = "/sandbox/hubspot"
/** The sandbox app's credentials: the embedded defaults the server also starts from. */
const CLIENT_ID = "sandbox-client"
const CLIENT_SECRET = "sandbox-secret-not-for-production"
// Enough callers to take back every slot of the rolling window the moment it frees, before the app's
// call (which waits one window after its 429) comes back, with a second journey running beside it.
// Eight callers that paused 25 ms after each refusal left a freed slot open long enough for the app's call
// on a loaded CI machine; sixteen that ask again at once still lose one now and then, so the journey is
// quarantined (scripts/quarantine.json says why and what would bring it back).
const NEIGHBOUR_CALLERS = 16

const accessTokenFor = async (request: APIRequestContext, baseURL: string, hubId: number): Promise<string> => {
  const redirectUri = `${baseURL}/hubspot/callback`
  const consent = await request.post(`${SANDBOX}/oauth/authorize`, {
    form: { client_id: CLIENT_ID, redirect_uri: redirectUri, scope: "oauth content", optional_scope: "", state: "neighbour", account: String(hubId), decision: "grant" },
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
  const full = new Promise<void>((resolve) => { markFull = resolve })
  // Several callers at once: on a loaded machine one serial caller is slower than the window frees up,
  // so the app's own waiting call could win a freed slot and never meet the busy answer.
  const caller = async () => {
    while (running) {
      const answer = await request.get(`${SANDBOX}/cms/v3/domains`, { headers: { authorization: `Bearer ${token}` } })
      if (answer.status() === 429) markFull()
    }
  }
  const callers = Promise.all(Array.from({ length: NEIGHBOUR_CALLERS }, caller))
  return { full, stop: async () => { running = false; await callers } }
}
