import { describe, expect, it } from "vitest"

import { pusherOptions, type RealtimeSettings } from "./options.ts"

const embedded: RealtimeSettings = {
  key: "app-key",
  cluster: "mt1",
  ws_host: "localhost",
  ws_port: 3000,
  force_tls: false,
  auth_endpoint: "/auth/api/v2/broadcasting/auth"
}

describe("pusherOptions", () => {
  it("points pusher-js at the configured host over WebSocket only, without stats", () => {
    const options = pusherOptions(embedded, () => Promise.resolve({ auth: "x" }))
    expect(options).toMatchObject({ cluster: "mt1", wsHost: "localhost", wsPort: 3000, wssPort: 3000, forceTLS: false })
    expect(options.enabledTransports).toEqual(["ws", "wss"])
    expect(options.enableStats).toBe(false)
  })

  it("leaves host and port to Pusher's cluster when the server names none", () => {
    const options = pusherOptions({ ...embedded, ws_host: null, ws_port: null, force_tls: true }, () => Promise.resolve({ auth: "x" }))
    expect(options.wsHost).toBeUndefined()
    expect(options.wsPort).toBeUndefined()
    expect(options.forceTLS).toBe(true)
  })

  it("authorizes channels through the given authorizer", async () => {
    const asked: Array<[string, string]> = []
    const options = pusherOptions(embedded, (socketId, channelName) => {
      asked.push([socketId, channelName])
      return Promise.resolve({ auth: "app-key:signature" })
    })
    const authorization = options.channelAuthorization
    if (authorization === undefined || !("customHandler" in authorization)) throw new Error("no custom handler")
    const answer = await new Promise((resolve, reject) =>
      authorization.customHandler({ socketId: "1.2", channelName: "private-x" }, (error, data) => (error ? reject(error) : resolve(data)))
    )
    expect(asked).toEqual([["1.2", "private-x"]])
    expect(answer).toEqual({ auth: "app-key:signature" })
  })

  it("passes a refused authorization back to pusher-js as an error", async () => {
    const options = pusherOptions(embedded, () => Promise.reject(new Error("You do not have permission to perform this action.")))
    const authorization = options.channelAuthorization
    if (authorization === undefined || !("customHandler" in authorization)) throw new Error("no custom handler")
    const error = await new Promise<Error | null>((resolve) =>
      authorization.customHandler({ socketId: "1.2", channelName: "private-x" }, (e) => resolve(e))
    )
    expect(error?.message).toBe("You do not have permission to perform this action.")
  })
})
