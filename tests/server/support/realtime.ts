// A minimal pusher-js stand-in for server tests: connects to the embedded Pusher-protocol socket,
// collects frames, and waits for events.
import { Effect } from "effect"
import { WebSocket } from "ws"

import { RealtimeSettings } from "../../../server/integrations/realtime/index.ts"
import { TestApi } from "./TestApi.ts"

export interface Frame {
  readonly event: string
  readonly channel?: string
  readonly data?: string
}

/** Connects and collects frames; the socket closes with the scope. */
export const connect = (url: string) =>
  Effect.acquireRelease(
    Effect.async<{ readonly socket: WebSocket; readonly frames: Array<Frame>; readonly socketId: string }>((resume) => {
      const socket = new WebSocket(url)
      const frames: Array<Frame> = []
      socket.on("message", (raw) => {
        const frame = JSON.parse(raw.toString()) as Frame
        frames.push(frame)
        if (frame.event === "pusher:connection_established") {
          resume(Effect.succeed({ socket, frames, socketId: JSON.parse(frame.data!).socket_id as string }))
        }
      })
    }),
    ({ socket }) => Effect.sync(() => socket.close())
  )

/** Waits (up to the test's timeout) for the first frame of `event`. */
export const waitFor = (frames: Array<Frame>, event: string) =>
  Effect.async<Frame>((resume) => {
    const timer = setInterval(() => {
      const found = frames.find((frame) => frame.event === event)
      if (found !== undefined) {
        clearInterval(timer)
        resume(Effect.succeed(found))
      }
    }, 10)
    return Effect.sync(() => clearInterval(timer))
  })

/**
 * Subscribes to a channel of the test server's embedded realtime; answers the frames collected. A private
 * channel is joined as pusher-js does: with the signature /broadcasting/auth gives the token's user.
 */
export const subscribe = (channel: string, token?: string) =>
  Effect.gen(function* () {
    const api = yield* TestApi
    const settings = yield* RealtimeSettings
    const { frames, socket, socketId } = yield* connect(`${api.baseUrl.replace("http", "ws")}/app/${settings.key}?protocol=7`)
    let auth: string | undefined
    if (token !== undefined) {
      const answer = yield* api.request("POST", "/auth/api/v2/broadcasting/auth", {
        token,
        json: { socket_id: socketId, channel_name: channel }
      })
      if (answer.status !== 200) return yield* Effect.die(`no authorization for ${channel}: ${answer.status}`)
      auth = answer.body.auth as string
    }
    socket.send(JSON.stringify({ event: "pusher:subscribe", data: { channel, auth } }))
    yield* waitFor(frames, "pusher_internal:subscription_succeeded")
    return frames
  })
