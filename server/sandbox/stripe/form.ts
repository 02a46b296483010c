// Stripe's request encoding: form fields with bracket notation (metadata[plan]=core,
// items[0][price]=price_x, payment_method_types[]=card) in POST bodies and in GET query strings.
import { HttpServerRequest } from "@effect/platform"
import { Effect } from "effect"

import { fail, invalidRequest } from "./replies.ts"

export type FormValue = string | FormTree
export interface FormTree {
  readonly [key: string]: FormValue
}

/** Nests bracketed keys; `[]` appends (as 0, 1, ...), so arrays read like objects with index keys. */
export const parseForm = (params: URLSearchParams): FormTree => {
  const root: Record<string, FormValue> = {}
  for (const [key, value] of params) {
    const head = /^[^[]+/.exec(key)?.[0]
    if (head === undefined) continue
    const path = [head, ...[...key.slice(head.length).matchAll(/\[([^\]]*)\]/g)].map((match) => match[1] ?? "")]
    let node: Record<string, FormValue> = root
    path.forEach((segment, index) => {
      const name = segment === "" ? String(Object.keys(node).length) : segment
      if (index === path.length - 1) {
        node[name] = value
        return
      }
      const next = node[name]
      if (typeof next === "object") {
        node = next as Record<string, FormValue>
      } else {
        const created: Record<string, FormValue> = {}
        node[name] = created
        node = created
      }
    })
  }
  return root
}

/** The request's parameters: the form body of a POST, the query string of a GET. */
export const requestForm = Effect.gen(function* () {
  const request = yield* HttpServerRequest.HttpServerRequest
  const query = new URL(request.url, "http://sandbox").searchParams
  if (request.method === "GET" || request.method === "DELETE") return parseForm(query)
  const body = yield* Effect.orElse(request.text, () => fail(invalidRequest("The request body could not be read.")))
  const contentType = request.headers["content-type"] ?? ""
  if (body.trim() !== "" && contentType.includes("json")) {
    return yield* fail(invalidRequest("Invalid request: the body must be application/x-www-form-urlencoded, as Stripe takes it."))
  }
  return parseForm(new URLSearchParams(body))
})

export const text = (form: FormTree, ...path: ReadonlyArray<string>): string | undefined => {
  let node: FormValue | undefined = form
  for (const segment of path) {
    if (typeof node !== "object") return undefined
    node = node[segment]
  }
  return typeof node === "string" ? node : undefined
}

export const tree = (form: FormTree, key: string): FormTree | undefined => {
  const node = form[key]
  return typeof node === "object" ? node : undefined
}

export const flag = (form: FormTree, key: string): boolean => text(form, key) === "true"

/** metadata[...] as Stripe keeps it: string values only; an empty value deletes the key. */
export const metadataOf = (form: FormTree, previous: Record<string, string> = {}): Record<string, string> => {
  const given = tree(form, "metadata")
  if (given === undefined) return previous
  const merged: Record<string, string> = { ...previous }
  for (const [key, value] of Object.entries(given)) {
    if (typeof value !== "string") continue
    if (value === "") delete merged[key]
    else merged[key] = value
  }
  return merged
}
