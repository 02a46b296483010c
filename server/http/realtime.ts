// The embedded Pusher-protocol server (WebSocket on /app/:key, trigger API on /apps/:appId/events),
// attached to our own HTTP server when no external PUSHER_HOST / PUSHER_CLUSTER is configured.
import type { Server } from "node:http"

import { HttpApiBuilder } from "@effect/platform"
import { Context, Effect, Layer, Redacted } from "effect"

import { AuthCache } from "../domain/auth/AuthCache.ts"
import { Realtime, RealtimeSettings, realtimeSettingsConfig } from "../integrations/realtime/index.ts"
import { PublicUrl } from "../lib/public-url.ts"
import { attachPusherSocket, pusherTriggerRouter } from "../sandbox/pusher/index.ts"

/** The node HTTP server instance, shared by NodeHttpServer and the WebSocket sandbox. */
export class NodeServer extends Context.Tag("server/http/NodeServer")<NodeServer, Server>() {}

/** PUSHER_* from the environment; the embedded default points at the port we really listen on. */
export const RealtimeSettingsLive = Layer.effect(
  RealtimeSettings,
  Effect.flatMap(PublicUrl, ({ appUrl, port }) => Effect.orDie(realtimeSettingsConfig({ port, appUrl })))
)

/**
 * Realtime that first forgets this process's AuthCache: an event tells the SPA that something changed (a
 * payment settled, a portal connected), and the /me it reads next must not be answered from before it.
 */
export const RealtimeLive = Layer.effect(
  Realtime,
  Effect.gen(function* () {
    const realtime = yield* Realtime
    const cache = yield* AuthCache
    return Realtime.make({ ...realtime, trigger: (...args) => Effect.zipRight(cache.invalidate, realtime.trigger(...args)) })
  })
).pipe(Layer.provide(Realtime.Default))

export const PusherSandboxLive = HttpApiBuilder.Router.use((router) =>
  Effect.gen(function* () {
    const settings = yield* RealtimeSettings
    if (!settings.embedded) return
    const server = yield* NodeServer
    const sandbox = yield* Effect.acquireRelease(
      Effect.sync(() => attachPusherSocket(server, { appId: settings.appId, key: settings.key, secret: Redacted.value(settings.secret) })),
      (sandbox) => Effect.promise(() => sandbox.close())
    )
    yield* router.concat(pusherTriggerRouter(sandbox))
  })
)
