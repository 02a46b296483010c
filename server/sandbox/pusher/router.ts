// The trigger API as an @effect/platform HttpRouter, to mount beside the HttpApi routes.
import { HttpApiBuilder, HttpRouter, HttpServerRequest, HttpServerResponse } from "@effect/platform"
import { Effect, type Layer } from "effect"

import type { PusherSandbox } from "./socket-server.ts"
import { handleTrigger } from "./trigger-api.ts"

export const pusherTriggerRouter = (sandbox: PusherSandbox): HttpRouter.HttpRouter => {
  const trigger = Effect.gen(function* () {
    const request = yield* HttpServerRequest.HttpServerRequest
    const body = yield* request.text
    const url = new URL(request.url, "http://localhost")
    const result = handleTrigger(sandbox, { method: request.method, path: url.pathname, query: url.searchParams, body })
    return HttpServerResponse.text(result.body, { status: result.status, contentType: result.contentType })
  }).pipe(Effect.catchTag("RequestError", () => Effect.succeed(HttpServerResponse.text("Unreadable request body", { status: 400 }))))

  return HttpRouter.empty.pipe(HttpRouter.post("/apps/:appId/events", trigger), HttpRouter.post("/apps/:appId/batch_events", trigger))
}

/** Adds the trigger API to the HttpApi's router (HttpApiBuilder.Router). */
export const pusherTriggerRoutesLive = (sandbox: PusherSandbox): Layer.Layer<never> =>
  HttpApiBuilder.Router.use((router) => router.concat(pusherTriggerRouter(sandbox)))
