// The error envelope on a tiny API: defects become a bare 500 with no stack; decode failures 422.
import { HttpApi, HttpApiBuilder, HttpApiEndpoint, HttpApiGroup, HttpServer } from "@effect/platform"
import { afterAll, describe, expect, it } from "@effect/vitest"
import { Effect, Layer, Logger, Schema } from "effect"

import { BadRequest, NotFound, ServerError, Unprocessable } from "#contract/errors.ts"

import { ErrorEnvelopeLive } from "./errorEnvelope.ts"

class Probe extends HttpApiGroup.make("probe")
  .add(HttpApiEndpoint.get("crash", "/crash").addSuccess(Schema.String))
  .add(
    HttpApiEndpoint.post("echo", "/echo")
      .setPayload(Schema.Struct({ count: Schema.Number, tags: Schema.Array(Schema.String) }))
      .addSuccess(Schema.Number)
  )
  .add(
    HttpApiEndpoint.post("pair", "/pair")
      .setPayload(
        Schema.Struct({ a: Schema.String, b: Schema.String }).pipe(Schema.filter((pair) => pair.a === pair.b || "The b must match a."))
      )
      .addSuccess(Schema.String)
  )
  .add(
    HttpApiEndpoint.post("choose", "/choose")
      .setPayload(
        Schema.Struct({ sort_direction: Schema.Literal("asc", "desc"), count: Schema.Number }).annotations({
          parseOptions: { errors: "all" }
        })
      )
      .addSuccess(Schema.String)
  ) {}

class ProbeApi extends HttpApi.make("probe")
  .add(Probe)
  .addError(BadRequest)
  .addError(NotFound)
  .addError(Unprocessable)
  .addError(ServerError) {}

const ProbeLive = HttpApiBuilder.group(ProbeApi, "probe", (handlers) =>
  handlers
    .handle("crash", () => Effect.die(new Error("secret stack detail")))
    .handle("echo", ({ payload }) => Effect.succeed(payload.count))
    .handle("pair", ({ payload }) => Effect.succeed(payload.a))
    .handle("choose", ({ payload }) => Effect.succeed(payload.sort_direction))
)

const { dispose, handler } = HttpApiBuilder.toWebHandler(
  Layer.mergeAll(
    HttpApiBuilder.api(ProbeApi).pipe(Layer.provide(ProbeLive)),
    ErrorEnvelopeLive,
    HttpServer.layerContext,
    Logger.remove(Logger.defaultLogger)
  )
)
afterAll(dispose)

const call = async (path: string, init?: RequestInit) => {
  const response = await handler(new Request(`http://probe${path}`, init))
  return { status: response.status, text: await response.text() }
}

const post = (body: string) => ({ method: "POST", headers: { "content-type": "application/json" }, body })

describe("error envelope", () => {
  it("turns defects into 500 Internal Server Error. without details", async () => {
    const reply = await call("/crash")
    expect(reply.status).toBe(500)
    expect(JSON.parse(reply.text)).toMatchObject({ message: "Internal Server Error." })
    expect(reply.text).not.toContain("secret stack detail")
  })

  it("names the failing field, also inside arrays", async () => {
    const missing = await call("/echo", post(JSON.stringify({ tags: [] })))
    expect(missing.status).toBe(422)
    expect(JSON.parse(missing.text).message).toBe("The count field is required.")
    const nested = await call("/echo", post(JSON.stringify({ count: 1, tags: ["a", 2] })))
    expect(nested.status).toBe(422)
    expect(JSON.parse(nested.text).message).toMatch(/^tags\.1: /)
    const notAnObject = await call("/echo", post("[1, 2]"))
    expect(notAnObject.status).toBe(422)
    expect(JSON.parse(notAnObject.text)).toMatchObject({
      message: "The request body must be a JSON object.",
      errors: { body: ["The request body must be a JSON object."] }
    })
  })

  it("lists every refused field in errors, in the validator's words rather than Schema's", async () => {
    const reply = await call("/choose", post(JSON.stringify({ sort_direction: "up", count: "many" })))
    expect(reply.status).toBe(422)
    expect(JSON.parse(reply.text)).toMatchObject({
      message: "sort_direction: The selected sort direction is invalid.",
      errors: { sort_direction: ["The selected sort direction is invalid."], count: ["The count must be a number."] }
    })
  })

  it("names the body for failures of the body as a whole, and clips messages quoting huge values", async () => {
    const mismatch = await call("/pair", post(JSON.stringify({ a: "x", b: "y" })))
    expect(mismatch.status).toBe(422)
    expect(JSON.parse(mismatch.text).message).toBe("body: The b must match a.")
    const huge = await call("/echo", post(JSON.stringify({ count: "9".repeat(100_000), tags: [] })))
    expect(huge.status).toBe(422)
    const message = JSON.parse(huge.text).message as string
    expect(message).toMatch(/^count: /)
    expect(message.length).toBeLessThanOrEqual(300)
  })

  it("answers 400 for unreadable JSON and 404 for unknown routes", async () => {
    const malformed = await call("/echo", post('{"count":'))
    expect(malformed.status).toBe(400)
    expect(JSON.parse(malformed.text).message).toBe("Malformed JSON body.")
    const unknown = await call("/nowhere")
    expect(unknown.status).toBe(404)
    expect(JSON.parse(unknown.text).message).toBe("Resource not found.")
  })

  it("passes successes through untouched", async () => {
    const reply = await call("/echo", post(JSON.stringify({ count: 7, tags: ["x"] })))
    expect(reply).toEqual({ status: 200, text: "7" })
  })
})
