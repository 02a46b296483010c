import type { AddressInfo } from "node:net"
import { describe, expect, it } from "vitest"
import { createHoldingServer, KEEP_ALIVE_TIMEOUT_MS } from "./holdingServer.ts"

describe("createHoldingServer", () => {
  it("answers a request that arrived before the handler was attached", async () => {
    const server = createHoldingServer()
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
    try {
      const { port } = server.address() as AddressInfo
      const early = fetch(`http://127.0.0.1:${port}/early`, { signal: AbortSignal.timeout(5000) })
      // The app is still being built: nobody handles requests yet.
      await new Promise((resolve) => setTimeout(resolve, 200))
      server.on("request", (request, response) => response.end(`handled ${request.url}`))
      const answer = await early
      expect(await answer.text()).toBe("handled /early")
      // Later requests go straight to the handler.
      expect(await (await fetch(`http://127.0.0.1:${port}/later`)).text()).toBe("handled /later")
    } finally {
      server.closeAllConnections()
      await new Promise((resolve) => server.close(resolve))
    }
  })

  it("keeps an idle connection open longer than clients keep theirs, so a reused one is not reset under them", () => {
    const server = createHoldingServer()
    expect(server.keepAliveTimeout).toBe(KEEP_ALIVE_TIMEOUT_MS)
    expect(KEEP_ALIVE_TIMEOUT_MS).toBeGreaterThan(60_000)
    expect(server.headersTimeout).toBeGreaterThan(server.keepAliveTimeout)
  })
})
