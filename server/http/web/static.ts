// Serves the built SPA from STATIC_DIR (dist/): fingerprinted /assets/* cached for a year, every other
// unknown GET answered with index.html so the SPA's router can handle deep links.
import { existsSync, statSync } from "node:fs"
import { join, normalize, resolve, sep } from "node:path"

import { HttpApiBuilder, HttpServerRequest, HttpServerResponse } from "@effect/platform"
import { Effect, Layer } from "effect"

import { NotFound } from "#contract/errors.ts"

import { AppConfig } from "../../config.ts"
import { NOT_FOUND } from "../../domain/messages.ts"
import { SERVICE_WORKER_POLICY } from "../../lib/content-security-policy.ts"

/** Paths owned by the API, the sandboxes, the docs and realtime: never the SPA. */
const RESERVED = /^\/(auth|portal|agency|module|task)\/api(\/|$)|^\/(sandbox|docs|apps|app)(\/|$)/

const YEAR = "public, max-age=31536000, immutable"

export const MISSING_BUILD = [
  "The web app has not been built yet.",
  "Run `npm run build` (vite build) to create dist/, then restart the server.",
  "The API is available meanwhile under /auth/api/v2, /portal/api/v2 and friends; its documentation is at /docs."
].join("\n")

const decodePath = (path: string) => {
  try {
    return decodeURIComponent(path)
  } catch {
    return path
  }
}

const isFile = (path: string) => existsSync(path) && statSync(path).isFile()

export const StaticSpaLive = Layer.unwrapEffect(
  Effect.map(AppConfig, ({ staticDir }) => {
    const root = resolve(staticDir)
    const index = join(root, "index.html")

    const handler = Effect.gen(function* () {
      const request = yield* HttpServerRequest.HttpServerRequest
      const pathname = decodePath(new URL(request.url, "http://localhost").pathname)
      if (RESERVED.test(pathname)) return yield* new NotFound({ message: NOT_FOUND })
      if (!isFile(index)) return HttpServerResponse.text(MISSING_BUILD, { status: 503 })
      const candidate = normalize(join(root, pathname))
      // Anything resolving outside the build directory (../ tricks) falls back to the SPA shell.
      if (candidate.startsWith(root + sep) && isFile(candidate)) {
        // The service worker: always revalidated (a new build must reach browsers), under a policy of its own.
        if (pathname === "/sw.js") {
          return yield* HttpServerResponse.file(candidate, {
            headers: { "cache-control": "no-cache", "content-security-policy": SERVICE_WORKER_POLICY }
          })
        }
        const cache = pathname.startsWith("/assets/") ? YEAR : "public, max-age=3600"
        return yield* HttpServerResponse.file(candidate, { headers: { "cache-control": cache } })
      }
      if (pathname.startsWith("/assets/")) return yield* new NotFound({ message: NOT_FOUND })
      return yield* HttpServerResponse.file(index, { headers: { "cache-control": "no-cache" } })
    }).pipe(Effect.catchTags({ BadArgument: Effect.die, SystemError: Effect.die }))

    return HttpApiBuilder.Router.use((router) => router.get("/*", handler))
  })
)
