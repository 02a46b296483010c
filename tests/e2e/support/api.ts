// Setup through the HTTP API (not what a test asserts on): ids the browser journeys need to build links.
import { type APIRequestContext, expect } from "@playwright/test"

import type { Credentials } from "./app.ts"

interface LoginAnswer {
  readonly data: { readonly token: string }
}

interface PortalListAnswer {
  readonly data: ReadonlyArray<{ readonly id: number; readonly name: string }>
}

/** The id of one of the user's portals, as their portal list reports it. */
export const portalIdByName = async (request: APIRequestContext, credentials: Credentials, name: string): Promise<number> => {
  const login = await request.post("/auth/api/v2/login", { data: credentials })
  expect(login.status()).toBe(200)
  const { data: session } = (await login.json()) as LoginAnswer
  const list = await request.get("/portal/api/v2/portals", {
    params: { keyword: name, limit: 100 },
    headers: { authorization: `Bearer ${session.token}` }
  })
  expect(list.status()).toBe(200)
  const { data: portals } = (await list.json()) as PortalListAnswer
  const portal = portals.find((candidate) => candidate.name === name)
  if (portal === undefined) throw new Error(`${credentials.email} has no portal named ${name}`)
  return portal.id
}

/**
 * Removes a portal a journey created (super admin, DELETE /portal/api/v2/portals/{id}), so the journeys
 * after it see the demo world's portals only.
 */
export const deletePortal = async (request: APIRequestContext, admin: Credentials, portalId: number): Promise<void> => {
  const login = await request.post("/auth/api/v2/login", { data: admin })
  expect(login.status()).toBe(200)
  const { data: session } = (await login.json()) as LoginAnswer
  const removed = await request.delete(`/portal/api/v2/portals/${portalId}`, { headers: { authorization: `Bearer ${session.token}` } })
  expect(removed.status()).toBe(200)
}
