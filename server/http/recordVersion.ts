// The HTTP side of optimistic concurrency (src/shared/api/contract/record-version.ts): a record's
// version as an ETag, and the version a save expects from If-Match or the body's lock_version.
import { HttpApp, HttpServerRequest, HttpServerResponse } from "@effect/platform"
import { Effect } from "effect"

import { MAX_INT32 } from "#contract/common.ts"
import { Unprocessable } from "#contract/errors.ts"

const IF_MATCH_INVALID = 'The If-Match header must be one record version in quotes, such as "3".'

const versionTag = /^(?:W\/)?"?(\d{1,10})"?$/

/** If-Match wins over the body's lock_version; `*` (any version) and no header leave the body's. */
export const expectedVersion = (bodyVersion: number | undefined) =>
  Effect.gen(function* () {
    const header = (yield* HttpServerRequest.HttpServerRequest).headers["if-match"]?.trim()
    if (header === undefined || header === "" || header === "*") return bodyVersion
    const version = Number(versionTag.exec(header)?.[1] ?? Number.NaN)
    if (!(version >= 1 && version <= MAX_INT32)) return yield* Unprocessable.field("If-Match", IF_MATCH_INVALID)
    return version
  })

/** The response with the record's version as `ETag: "<lock_version>"` (unchanged for a record without one). */
export const versionTagged = (response: HttpServerResponse.HttpServerResponse, lockVersion: number | undefined) =>
  lockVersion === undefined ? response : HttpServerResponse.setHeader(response, "etag", `"${lockVersion}"`)

/** Answers the record's version as `ETag: "<lock_version>"` beside the record itself. */
export const withETag = <A extends { readonly data: { readonly lock_version?: number | undefined } }, E, R>(
  answer: Effect.Effect<A, E, R>
) =>
  Effect.tap(answer, ({ data }) =>
    data.lock_version === undefined
      ? Effect.void
      : HttpApp.appendPreResponseHandler((_request, response) => Effect.succeed(versionTagged(response, data.lock_version)))
  )
