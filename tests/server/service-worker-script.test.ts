// /sw.js: always revalidated, and under a policy that lets the worker fetch its own origin
// (the API's default-src 'none' would make every fetch of the worker fail, and with it every page load).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"

import { afterAll, expect, layer } from "@effect/vitest"
import { Effect } from "effect"

import { TestApi, testServer } from "./support/TestApi.ts"

const dist = mkdtempSync(join(tmpdir(), "portal-dist-sw-"))
mkdirSync(join(dist, "assets"))
writeFileSync(join(dist, "index.html"), "<!doctype html><title>Portal builder</title><div id=root></div>")
writeFileSync(join(dist, "sw.js"), "self.addEventListener('fetch', () => {})")
writeFileSync(join(dist, "assets", "index-abc123.js"), "console.log('app')")
afterAll(() => rmSync(dist, { recursive: true, force: true }))

// Starting a whole server takes minutes on a busy machine: the layer gets longer than the default minute.
layer(testServer({ staticDir: dist }), { excludeTestServices: true, timeout: "4 minutes" })("service worker script", (it) => {
  it.effect("is served fresh, as JavaScript, with connect-src 'self' and nothing else", () =>
    Effect.gen(function* () {
      const api = yield* TestApi
      const reply = yield* api.request("GET", "/sw.js")
      expect(reply.status).toBe(200)
      expect(reply.headers.get("content-type")).toContain("javascript")
      expect(reply.headers.get("cache-control")).toBe("no-cache")
      expect(reply.headers.get("content-security-policy")).toBe("default-src 'none'; connect-src 'self'")
      // Other scripts keep theirs.
      const asset = yield* api.request("GET", "/assets/index-abc123.js")
      expect(asset.headers.get("content-security-policy")).toBe("default-src 'none'; frame-ancestors 'none'")
    })
  )
})
