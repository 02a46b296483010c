// Bounded, well-formed input before the HttpApi decodes a request (OWASP ASVS 5.1, 13.1).
// For every operation of the contract: the body is capped (1 MB; agency logos 2 MB, editor contents
// 8 MB), must be JSON
// when the operation takes a JSON payload, may not nest deeper than the operation allows, and no text
// in the body, the path or the query may hold NUL or lone surrogates (PostgreSQL refuses both). Routes
// outside the contract (the Stripe webhook, the sandboxes, static files) pass untouched.
// The body text is read once here; the node request caches it, so the HttpApi decodes the same text.
import {
  HttpApi,
  HttpApiBuilder,
  type HttpApp,
  HttpIncomingMessage,
  HttpMethod,
  HttpServerRequest,
  HttpServerResponse
} from "@effect/platform"
import { Effect, type Layer, Option } from "effect"

import { Api } from "#contract/api.ts"
import { BAD_TEXT_MESSAGE, badTextReason } from "#contract/common.ts"

export const MB = 1024 * 1024

export interface BodyLimits {
  /** Largest body accepted, in bytes. */
  readonly maxBytes: number
  /** Deepest nesting of arrays/objects accepted. */
  readonly maxDepth: number
}

export const DEFAULT_LIMITS: BodyLimits = { maxBytes: 1 * MB, maxDepth: 32 }
/** Editor contents (layouts, histories) are opaque documents the editor saves whole. */
export const CONTENT_LIMITS: BodyLimits = { maxBytes: 8 * MB, maxDepth: 64 }

/** Operations carrying an agency logo as a data URL (an image of up to 1 MB, about 1.4 MB as base64). */
export const COVER_LIMITS: BodyLimits = { maxBytes: 2 * MB, maxDepth: 32 }

const CONTENT_OPERATIONS = new Set(["layout.create", "layout.update", "history.create", "history.update"])
const COVER_OPERATIONS = new Set(["session.updateMe", "agencies.create", "agencies.update"])

/** The tracking snippet's beacons carry their JSON as text/plain (navigator.sendBeacon: no CORS preflight). */
export const TEXT_JSON_OPERATIONS: ReadonlySet<string> = new Set(["experimentEvents.collect"])

/** The body limits of an operation, by its contract id ("group.endpoint"). */
export const limitsOf = (operation: string): BodyLimits =>
  CONTENT_OPERATIONS.has(operation) ? CONTENT_LIMITS : COVER_OPERATIONS.has(operation) ? COVER_LIMITS : DEFAULT_LIMITS

export const bodyTooLarge = (limits: BodyLimits) => `The request body is too large: it must not exceed ${limits.maxBytes / MB} MB.`
export const NOT_JSON = "The request body must be JSON (Content-Type: application/json)."
/** `where` is the field holding the nesting ("body" when it is the body itself). */
export const tooDeep = (limits: BodyLimits, where = "body") =>
  `${where}: The JSON is nested too deeply (more than ${limits.maxDepth} levels).`

interface Operation {
  readonly method: string
  readonly pattern: RegExp
  readonly takesJson: boolean
  /** Also accepts its JSON as text/plain. */
  readonly jsonAsText: boolean
  readonly limits: BodyLimits
  readonly params: number
  /** The path's segments, parameters as ":name". */
  readonly segments: ReadonlyArray<string>
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")

const toPattern = (path: string): RegExp =>
  new RegExp(
    "^" +
      path
        .split("/")
        .map((segment) => (segment.startsWith(":") ? "[^/]+" : escapeRegExp(segment)))
        .join("/") +
      "/?$"
  )

const operations: ReadonlyArray<Operation> = (() => {
  const found: Array<Operation> = []
  HttpApi.reflect(Api, {
    onGroup: () => {},
    onEndpoint: ({ endpoint, group }) => {
      found.push({
        method: endpoint.method,
        pattern: toPattern(endpoint.path),
        takesJson: HttpMethod.hasBody(endpoint.method) && Option.isSome(endpoint.payloadSchema),
        jsonAsText: TEXT_JSON_OPERATIONS.has(`${group.identifier}.${endpoint.name}`),
        limits: limitsOf(`${group.identifier}.${endpoint.name}`),
        params: endpoint.path.split("/").filter((segment) => segment.startsWith(":")).length,
        segments: endpoint.path.split("/")
      })
    }
  })
  // Fixed paths before parameterised ones (/portals/child before /portals/:id), as the router does.
  return found.sort((a, b) => a.params - b.params)
})()

const findOperation = (method: string, pathname: string): Operation | undefined =>
  operations.find((operation) => operation.method === method && operation.pattern.test(pathname))

/** Path components shown for a too-deep value: enough to name the field, short enough to read. */
const SHOWN_DEPTH = 3

/**
 * Where the JSON text first nests deeper than `limit`, as the dotted path of the field holding it (object keys,
 * array indexes; "body" when the body itself nests too deeply), or undefined when it does not. Scanned without
 * recursion, so a 20 000-deep document costs one pass and no stack.
 */
export const tooDeepAt = (text: string, limit: number): string | undefined => {
  // One frame per open array/object: its current key (object) or index (array).
  const frames: Array<{ array: boolean; key: string | number; expectKey: boolean }> = []
  let stringStart = -1
  for (let index = 0; index < text.length; index++) {
    const char = text.charCodeAt(index)
    if (stringStart >= 0) {
      if (char === 92 /* \ */) index++
      else if (char === 34 /* " */) {
        const top = frames[frames.length - 1]
        if (top !== undefined && !top.array && top.expectKey) {
          try {
            top.key = JSON.parse(text.slice(stringStart, index + 1)) as string
          } catch {
            top.key = "?"
          }
          top.expectKey = false
        }
        stringStart = -1
      }
    } else if (char === 34) {
      stringStart = index
    } else if (char === 91 /* [ */ || char === 123 /* { */) {
      if (frames.length + 1 > limit) {
        const path = frames.slice(0, SHOWN_DEPTH).map((frame) => String(frame.key))
        return path.length === 0 ? "body" : path.join(".")
      }
      frames.push({ array: char === 91, key: char === 91 ? 0 : "", expectKey: char === 123 })
    } else if (char === 93 /* ] */ || char === 125 /* } */) {
      frames.pop()
    } else if (char === 44 /* , */) {
      const top = frames[frames.length - 1]
      if (top === undefined) continue
      if (top.array) top.key = (top.key as number) + 1
      else top.expectKey = true
    }
  }
  return undefined
}

/** The first text (value or key) holding NUL or a lone surrogate, as "field: reason"; walked without recursion. */
export const findBadText = (root: unknown): string | undefined => {
  const stack: Array<readonly [unknown, string]> = [[root, ""]]
  while (stack.length > 0) {
    const [value, path] = stack.pop()!
    if (typeof value === "string") {
      const reason = badTextReason(value)
      if (reason !== undefined) return `${path === "" ? "body" : path}: ${reason}`
    } else if (Array.isArray(value)) {
      for (let index = value.length - 1; index >= 0; index--) stack.push([value[index], path === "" ? String(index) : `${path}.${index}`])
    } else if (value !== null && typeof value === "object") {
      const entries = Object.entries(value)
      for (let index = entries.length - 1; index >= 0; index--) {
        const [key, item] = entries[index]!
        const keyPath = path === "" ? key : `${path}.${key}`
        if (badTextReason(key) !== undefined) return `${keyPath}: ${BAD_TEXT_MESSAGE}`
        stack.push([item, keyPath])
      }
    }
  }
  return undefined
}

/** A query parameter or path parameter holding NUL or a lone surrogate, as "name: reason". */
const findBadUrlText = (url: URL, operation: Operation): string | undefined => {
  const segments = url.pathname.split("/")
  for (const [index, segment] of segments.entries()) {
    if (/%00/i.test(segment)) {
      const declared = operation.segments[index]
      return `${declared?.startsWith(":") === true ? declared.slice(1) : "path"}: ${BAD_TEXT_MESSAGE}`
    }
  }
  for (const [key, value] of url.searchParams) {
    if (badTextReason(key) !== undefined) return `${key}: ${BAD_TEXT_MESSAGE}`
    const reason = badTextReason(value)
    if (reason !== undefined) return `${key}: ${reason}`
  }
  return undefined
}

const answer = (status: number, message: string) => HttpServerResponse.unsafeJson({ message }, { status })

/** A 422 for "field: reason": the field's reason in `errors` too, as every 422 carries it (errors.ts). */
const refuse = (message: string) => {
  const at = message.indexOf(": ")
  const [field, reason] = at < 0 ? ["body", message] : [message.slice(0, at), message.slice(at + 2)]
  return HttpServerResponse.unsafeJson({ message, errors: { [field]: [reason] } }, { status: 422 })
}

/** What the HttpApi decodes as JSON: application/json, with parameters such as charset. */
const isJsonContentType = (contentType: string) => /^application\/json\s*(;|$)/i.test(contentType.trim())
const isPlainText = (contentType: string) => /^text\/plain\s*(;|$)/i.test(contentType.trim())

/** Printable ASCII without '%': no escape that could decode to a bad character. */
const PLAIN_ADDRESS = /^[\x21-\x24\x26-\x7e]*$/

const guard = (app: HttpApp.Default) =>
  Effect.gen(function* () {
    const request = yield* HttpServerRequest.HttpServerRequest
    // Nothing to check (most reads): no body, and an address of plain printable ASCII, which can decode to
    // neither NUL nor a lone surrogate.
    if (!HttpMethod.hasBody(request.method) && PLAIN_ADDRESS.test(request.url)) return yield* app
    const url = new URL(request.url, "http://localhost")
    const operation = findOperation(request.method, url.pathname)
    if (operation === undefined) return yield* app

    const badUrlText = findBadUrlText(url, operation)
    if (badUrlText !== undefined) return refuse(badUrlText)
    if (!HttpMethod.hasBody(request.method)) return yield* app

    const { limits } = operation
    const declared = request.headers["content-length"]
    if (declared !== undefined && Number(declared) > limits.maxBytes) return answer(413, bodyTooLarge(limits))

    const text = yield* request.text.pipe(HttpIncomingMessage.withMaxBodySize(Option.some(limits.maxBytes)), Effect.option)
    if (Option.isNone(text)) return answer(413, bodyTooLarge(limits))
    if (!operation.takesJson) return yield* app
    const contentType = request.headers["content-type"]
    const empty = text.value.trim() === ""
    // A body that does not say it is JSON is not read as JSON, whatever it holds.
    if (contentType === undefined ? !empty : !isJsonContentType(contentType) && !(operation.jsonAsText && isPlainText(contentType))) {
      return answer(415, NOT_JSON)
    }
    if (empty) return yield* app
    const deepAt = tooDeepAt(text.value, limits.maxDepth)
    if (deepAt !== undefined) return refuse(tooDeep(limits, deepAt))

    let parsed: unknown
    try {
      parsed = JSON.parse(text.value)
    } catch {
      // Unreadable JSON is answered by the decode (400 Malformed JSON body.).
      return yield* app
    }
    const badText = findBadText(parsed)
    if (badText !== undefined) return refuse(badText)
    return yield* app
  })

export const BodyGuardLive: Layer.Layer<never> = HttpApiBuilder.middleware(
  (app) => guard(app) as Effect.Effect<HttpServerResponse.HttpServerResponse, never, HttpServerRequest.HttpServerRequest>
)
