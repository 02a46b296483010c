import { describe, expect, it } from "vitest"

import { adoptRouterReload, CHUNK_RELOAD_INTERVAL_MS, isChunkLoadError, ROUTER_RELOAD_MARKER, shouldReloadForChunk } from "./chunkReload.ts"

const chunkError = new TypeError("Failed to fetch dynamically imported module: https://app.test/assets/route-abc.js")

describe("chunk load failures", () => {
  it("recognises the browsers' chunk failures", () => {
    expect(isChunkLoadError(chunkError)).toBe(true)
    expect(isChunkLoadError(new TypeError("error loading dynamically imported module"))).toBe(true)
    expect(isChunkLoadError(new TypeError("Importing a module script failed."))).toBe(true)
    expect(isChunkLoadError(Object.assign(new Error("x"), { name: "ChunkLoadError" }))).toBe(true)
  })

  it("other errors are not chunk failures", () => {
    expect(isChunkLoadError(new Error("Cannot read properties of undefined"))).toBe(false)
    expect(isChunkLoadError("Failed to fetch dynamically imported module")).toBe(false)
  })

  it("reloads the first time", () => {
    expect(shouldReloadForChunk(chunkError, 1_000_000, null)).toBe(true)
  })

  it("reloads at most once per 60 seconds", () => {
    const last = 1_000_000
    expect(shouldReloadForChunk(chunkError, last + 30_000, last)).toBe(false)
    expect(shouldReloadForChunk(chunkError, last + CHUNK_RELOAD_INTERVAL_MS - 1, last)).toBe(false)
    expect(shouldReloadForChunk(chunkError, last + CHUNK_RELOAD_INTERVAL_MS, last)).toBe(true)
  })

  it("never reloads for other errors", () => {
    expect(shouldReloadForChunk(new Error("boom"), 1_000_000, null)).toBe(false)
  })
})

describe("the router's own chunk reload", () => {
  const storageOf = (entries: Record<string, string>) => {
    const map = new Map(Object.entries(entries))
    return {
      get length() {
        return map.size
      },
      key: (index: number) => [...map.keys()][index] ?? null,
      getItem: (key: string) => map.get(key) ?? null,
      setItem: (key: string, value: string) => void map.set(key, value),
      map
    }
  }

  it("a fresh router marker counts as this minute's reload, once", () => {
    const storage = storageOf({ [`${ROUTER_RELOAD_MARKER}Failed to fetch dynamically imported module: /a.js`]: "1", other: "x" })
    const recorded: Array<number> = []
    expect(adoptRouterReload(storage, 5_000, (at) => recorded.push(at))).toBe(true)
    expect(recorded).toEqual([5_000])
    // The marker stays set (the router must not reload again for it) but is not counted twice.
    expect(storage.map.get(`${ROUTER_RELOAD_MARKER}Failed to fetch dynamically imported module: /a.js`)).toBeTruthy()
    expect(adoptRouterReload(storage, 9_000, (at) => recorded.push(at))).toBe(false)
    expect(recorded).toEqual([5_000])
  })

  it("no marker: nothing recorded", () => {
    const recorded: Array<number> = []
    expect(adoptRouterReload(storageOf({ token: "t" }), 1, (at) => recorded.push(at))).toBe(false)
    expect(recorded).toEqual([])
  })
})
