// A file in a portal's sandbox HubSpot folder, read and changed as someone in HubSpot's design manager would:
// through HubSpot's source-code API (published environment) with a token of the portal's account.
import { type APIRequestContext, expect } from "@playwright/test"

import { accessTokenFor } from "./hubspot-neighbour.ts"

const SOURCE = "/sandbox/hubspot/cms/v3/source-code/published/content"

const encodePath = (path: string) => path.split("/").map(encodeURIComponent).join("/")

export const readCrmFile = async (request: APIRequestContext, baseURL: string, hubId: number, path: string): Promise<string> => {
  const token = await accessTokenFor(request, baseURL, hubId)
  const answer = await request.get(`${SOURCE}/${encodePath(path)}`, { headers: { authorization: `Bearer ${token}` } })
  expect(answer.status()).toBe(200)
  return answer.text()
}

export const writeCrmFile = async (request: APIRequestContext, baseURL: string, hubId: number, path: string, content: string) => {
  const token = await accessTokenFor(request, baseURL, hubId)
  const answer = await request.put(`${SOURCE}/${encodePath(path)}`, {
    headers: { authorization: `Bearer ${token}` },
    multipart: { file: { name: path.split("/").at(-1) ?? "file", mimeType: "application/octet-stream", buffer: Buffer.from(content) } }
  })
  expect(answer.status()).toBe(200)
}
