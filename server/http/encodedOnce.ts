// A read's answer that the domain hands out again and again as the same object (the module list of a portal, from
// PortalReads' memory while nothing it is made of changed) is encoded to JSON once per object, not per request:
// the schema encoding and JSON text of a 25-module page were a fifth of the list's time under load.
import { HttpServerResponse } from "@effect/platform"
import { Effect, Schema } from "effect"

/** The handler's answer as the HttpApi would send it (the success schema's JSON, status 200), encoded once per object. */
export const encodedOnce = <A extends object, I>(schema: Schema.Schema<A, I>) => {
  const encode = Schema.encode(schema)
  const bodies = new WeakMap<A, string>()
  return (answer: A) =>
    Effect.gen(function* () {
      let body = bodies.get(answer)
      if (body === undefined) {
        body = JSON.stringify(yield* Effect.orDie(encode(answer)))
        bodies.set(answer, body)
      }
      return HttpServerResponse.text(body, { contentType: "application/json" })
    })
}
