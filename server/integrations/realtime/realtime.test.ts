// End to end through real sockets: the `pusher` SDK triggers on the embedded Pusher-protocol
// server, and `pusher-js` (its Node build) receives, as the browser would.
import { createServer } from "node:http"

import { HttpServer } from "@effect/platform"
import { NodeHttpServer } from "@effect/platform-node"
import { describe, expect, it } from "@effect/vitest"
import { Context, Effect, Layer, Redacted } from "effect"
import PusherJs, { type Channel } from "pusher-js"

import { attachPusherSocket, pusherTriggerRouter } from "../../sandbox/pusher/index.ts"
import { md5Hex } from "../../sandbox/pusher/signature.ts"
import { Channels, Events } from "./channels.ts"
import { makeRealtime, Realtime, RealtimeError } from "./Realtime.ts"
import type { RealtimeSettingsShape } from "./settings.ts"

const app = { appId: "portal-app", key: "portal-key", secret: "test-secret" }

/** An HTTP server on a free port with the Pusher sandbox attached and its trigger API mounted. */
const startSandbox = Effect.gen(function* () {
  const server = createServer()
  const sandbox = attachPusherSocket(server, app)
  yield* Effect.addFinalizer(() => Effect.promise(sandbox.close))
  const context = yield* Layer.build(
    HttpServer.serve(pusherTriggerRouter(sandbox)).pipe(
      Layer.provideMerge(NodeHttpServer.layer(() => server, { port: 0, host: "127.0.0.1" }))
    )
  )
  const address = Context.get(context, HttpServer.HttpServer).address
  if (address._tag !== "TcpAddress") return yield* Effect.die("expected a TCP address")
  const settings: RealtimeSettingsShape = {
    appId: app.appId,
    key: app.key,
    secret: Redacted.make(app.secret),
    cluster: "mt1",
    host: "127.0.0.1",
    port: address.port,
    useTLS: false,
    embedded: true,
    appUrl: `http://127.0.0.1:${address.port}`
  }
  return { port: address.port, settings, sandbox }
})

const connectClient = (port: number, realtime: Realtime) =>
  Effect.acquireRelease(
    Effect.async<PusherJs>((resume) => {
      const client = new PusherJs(app.key, {
        cluster: "mt1",
        wsHost: "127.0.0.1",
        wsPort: port,
        forceTLS: false,
        enabledTransports: ["ws"],
        disableStats: true,
        channelAuthorization: {
          customHandler: ({ socketId, channelName }, callback) => {
            const presence = channelName.startsWith("presence-") ? { user_id: "7", user_info: { name: "Ada" } } : undefined
            Effect.runPromise(realtime.authorizeChannel(socketId, channelName, presence)).then(
              (answer) => callback(null, answer),
              (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), null)
            )
          }
        }
      })
      client.connection.bind("connected", () => resume(Effect.succeed(client)))
    }).pipe(Effect.timeout("5 seconds")),
    (client) => Effect.sync(() => client.disconnect())
  )

const subscribed = (client: PusherJs, name: string) =>
  Effect.async<Channel>((resume) => {
    const channel = client.subscribe(name)
    channel.bind("pusher:subscription_succeeded", () => resume(Effect.succeed(channel)))
  }).pipe(Effect.timeout("5 seconds"))

const nextEvent = (channel: Channel, event: string) =>
  Effect.async<unknown>((resume) => {
    const handler = (data: unknown) => {
      channel.unbind(event, handler)
      resume(Effect.succeed(data))
    }
    channel.bind(event, handler)
  }).pipe(Effect.timeout("5 seconds"))

describe("Realtime over the embedded Pusher server", () => {
  it.scoped("delivers events triggered through the pusher SDK on public, private and presence channels", () =>
    Effect.gen(function* () {
      const { port, settings, sandbox } = yield* startSandbox
      const realtime = yield* Effect.provide(Realtime, Realtime.layer(settings))
      const client = yield* connectClient(port, realtime)

      const web = yield* subscribed(client, Channels.web)
      const agency = yield* subscribed(client, "private-agency.12")
      const presence = yield* subscribed(client, "presence-portal.3")
      expect(sandbox.hub.subscriberCount(Channels.web)).toBe(1)
      expect(sandbox.hub.presence("presence-portal.3")).toEqual({ ids: ["7"], hash: { "7": { name: "Ada" } }, count: 1 })

      const publicEvent = yield* Effect.fork(nextEvent(web, Events.moduleInstall))
      yield* realtime.trigger(Channels.web, Events.moduleInstall, { portal_id: 3 })
      expect(yield* publicEvent).toEqual({ portal_id: 3 })

      const privateEvent = yield* Effect.fork(nextEvent(agency, Events.paymentSucceeded))
      yield* realtime.trigger(["private-agency.12", Channels.payment], Events.paymentSucceeded, { agency_id: 12 })
      expect(yield* privateEvent).toEqual({ agency_id: 12 })

      const presenceEvent = yield* Effect.fork(nextEvent(presence, "ping"))
      yield* realtime.trigger("presence-portal.3", "ping", "plain text")
      expect(yield* presenceEvent).toBe("plain text")
    })
  )

  it.scoped("refuses a private subscription whose signature was made with another secret", () =>
    Effect.gen(function* () {
      const { port, settings } = yield* startSandbox
      const forger = makeRealtime({ ...settings, secret: Redacted.make("not-the-secret") })
      const client = yield* connectClient(port, Realtime.make(forger))
      const error = yield* Effect.async<unknown>((resume) => {
        client.connection.bind("error", (event: unknown) => resume(Effect.succeed(event)))
        client.subscribe("private-agency.12")
      }).pipe(Effect.timeout("5 seconds"))
      expect(JSON.stringify(error)).toContain("Invalid signature")
    })
  )

  it.scoped("answers 401 to trigger requests with a bad signature", () =>
    Effect.gen(function* () {
      const { port, settings } = yield* startSandbox
      const forged = makeRealtime({ ...settings, secret: Redacted.make("not-the-secret") })
      const failure = yield* Effect.flip(forged.trigger(Channels.reauth, Events.reauthComplete, { user_id: 1 }))
      expect(failure).toBeInstanceOf(RealtimeError)
      expect(failure.status).toBe(401)

      // Everything right but the signature itself.
      const body = JSON.stringify({ name: "x", channels: ["reauth"], data: "{}" })
      const query = `auth_key=${app.key}&auth_timestamp=${Math.floor(Date.now() / 1000)}&auth_version=1.0&body_md5=${md5Hex(body)}`
      const response = yield* Effect.promise(() =>
        fetch(`http://127.0.0.1:${port}/apps/${app.appId}/events?${query}&auth_signature=${"0".repeat(64)}`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body
        })
      )
      expect(response.status).toBe(401)
      expect(yield* Effect.promise(() => response.text())).toBe("Invalid signature")
    })
  )
})
