// Sends one raw request (any Content-Type, any body, or none) and reads the answer as the browser would.
import { Effect } from "effect"

import { fillPath, type Operation } from "./inventory.ts"
import { encodeText, type Mutation } from "./mutations.ts"

export interface Answer {
  readonly status: number
  readonly message: string
  /** A 422's field → messages map (`errors`); undefined when the body has none. */
  readonly errors: unknown
  readonly text: string
}

/** A hung request is a failure too: the budget of one answer on a busy machine. */
const REQUEST_TIMEOUT_MS = 60_000

export const urlOf = (
  baseUrl: string,
  operation: Operation,
  pathParams: Record<string, string>,
  query: string,
  rawPathParams: ReadonlyArray<string> = []
) => {
  const path = operation.path.replace(/:(\w+)/g, (_, name: string) =>
    rawPathParams.includes(name) ? (pathParams[name] ?? "") : encodeText(pathParams[name] ?? "")
  )
  return `${baseUrl}${path}${query === "" ? "" : `?${query}`}`
}

export const send = (
  baseUrl: string,
  operation: Operation,
  request: Pick<Mutation, "pathParams" | "rawPathParams" | "query" | "contentType" | "body">,
  token: string | undefined
) =>
  Effect.promise(async (): Promise<Answer> => {
    const headers: Record<string, string> = { accept: "application/json" }
    if (token !== undefined) headers["authorization"] = `Bearer ${token}`
    if (request.contentType !== undefined) headers["content-type"] = request.contentType
    const method = operation.method
    const text = method === "GET" || method === "HEAD" ? undefined : request.body
    // fetch labels a string body text/plain; bytes go without a Content-Type, as the mutation asks.
    const body = text !== undefined && request.contentType === undefined ? new TextEncoder().encode(text) : text
    try {
      const response = await fetch(urlOf(baseUrl, operation, request.pathParams, request.query, request.rawPathParams), {
        method,
        headers,
        body,
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS)
      })
      const text = await response.text()
      let message = ""
      let errors: unknown = undefined
      try {
        const parsed: unknown = JSON.parse(text)
        if (parsed !== null && typeof parsed === "object" && typeof (parsed as { message?: unknown }).message === "string") {
          message = (parsed as { message: string }).message
        }
        if (parsed !== null && typeof parsed === "object") errors = (parsed as { errors?: unknown }).errors
      } catch {
        // Not JSON: the message stays empty and the raw text is kept for the report.
      }
      return { status: response.status, message, errors, text }
    } catch (error) {
      // No answer at all (reset connection, timeout) counts as a server failure.
      return { status: 599, message: `no answer: ${String(error)}`, errors: undefined, text: "" }
    }
  })

export const fillPathFor = fillPath
