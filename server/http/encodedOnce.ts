// A read's answer that the domain hands out again and again from the same object is encoded to JSON once per object,
// not per request: the module list of a portal (the same page object while PortalReads remembers the portal's
// context), and /me (the same user object while the AuthCache remembers the token). The schema encoding and JSON
// text of a 25-module page were a fifth of the list's time under load.
import { HttpServerResponse } from "@effect/platform"
import { Effect, Schema } from "effect"

/**
 * The success schema's JSON (status 200, as the HttpApi would send it) of the answer made from `key`, encoded once
 * per key object: `answerOf` must make the same answer from the same key.
 */
export const encodedOnce = <K extends object, A, I>(schema: Schema.Schema<A, I>, answerOf: (key: K) => A) => {
  const encode = Schema.encode(schema)
  const bodies = new WeakMap<K, string>()
  const respond = (body: string) => HttpServerResponse.text(body, { contentType: "application/json" })
  return (key: K) =>
    Effect.suspend(() => {
      const kept = bodies.get(key)
      if (kept !== undefined) return Effect.succeed(respond(kept))
      return Effect.map(Effect.orDie(encode(answerOf(key))), (encoded) => {
        const body = JSON.stringify(encoded)
        bodies.set(key, body)
        return respond(body)
      })
    })
}
