// The embedded realtime path end to end: the app's Realtime service → the trigger API on our own
// port → the Pusher-protocol WebSocket → a subscribed client; and who may join which private channel.
import { expect, layer } from "@effect/vitest"
import { Effect } from "effect"

import { Realtime, RealtimeSettings } from "../../server/integrations/realtime/index.ts"
import { connect, subscribe, waitFor } from "./support/realtime.ts"
import { Seeded, TestApi, testServer } from "./support/TestApi.ts"

const me = (token: string) =>
  Effect.flatMap(TestApi, (api) => api.request("GET", "/auth/api/v2/me", { token })).pipe(
    Effect.map((answer) => answer.body.data as { id: number; agencies: ReadonlyArray<{ id: number }> })
  )

const socket = Effect.gen(function* () {
  const api = yield* TestApi
  const settings = yield* RealtimeSettings
  return yield* connect(`${api.baseUrl.replace("http", "ws")}/app/${settings.key}?protocol=7`)
})

const authorize = (token: string | undefined, socketId: string, channel: string) =>
  Effect.flatMap(TestApi, (api) =>
    api.request("POST", "/auth/api/v2/broadcasting/auth", {
      ...(token === undefined ? {} : { token }),
      json: { socket_id: socketId, channel_name: channel }
    })
  )

layer(testServer(), { excludeTestServices: true })("embedded realtime", (it) => {
  it.scoped("a payment event reaches the agency's member on the agency's private channel", () =>
    Effect.gen(function* () {
      const api = yield* TestApi
      const realtime = yield* Realtime
      const token = yield* api.login(Seeded.agencyAdmin.email, Seeded.agencyAdmin.password)
      const agencyId = (yield* me(token)).agencies[0]!.id
      const channel = `private-sr.payment.agency.${agencyId}`
      const frames = yield* subscribe(channel, token)

      yield* realtime.trigger(channel, "payment.succeeded", { agency_id: agencyId })
      const frame = yield* waitFor(frames, "payment.succeeded")
      expect(frame.channel).toBe(channel)
      expect(JSON.parse(frame.data!)).toEqual({ agency_id: agencyId })
    })
  )

  it.scoped("a signed-in user subscribes to each of their own channels with the server's authorization", () =>
    Effect.gen(function* () {
      const api = yield* TestApi
      const token = yield* api.login(Seeded.user.email, Seeded.user.password)
      const { id } = yield* me(token)
      for (const channel of [
        `private-user.${id}`,
        `private-reauth.user.${id}`,
        `private-sr-web-v3.user.${id}`,
        `private-analytics.user.${id}`
      ]) {
        const client = yield* socket
        const auth = yield* authorize(token, client.socketId, channel)
        expect(auth.status, channel).toBe(200)
        client.socket.send(JSON.stringify({ event: "pusher:subscribe", data: { channel, auth: auth.body.auth } }))
        yield* waitFor(client.frames, "pusher_internal:subscription_succeeded")
      }
    })
  )

  it.scoped("another agency's admin gets no authorization for an agency's payment channel", () =>
    Effect.gen(function* () {
      const api = yield* TestApi
      const demo = yield* api.login(Seeded.agencyAdmin.email, Seeded.agencyAdmin.password)
      const northwind = yield* api.login(Seeded.northwind.email, Seeded.northwind.password)
      const demoAgency = (yield* me(demo)).agencies[0]!.id
      expect((yield* me(northwind)).agencies.map((agency) => agency.id)).not.toContain(demoAgency)
      const client = yield* socket
      const refused = yield* authorize(northwind, client.socketId, `private-sr.payment.agency.${demoAgency}`)
      expect(refused.status).toBe(403)
      expect(refused.body).toMatchObject({ message: expect.any(String) })
      expect(refused.body.auth).toBeUndefined()
      // The member of that agency is authorised for the same channel.
      expect((yield* authorize(demo, client.socketId, `private-sr.payment.agency.${demoAgency}`)).status).toBe(200)
    })
  )

  it.scoped("a user gets no authorization for another user's channels, nor for channels that are not ours", () =>
    Effect.gen(function* () {
      const api = yield* TestApi
      const user = yield* api.login(Seeded.user.email, Seeded.user.password)
      const admin = yield* api.login(Seeded.agencyAdmin.email, Seeded.agencyAdmin.password)
      const other = (yield* me(admin)).id
      const client = yield* socket
      for (const channel of [
        `private-user.${other}`,
        `private-reauth.user.${other}`,
        `private-sr-web-v3.user.${other}`,
        `private-analytics.user.${other}`,
        "private-sr.payment",
        "private-agency.1",
        "presence-portal.1",
        `private-reauth.user.${other}0`
      ]) {
        expect((yield* authorize(user, client.socketId, channel)).status, channel).toBe(403)
      }
    })
  )

  it.scoped("a super admin is authorised only for agencies they belong to", () =>
    Effect.gen(function* () {
      const api = yield* TestApi
      const admin = yield* api.login(Seeded.admin.email, Seeded.admin.password)
      const demo = yield* api.login(Seeded.agencyAdmin.email, Seeded.agencyAdmin.password)
      const demoAgency = (yield* me(demo)).agencies[0]!.id
      const own = (yield* me(admin)).agencies.map((agency) => agency.id)
      const client = yield* socket
      const answer = yield* authorize(admin, client.socketId, `private-sr.payment.agency.${demoAgency}`)
      expect(answer.status).toBe(own.includes(demoAgency) ? 200 : 403)
      const stranger = Math.max(0, ...own, demoAgency) + 1000
      expect((yield* authorize(admin, client.socketId, `private-sr.payment.agency.${stranger}`)).status).toBe(403)
    })
  )

  it.scoped("an anonymous caller gets 401, and the socket refuses a private channel without a valid signature", () =>
    Effect.gen(function* () {
      const settings = yield* RealtimeSettings
      const client = yield* socket
      expect((yield* authorize(undefined, client.socketId, "private-sr.payment.agency.1")).status).toBe(401)
      client.socket.send(
        JSON.stringify({
          event: "pusher:subscribe",
          data: { channel: "private-sr.payment.agency.1", auth: `${settings.key}:${"0".repeat(64)}` }
        })
      )
      const error = yield* waitFor(client.frames, "pusher:error")
      expect(JSON.stringify(error.data)).toContain("Invalid signature")
      client.socket.send(JSON.stringify({ event: "pusher:subscribe", data: { channel: "private-sr.payment.agency.1" } }))
      yield* Effect.sleep("200 millis")
      expect(client.frames.some((frame) => frame.event === "pusher_internal:subscription_succeeded")).toBe(false)
    })
  )
})
