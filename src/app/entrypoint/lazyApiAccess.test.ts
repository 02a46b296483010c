import { QueryClient } from "@tanstack/react-query"
import { describe, expect, it, vi } from "vitest"

import type { ApiConnection, ApiRuntime } from "@/shared/api"

import { lazyApiAccess } from "./lazyApiAccess.ts"

const connection = (): ApiConnection & { disposed: () => boolean } => {
  let disposed = false
  const runtime = { dispose: () => Promise.resolve(void (disposed = true)) } as unknown as ApiRuntime
  return { runtime, queryClient: new QueryClient(), disposed: () => disposed }
}

describe("lazyApiAccess", () => {
  it("loads nothing until asked, then once however many ask, and tells its subscribers", async () => {
    const made = connection()
    const load = vi.fn(() => Promise.resolve(made))
    const access = lazyApiAccess(load)
    const listener = vi.fn()
    access.subscribe(listener)
    expect(access.current()).toBeNull()
    expect(load).not.toHaveBeenCalled()

    const [first, second] = await Promise.all([access.ready(), access.ready()])
    expect(first).toBe(made)
    expect(second).toBe(made)
    expect(load).toHaveBeenCalledTimes(1)
    expect(access.current()).toBe(made)
    expect(listener).toHaveBeenCalledTimes(1)
  })

  it("tries again after a failed load (a chunk the network dropped)", async () => {
    const made = connection()
    const load = vi.fn().mockRejectedValueOnce(new Error("Failed to fetch dynamically imported module")).mockResolvedValueOnce(made)
    const access = lazyApiAccess(load)
    await expect(access.ready()).rejects.toThrow("Failed to fetch")
    expect(access.current()).toBeNull()
    await expect(access.ready()).resolves.toBe(made)
  })

  it("disposes what it loaded, and a connection that lands after disposal is released, never handed out", async () => {
    const loaded = connection()
    const access = lazyApiAccess(() => Promise.resolve(loaded))
    await access.ready()
    await access.dispose()
    expect(loaded.disposed()).toBe(true)
    expect(access.current()).toBeNull()

    let land: (value: ApiConnection) => void = () => undefined
    const late = connection()
    const slow = lazyApiAccess(() => new Promise<ApiConnection>((resolve) => (land = resolve)))
    const pending = slow.ready()
    await slow.dispose()
    land(late)
    await pending
    expect(late.disposed()).toBe(true)
    expect(slow.current()).toBeNull()
  })
})
