// API documentation: the OpenAPI document and a Scalar reference page. The page carries no inline
// script, so the strict Content-Security-Policy holds (server/http/middleware/securityHeaders.ts): the
// document and Scalar's configuration sit in a JSON data block and Scalar's standalone bundle, the one
// @effect/platform ships for HttpApiScalar, is served from /docs/scalar.js (no CDN, no web fonts), so
// /docs works offline.
import { createRequire } from "node:module"
import { dirname, join } from "node:path"

import { HttpApi, HttpApiBuilder, HttpServerResponse, OpenApi } from "@effect/platform"
import { Effect, Layer } from "effect"

const SCRIPT_PATH = "/docs/scalar.js"

// HttpApiScalar inlines this bundle into its page; it does not export it, so it is read from beside it.
const scalarBundle = (): string => {
  const require = createRequire(import.meta.url)
  const module = require(join(dirname(require.resolve("@effect/platform/HttpApiScalar")), "internal", "httpApiScalar.js")) as {
    javascript: string
  }
  return module.javascript
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#39;")

/** JSON inside a <script> data block: nothing in it may close the block. */
const escapeJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029")

export const docsPage = (spec: OpenApi.OpenAPISpec) => {
  const configuration = { _integration: "html", withDefaultFonts: false }
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>${escapeHtml(spec.info.title)}</title>
  </head>
  <body>
    <script id="api-reference" type="application/json" data-configuration="${escapeHtml(JSON.stringify(configuration))}">${escapeJson(spec)}</script>
    <script src="${SCRIPT_PATH}"></script>
  </body>
</html>`
}

const ScalarLive = HttpApiBuilder.Router.use((router) =>
  Effect.gen(function* () {
    const { api } = yield* HttpApi.Api
    const page = HttpServerResponse.html(docsPage(OpenApi.fromApi(api)))
    const script = HttpServerResponse.text(scalarBundle(), {
      contentType: "text/javascript; charset=utf-8",
      headers: { "cache-control": "public, max-age=3600" }
    })
    yield* router.get("/docs", Effect.succeed(page))
    yield* router.get(SCRIPT_PATH, Effect.succeed(script))
  })
)

export const DocsLive = Layer.mergeAll(HttpApiBuilder.middlewareOpenApi({ path: "/docs/openapi.json" }), ScalarLive)
