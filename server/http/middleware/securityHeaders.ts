// Security headers on every answer the HTTP app gives: the SPA and its files, /docs, the API (errors and
// 404s included), the sandboxes and the webhook. They are added by a pre-response handler, which runs for
// handled failures too, just before the response is written. The realtime WebSocket upgrade never
// reaches the HTTP app and is not concerned.
import { createHash } from "node:crypto"
import type { IncomingMessage } from "node:http"

import { HttpApp, type HttpServerRequest, HttpServerResponse } from "@effect/platform"
import { Effect } from "effect"

import { AppConfig } from "../../config.ts"
import { realtimeClientSettings, RealtimeSettings, type RealtimeSettingsShape } from "../../integrations/realtime/index.ts"
import { sandboxPolicy, serialize } from "../../lib/content-security-policy.ts"
import { SANDBOX_STRIPE_PREFIX } from "../../lib/embedded-services.ts"

// Stripe.js and its frames (https://docs.stripe.com/security/guide#content-security-policy). A real
// 3-D Secure challenge runs inside Stripe's hooks.stripe.com frame, which frames the bank itself.
const STRIPE_SCRIPTS = ["https://js.stripe.com", "https://*.js.stripe.com"]
const STRIPE_FRAMES = ["https://js.stripe.com", "https://*.js.stripe.com", "https://hooks.stripe.com"]
const STRIPE_API = ["https://api.stripe.com"]

// react-aria's usePress adds this one <style> element to the document (touch-action on pressable
// elements). Allowing exactly its hash keeps every other inline style out; a react-aria upgrade that
// changes the rule shows up as a CSP violation in tests/e2e/security-headers.spec.ts.
const REACT_ARIA_PRESS_STYLE = "@layer {\n  [data-react-aria-pressable] {\n    touch-action: pan-x pan-y pinch-zoom;\n  }\n}"
const styleHash = (css: string) => `'sha256-${createHash("sha256").update(css).digest("base64")}'`

/** JSON, files and anything else that is not a page: nothing may load from it or frame it. */
export const API_POLICY = "default-src 'none'; frame-ancestors 'none'"

/** Where the browser's pusher-js opens its WebSocket (src/shared/api/realtime/options.ts). */
export const realtimeSources = (settings: RealtimeSettingsShape): ReadonlyArray<string> => {
  const client = realtimeClientSettings(settings)
  if (client.ws_host === null) return [`wss://ws-${client.cluster}.pusher.com`]
  return [`${client.force_tls ? "wss" : "ws"}://${client.ws_host}:${client.ws_port}`]
}

/** The SPA: its own bundle, Stripe.js when a real key is configured, the realtime socket. */
export const spaPolicy = (realtime: ReadonlyArray<string>) =>
  serialize({
    "default-src": ["'self'"],
    "script-src": ["'self'", ...STRIPE_SCRIPTS],
    // React and react-aria set styles through the CSSOM (element.style), which CSP does not govern, and
    // Vite emits the CSS as files: the only inline style is react-aria's rule above.
    "style-src": ["'self'", styleHash(REACT_ARIA_PRESS_STYLE)],
    // Agency logos (data: previews before upload), notification images and template previews are
    // external http(s) addresses.
    "img-src": ["'self'", "data:", "blob:", "https:"],
    // Welcome guide videos are hosted elsewhere.
    "media-src": ["'self'", "https:"],
    "font-src": ["'self'"],
    "connect-src": ["'self'", ...realtime, ...STRIPE_API],
    // 'self': the sandbox's 3-D Secure page in the AuthenticationModal.
    "frame-src": ["'self'", ...STRIPE_FRAMES],
    "worker-src": ["'self'"],
    "object-src": ["'none'"],
    "base-uri": ["'self'"],
    "form-action": ["'self'"],
    "frame-ancestors": ["'none'"]
  })

/** /docs: the Scalar reference, its script served from /docs/scalar.js. */
export const DOCS_POLICY = serialize({
  "default-src": ["'none'"],
  // Scalar compiles a WebAssembly module to read the document; 'wasm-unsafe-eval' allows that and
  // still forbids eval() and new Function().
  "script-src": ["'self'", "'wasm-unsafe-eval'"],
  // Scalar's standalone bundle injects its stylesheets as <style> elements at run time and styles
  // elements inline; it offers no nonce option. Scripts stay strict, which is what XSS needs.
  "style-src": ["'self'", "'unsafe-inline'"],
  "img-src": ["'self'", "data:"],
  "font-src": ["'self'", "data:"],
  // Its "Test Request" calls our own API.
  "connect-src": ["'self'"],
  "object-src": ["'none'"],
  "base-uri": ["'self'"],
  "form-action": ["'none'"],
  "frame-ancestors": ["'none'"]
})

const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), usb=(), payment=(self "https://js.stripe.com")'
const HSTS = "max-age=31536000; includeSubDomains"

const API_PATH = /^\/(auth|portal|agency|module|task)\/api(\/|$)/
const DOCS_PAGE = /^\/docs\/?$/
const FRAMED_SANDBOX_PAGE = new RegExp(`^${SANDBOX_STRIPE_PREFIX}/authenticate/`)

type PageKind = "spa" | "docs" | "sandbox" | "framed-sandbox" | "other"

const pageKind = (pathname: string, contentType: string | undefined): PageKind => {
  if (contentType === undefined || !/^text\/html\b/i.test(contentType)) return "other"
  if (API_PATH.test(pathname)) return "other"
  if (DOCS_PAGE.test(pathname)) return "docs"
  if (FRAMED_SANDBOX_PAGE.test(pathname)) return "framed-sandbox"
  if (pathname === "/sandbox" || pathname.startsWith("/sandbox/")) return "sandbox"
  return "spa"
}

const contentTypeOf = (response: HttpServerResponse.HttpServerResponse): string | undefined =>
  response.headers["content-type"] ?? ("contentType" in response.body ? response.body.contentType : undefined)

/** TLS directly, or (only behind our own proxy, TRUST_PROXY) X-Forwarded-Proto: https. */
const arrivedOverTls = (request: HttpServerRequest.HttpServerRequest, trustProxy: boolean) => {
  const socket = (request.source as Partial<IncomingMessage>).socket as { encrypted?: boolean } | undefined
  if (socket?.encrypted === true) return true
  return trustProxy && request.headers["x-forwarded-proto"]?.split(",")[0]?.trim().toLowerCase() === "https"
}

export interface SecurityHeaderSettings {
  readonly trustProxy: boolean
  readonly appOrigin: string
  readonly realtime: ReadonlyArray<string>
}

/** The request's path; through URL (dot segments, escapes resolved) only when it holds something to resolve. */
const pathnameOf = (url: string) => {
  const queryAt = url.indexOf("?")
  const path = queryAt === -1 ? url : url.slice(0, queryAt)
  return /[.%\\#:]/.test(path) ? new URL(url, "http://localhost").pathname : path
}

/** The headers for one answer; a policy the handler set itself (a nonce) is kept. */
export const securityHeadersFor = (
  settings: SecurityHeaderSettings,
  request: HttpServerRequest.HttpServerRequest,
  response: HttpServerResponse.HttpServerResponse
): Record<string, string> => {
  const pathname = pathnameOf(request.url)
  const kind = pageKind(pathname, contentTypeOf(response))
  const policy =
    kind === "spa"
      ? spaPolicy(settings.realtime)
      : kind === "docs"
        ? DOCS_POLICY
        : kind === "sandbox" || kind === "framed-sandbox"
          ? sandboxPolicy({ appOrigin: settings.appOrigin, framedByApp: kind === "framed-sandbox" })
          : API_POLICY
  const headers: Record<string, string> = {
    "x-content-type-options": "nosniff",
    // Sandbox addresses carry client secrets and OAuth codes: they are never sent on.
    "referrer-policy": kind === "spa" || kind === "docs" ? "strict-origin-when-cross-origin" : "no-referrer",
    "permissions-policy": PERMISSIONS_POLICY
  }
  if (response.headers["content-security-policy"] === undefined) headers["content-security-policy"] = policy
  if (response.headers["x-frame-options"] === undefined) headers["x-frame-options"] = kind === "framed-sandbox" ? "SAMEORIGIN" : "DENY"
  // The SPA opens the CRM sign-in in a tab it then points at the address (it keeps that tab's handle);
  // the sandbox 3-D Secure page answers its opener. Both need the opener relation with the SPA, so the SPA
  // and the sandbox pages allow their own pop-ups (a same-origin opener with the same policy keeps its
  // handle; any other is cut off); /docs and everything that is not a page isolate themselves fully.
  headers["cross-origin-opener-policy"] = kind === "docs" || kind === "other" ? "same-origin" : "same-origin-allow-popups"
  if (arrivedOverTls(request, settings.trustProxy)) headers["strict-transport-security"] = HSTS
  return headers
}

/** The middleware for HttpApiBuilder.serve, built from the configuration once. */
export const securityHeaders = Effect.gen(function* () {
  const { trustProxy } = yield* AppConfig
  const realtime = yield* RealtimeSettings
  const settings: SecurityHeaderSettings = {
    trustProxy,
    appOrigin: new URL(realtime.appUrl).origin,
    realtime: realtimeSources(realtime)
  }
  const handler = (request: HttpServerRequest.HttpServerRequest, response: HttpServerResponse.HttpServerResponse) =>
    Effect.succeed(HttpServerResponse.setHeaders(response, securityHeadersFor(settings, request, response)))
  return <E, R>(app: HttpApp.Default<E, R>): HttpApp.Default<E, R> => Effect.zipRight(HttpApp.appendPreResponseHandler(handler), app)
})
