// An answer handed out again as the same object is encoded once, as the HttpApi would have encoded it.
import { HttpServerResponse } from "@effect/platform"
import { describe, expect, it } from "@effect/vitest"
import { Effect, Schema } from "effect"

import { encodedOnce } from "./encodedOnce.ts"

const Answer = Schema.Struct({ data: Schema.Array(Schema.Struct({ id: Schema.Number, at: Schema.DateFromString })) })

const bodyOf = (response: HttpServerResponse.HttpServerResponse) =>
  response.body._tag === "Uint8Array" ? new TextDecoder().decode(response.body.body) : ""

describe("encodedOnce", () => {
  it.effect("answers the success schema's JSON with status 200, and encodes an answer object once", () =>
    Effect.gen(function* () {
      let encodings = 0
      const Counted = Answer.pipe(
        Schema.transform(Schema.typeSchema(Answer), {
          strict: true,
          decode: (value) => value,
          encode: (value) => {
            encodings += 1
            return value
          }
        })
      )
      const respond = encodedOnce(Counted, (answer: typeof Answer.Type) => answer)
      const answer = { data: [{ id: 1, at: new Date("2026-12-05T06:00:00.000Z") }] }
      const first = yield* respond(answer)
      expect(first.status).toBe(200)
      expect(first.headers["content-type"] ?? (first.body as { contentType?: string }).contentType).toContain("application/json")
      expect(JSON.parse(bodyOf(first))).toEqual({ data: [{ id: 1, at: "2026-12-05T06:00:00.000Z" }] })
      expect(bodyOf(yield* respond(answer))).toBe(bodyOf(first))
      expect(encodings).toBe(1)
      // Another object, even an equal one, is encoded for itself.
      yield* respond({ data: [...answer.data] })
      expect(encodings).toBe(2)
    })
  )
})
