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

  it("once closing, lets a connection go as soon as its answer is sent, not after the keep-alive", async () => {
    const server = createHoldingServer()
    let answer: (() => void) | undefined
    server.on("request", (_request, response) => {
      answer = () => response.end("late")
    })
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
    const { port } = server.address() as AddressInfo
    const reply = fetch(`http://127.0.0.1:${port}/slow`, { signal: AbortSignal.timeout(5000) })
    await expect.poll(() => answer !== undefined).toBe(true)
    const started = Date.now()
    const closed = new Promise((resolve) => server.close(resolve))
    // The request was in flight when the server began closing: it still gets its answer.
    answer!()
    expect(await (await reply).text()).toBe("late")
    await closed
    expect(Date.now() - started).toBeLessThan(10_000)
  })

  it("keeps an idle connection open longer than clients keep theirs, so a reused one is not reset under them", () => {
    const server = createHoldingServer()
    expect(server.keepAliveTimeout).toBe(KEEP_ALIVE_TIMEOUT_MS)
    expect(KEEP_ALIVE_TIMEOUT_MS).toBeGreaterThan(60_000)
    expect(server.headersTimeout).toBeGreaterThan(server.keepAliveTimeout)
  })
})
