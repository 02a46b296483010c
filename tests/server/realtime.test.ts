// The embedded realtime path end to end: the app's Realtime service → the trigger API on our own
// port → the Pusher-protocol WebSocket → a subscribed client; and private channel authorization.
import { expect, layer } from "@effect/vitest"
import { Effect } from "effect"
import { WebSocket } from "ws"
import { Realtime, RealtimeSettings } from "../../server/integrations/realtime/index.ts"
import { connect, waitFor } from "./support/realtime.ts"
import { Seeded, TestApi, testServer } from "./support/TestApi.ts"

layer(testServer(), { excludeTestServices: true })("embedded realtime", (it) => {
  it.scoped("an event triggered by the server reaches a subscribed WebSocket client", () =>
    Effect.gen(function*() {
      const api = yield* TestApi
      const settings = yield* RealtimeSettings
      const realtime = yield* Realtime
      const client = yield* connect(`${api.baseUrl.replace("http", "ws")}/app/${settings.key}?protocol=7&client=js&version=8.6.0`)
      client.socket.send(JSON.stringify({ event: "pusher:subscribe", data: { channel: "sr.payment" } }))
      yield* waitFor(client.frames, "pusher_internal:subscription_succeeded")

      yield* realtime.trigger("sr.payment", "payment.succeeded", { agency_id: 1 })
      const frame = yield* waitFor(client.frames, "payment.succeeded")
      expect(frame.channel).toBe("sr.payment")
      expect(JSON.parse(frame.data!)).toEqual({ agency_id: 1 })
    }))

  it.scoped("a signed-in user subscribes to their private channel with the server's authorization", () =>
    Effect.gen(function*() {
      const api = yield* TestApi
      const settings = yield* RealtimeSettings
      const token = yield* api.login(Seeded.user.email, Seeded.user.password)
      const userId = (yield* api.request("GET", "/auth/api/v2/me", { token })).body.data.id as number
      const client = yield* connect(`${api.baseUrl.replace("http", "ws")}/app/${settings.key}?protocol=7`)
      const channel = `private-user.${userId}`
      const auth = yield* api.request("POST", "/auth/api/v2/broadcasting/auth", { token, json: { socket_id: client.socketId, channel_name: channel } })
      expect(auth.status).toBe(200)
      client.socket.send(JSON.stringify({ event: "pusher:subscribe", data: { channel, auth: auth.body.auth } }))
      yield* waitFor(client.frames, "pusher_internal:subscription_succeeded")
    }))
})
