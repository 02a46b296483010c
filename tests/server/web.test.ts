// The built SPA with history fallback, and the API documentation.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"

import { afterAll, describe, expect, layer } from "@effect/vitest"
import { Effect } from "effect"

import { TestApi, testServer } from "./support/TestApi.ts"

const dist = mkdtempSync(join(tmpdir(), "portal-dist-"))
mkdirSync(join(dist, "assets"))
writeFileSync(join(dist, "index.html"), "<!doctype html><title>Portal builder</title><div id=root></div>")
writeFileSync(join(dist, "assets", "index-abc123.js"), "console.log('app')")
writeFileSync(join(dist, "favicon.svg"), "<svg/>")
afterAll(() => rmSync(dist, { recursive: true, force: true }))

layer(testServer({ staticDir: dist }), { excludeTestServices: true })("built SPA", (it) => {
  it.effect("serves index.html for the root and any deep link", () =>
    Effect.gen(function* () {
      const api = yield* TestApi
      for (const path of ["/", "/portals-main/1", "/sr-setup?portal=3", "/reset-password?token=x&email=a%40b.co"]) {
        const reply = yield* api.request("GET", path)
        expect(reply.status).toBe(200)
        expect(reply.body).toContain("<title>Portal builder</title>")
        expect(reply.headers.get("cache-control")).toBe("no-cache")
      }
    })
  )

  it.effect("caches fingerprinted assets for a year and 404s missing ones", () =>
    Effect.gen(function* () {
      const api = yield* TestApi
      const asset = yield* api.request("GET", "/assets/index-abc123.js")
      expect(asset.status).toBe(200)
      expect(asset.headers.get("cache-control")).toBe("public, max-age=31536000, immutable")
      expect(asset.headers.get("content-type")).toContain("javascript")
      expect((yield* api.request("GET", "/assets/gone-000.js")).status).toBe(404)
      expect((yield* api.request("GET", "/favicon.svg")).status).toBe(200)
    })
  )

  it.effect("never leaks files outside the build directory", () =>
    Effect.gen(function* () {
      const api = yield* TestApi
      const reply = yield* api.request("GET", "/..%2f..%2fpackage.json")
      expect(typeof reply.body === "string" ? reply.body : "").not.toContain('"dependencies"')
    })
  )

  it.effect("documents the API offline at /docs and /docs/openapi.json", () =>
    Effect.gen(function* () {
      const api = yield* TestApi
      const spec = yield* api.request("GET", "/docs/openapi.json")
      expect(spec.status).toBe(200)
      expect(Object.keys(spec.body.paths)).toEqual(expect.arrayContaining(["/auth/api/v2/login", "/portal/api/v2/portals/{id}"]))
      const page = yield* api.request("GET", "/docs")
      expect(page.status).toBe(200)
      expect(page.body).toContain("api-reference")
      // The Scalar bundle is inlined: no script is fetched from a CDN.
      expect(page.body).not.toMatch(/<script[^>]+src="https?:/)
    })
  )
})

describe("without a build", () => {
  layer(testServer({ staticDir: join(dist, "missing") }), { excludeTestServices: true })((it) => {
    it.effect("says how to build the web app", () =>
      Effect.gen(function* () {
        const api = yield* TestApi
        const reply = yield* api.request("GET", "/portals-main")
        expect(reply.status).toBe(503)
        expect(reply.body).toContain("npm run build")
        // The API keeps working.
        expect((yield* api.request("GET", "/auth/api/v2/client-config")).status).toBe(200)
      })
    )
  })
})
