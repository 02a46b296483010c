import { describe, expect, it } from "vitest"
import { CHUNK_RELOAD_INTERVAL_MS, isChunkLoadError, shouldReloadForChunk } from "./chunkReload.ts"

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
