// Stripe's list pagination: newest first, `limit` (1 to 100, default 10), `starting_after` and
// `ending_before` naming an object of the previous page, `has_more` when more follow.
import { Effect } from "effect"

import { type FormTree, text } from "./form.ts"
import { fail, invalidRequest, json, LIMIT_OUT_OF_RANGE } from "./replies.ts"

export const listPage = <A extends { readonly id: string }>(form: FormTree, all: ReadonlyArray<A>, url: string) =>
  Effect.gen(function* () {
    const rawLimit = text(form, "limit")
    const limit = rawLimit === undefined ? 10 : Number(rawLimit)
    if (!Number.isInteger(limit) || limit < 1 || limit > 100) {
      return yield* fail(invalidRequest(LIMIT_OUT_OF_RANGE, { param: "limit" }))
    }
    const after = text(form, "starting_after")
    const before = text(form, "ending_before")
    let items: ReadonlyArray<A>
    let hasMore: boolean
    if (after !== undefined) {
      const index = all.findIndex((item) => item.id === after)
      if (index < 0) return yield* fail(invalidRequest(`No such object: '${after}'`, { code: "resource_missing", param: "starting_after" }))
      items = all.slice(index + 1, index + 1 + limit)
      hasMore = all.length > index + 1 + limit
    } else if (before !== undefined) {
      const index = all.findIndex((item) => item.id === before)
      if (index < 0) return yield* fail(invalidRequest(`No such object: '${before}'`, { code: "resource_missing", param: "ending_before" }))
      items = all.slice(Math.max(0, index - limit), index)
      hasMore = index - limit > 0
    } else {
      items = all.slice(0, limit)
      hasMore = all.length > limit
    }
    return json({ object: "list", data: items, has_more: hasMore, url })
  })
