// API documentation: the OpenAPI document and a Scalar page with its script inlined (no CDN, no
// web fonts), so /docs works offline.
import { HttpApiBuilder, HttpApiScalar } from "@effect/platform"
import { Layer } from "effect"

export const DocsLive = Layer.mergeAll(
  HttpApiBuilder.middlewareOpenApi({ path: "/docs/openapi.json" }),
  HttpApiScalar.layer({ path: "/docs", scalar: { withDefaultFonts: false } })
)
