// Entry point of `npm run realtime`: the Pusher-protocol server on its own, for several API processes to
// share (as they would share Pusher Channels): browsers hold their WebSockets here, and every API process
// triggers events through its HTTP API. Point the API processes at it with PUSHER_HOST, PUSHER_PORT,
// PUSHER_USE_TLS=false and the same PUSHER_APP_ID, PUSHER_KEY and PUSHER_SECRET (README, Several API processes).
import { createServer } from "node:http"

import { HttpServer } from "@effect/platform"
import { NodeHttpServer, NodeRuntime } from "@effect/platform-node"
import { Config, Effect, Layer, Redacted } from "effect"

import { attachPusherSocket, pusherTriggerRouter } from "./sandbox/pusher/index.ts"

const settings = Config.all({
  port: Config.port("REALTIME_PORT").pipe(Config.withDefault(6001)),
  host: Config.string("REALTIME_HOST").pipe(Config.withDefault("0.0.0.0")),
  appId: Config.string("PUSHER_APP_ID").pipe(Config.withDefault("portal-app")),
  key: Config.string("PUSHER_KEY").pipe(Config.withDefault("portal-key")),
  // No default: every API process must sign its triggers and channel authorizations with this same secret.
  secret: Config.redacted("PUSHER_SECRET")
})

const RealtimeServerLive = Layer.unwrapScoped(
  Effect.gen(function* () {
    const { appId, host, key, port, secret } = yield* Effect.orDie(settings)
    const server = createServer()
    const sandbox = yield* Effect.acquireRelease(
      Effect.sync(() => attachPusherSocket(server, { appId, key, secret: Redacted.value(secret) })),
      (sandbox) => Effect.promise(() => sandbox.close())
    )
    const announce = Layer.effectDiscard(Effect.logInfo(`Realtime (Pusher protocol) listening on ${host}:${port}, app ${appId}`))
    return HttpServer.serve(pusherTriggerRouter(sandbox)).pipe(
      Layer.merge(announce),
      Layer.provide(NodeHttpServer.layer(() => server, { port, host }))
    )
  })
)

NodeRuntime.runMain(Layer.launch(RealtimeServerLive))
