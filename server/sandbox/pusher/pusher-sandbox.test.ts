// The protocol pieces without the SDKs: hub fan-out, presence, the signed trigger API, and the
// socket's refusal of unknown app keys.
import { once } from "node:events"
import { createServer } from "node:http"
import type { AddressInfo } from "node:net"

import { describe, expect, it } from "vitest"
import { WebSocket } from "ws"

import { ChannelHub, type PusherClient, type PusherMessage } from "./channel-hub.ts"
import { PusherConnection } from "./connection.ts"
import { hmacHex, md5Hex, signChannel } from "./signature.ts"
import { attachPusherSocket } from "./socket-server.ts"
import { handleTrigger } from "./trigger-api.ts"

const app = { appId: "1", key: "k", secret: "s" }

const fakeClient = (socketId: string): PusherClient & { readonly inbox: Array<PusherMessage> } => {
  const inbox: Array<PusherMessage> = []
  return { socketId, inbox, send: (message) => inbox.push(message) }
}

const signedTrigger = (path: string, body: string, now: number, secret = app.secret) => {
  const params = `auth_key=${app.key}&auth_timestamp=${now}&auth_version=1.0&body_md5=${md5Hex(body)}`
  const signature = hmacHex(secret, `POST\n${path}\n${params}`)
  return { method: "POST", path, body, query: new URLSearchParams(`${params}&auth_signature=${signature}`) }
}

describe("PusherConnection", () => {
  it("answers pings and acknowledges subscriptions, refusing unsigned private ones", () => {
    const hub = new ChannelHub()
    const client = fakeClient("1.1")
    const connection = new PusherConnection(app, hub, client)
    connection.receive(JSON.stringify({ event: "pusher:ping", data: {} }))
    connection.receive(JSON.stringify({ event: "pusher:subscribe", data: { channel: "analytics" } }))
    connection.receive(JSON.stringify({ event: "pusher:subscribe", data: { channel: "private-a", auth: "k:bad" } }))
    connection.receive(
      JSON.stringify({ event: "pusher:subscribe", data: { channel: "private-b", auth: signChannel(app, "1.1", "private-b") } })
    )
    expect(client.inbox.map((message) => [message.event, message.channel])).toEqual([
      ["pusher:pong", undefined],
      ["pusher_internal:subscription_succeeded", "analytics"],
      ["pusher:error", undefined],
      ["pusher_internal:subscription_succeeded", "private-b"]
    ])
    expect(hub.subscriberCount("private-a")).toBe(0)
    connection.close()
    expect(hub.subscriberCount("analytics")).toBe(0)
  })

  it("tells presence members when another user joins and leaves", () => {
    const hub = new ChannelHub()
    const first = fakeClient("1.1")
    const second = fakeClient("2.2")
    const join = (client: PusherClient, userId: string) => {
      const channelData = JSON.stringify({ user_id: userId })
      const connection = new PusherConnection(app, hub, client)
      connection.receive(
        JSON.stringify({
          event: "pusher:subscribe",
          data: { channel: "presence-p", auth: signChannel(app, client.socketId, "presence-p", channelData), channel_data: channelData }
        })
      )
      return connection
    }
    join(first, "u1")
    const secondConnection = join(second, "u2")
    expect(JSON.parse(String(second.inbox[0]?.data))).toEqual({ presence: { ids: ["u1", "u2"], hash: { u1: null, u2: null }, count: 2 } })
    secondConnection.close()
    expect(first.inbox.map((message) => message.event)).toEqual([
      "pusher_internal:subscription_succeeded",
      "pusher_internal:member_added",
      "pusher_internal:member_removed"
    ])
  })
})

describe("handleTrigger", () => {
  it("fans a batch out to subscribers except the excluded socket", () => {
    const hub = new ChannelHub()
    const [a, b] = [fakeClient("1.1"), fakeClient("2.2")]
    hub.subscribe(a, "reauth")
    hub.subscribe(b, "reauth")
    const now = 1_700_000_000
    const body = JSON.stringify({ batch: [{ channel: "reauth", name: "reauth.complete", data: '{"user_id":4}', socket_id: "1.1" }] })
    const response = handleTrigger({ app, hub }, signedTrigger("/apps/1/batch_events", body, now), now)
    expect(response.status).toBe(200)
    expect(a.inbox).toEqual([])
    expect(b.inbox).toEqual([{ event: "reauth.complete", channel: "reauth", data: '{"user_id":4}' }])
  })

  it("refuses stale timestamps, tampered bodies, wrong secrets and unknown apps", () => {
    const sandbox = { app, hub: new ChannelHub() }
    const now = 1_700_000_000
    const body = JSON.stringify({ name: "e", channels: ["c"], data: "{}" })
    expect(handleTrigger(sandbox, signedTrigger("/apps/1/events", body, now - 601), now).status).toBe(401)
    expect(handleTrigger(sandbox, { ...signedTrigger("/apps/1/events", body, now), body: body.replace("e", "f") }, now).status).toBe(401)
    expect(handleTrigger(sandbox, signedTrigger("/apps/1/events", body, now, "other"), now).status).toBe(401)
    expect(handleTrigger(sandbox, signedTrigger("/apps/2/events", body, now), now).status).toBe(404)
    const invalid = JSON.stringify({ name: "e", channels: ["bad channel"], data: "{}" })
    expect(handleTrigger(sandbox, signedTrigger("/apps/1/events", invalid, now), now).status).toBe(400)
  })
})

describe("attachPusherSocket", () => {
  it("sends connection_established, and closes with 4001 for an unknown app key", async () => {
    const server = createServer()
    const sandbox = attachPusherSocket(server, app)
    server.listen(0, "127.0.0.1")
    await once(server, "listening")
    const { port } = server.address() as AddressInfo
    try {
      const good = new WebSocket(`ws://127.0.0.1:${port}/app/k?protocol=7`)
      const [greeting] = await once(good, "message")
      const established = JSON.parse(String(greeting)) as PusherMessage
      expect(established.event).toBe("pusher:connection_established")
      expect(JSON.parse(String(established.data))).toMatchObject({ activity_timeout: 120, socket_id: expect.stringMatching(/^\d+\.\d+$/) })
      good.close()

      const bad = new WebSocket(`ws://127.0.0.1:${port}/app/nope?protocol=7`)
      const [error] = await once(bad, "message")
      expect(JSON.parse(String(error))).toMatchObject({ event: "pusher:error", data: { code: 4001 } })
      const [code] = await once(bad, "close")
      expect(code).toBe(4001)
    } finally {
      await sandbox.close()
      server.close()
    }
  })
})
