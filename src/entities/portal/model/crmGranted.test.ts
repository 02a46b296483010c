import { QueryClient } from "@tanstack/react-query"
import { describe, expect, it } from "vitest"

import { portalKeys } from "../api/queries.ts"
import { crmGranted, grantReaches } from "./crmGranted.ts"

describe("crmGranted", () => {
  it("writes the grant into the cache and reads the named portal's CRM connection again", async () => {
    const queryClient = new QueryClient()
    queryClient.setQueryData(portalKeys.crmConnection(7), { connected: false })
    queryClient.setQueryData(portalKeys.crmConnection(8), { connected: false })
    crmGranted(queryClient, 7, 1_000)
    expect(queryClient.getQueryData(portalKeys.crmGranted())).toEqual({ at: 1_000, portalId: 7 })
    expect(queryClient.getQueryState(portalKeys.crmConnection(7))?.isInvalidated).toBe(true)
    expect(queryClient.getQueryState(portalKeys.crmConnection(8))?.isInvalidated).toBe(false)
  })

  it("retries an install only for a grant heard since it stopped, naming its portal or none", () => {
    expect(grantReaches(null, 1_000, 7)).toBe(false)
    expect(grantReaches({ at: 999, portalId: 7 }, 1_000, 7)).toBe(false)
    expect(grantReaches({ at: 1_000, portalId: 7 }, 1_000, 7)).toBe(true)
    expect(grantReaches({ at: 2_000, portalId: null }, 1_000, 7)).toBe(true)
    expect(grantReaches({ at: 2_000, portalId: 8 }, 1_000, 7)).toBe(false)
  })
})
