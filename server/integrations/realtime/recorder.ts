// For tests of code that publishes: a Realtime that records triggers instead of sending them,
// and signs channel authorizations with a fixed test secret (through the `pusher` SDK, as in production).
import { Effect, Layer, Redacted } from "effect"
import Pusher from "pusher"

import { type ChannelAuthorization, type PresenceData, Realtime } from "./Realtime.ts"
import type { RealtimeSettingsShape } from "./settings.ts"

export interface TriggeredEvent {
  readonly channels: ReadonlyArray<string>
  readonly event: string
  readonly data: unknown
  readonly socketId: string | undefined
}

const settings: RealtimeSettingsShape = {
  appId: "portal-app",
  key: "portal-key",
  secret: Redacted.make("recorder-secret"),
  cluster: "mt1",
  host: "127.0.0.1",
  port: 0,
  useTLS: false,
  embedded: true,
  appUrl: "http://localhost:3000"
}

/** A Realtime layer plus the list it appends every triggered event to. */
export const makeRealtimeRecorder = () => {
  const events: Array<TriggeredEvent> = []
  const signer = new Pusher({
    appId: settings.appId,
    key: settings.key,
    secret: Redacted.value(settings.secret),
    cluster: settings.cluster
  })
  const realtime = Realtime.make({
    settings,
    trigger: (channel, event, data, options) =>
      Effect.sync(() => {
        events.push({ channels: typeof channel === "string" ? [channel] : [...channel], event, data, socketId: options?.socketId })
      }),
    authorizeChannel: (socketId: string, channelName: string, presenceData?: PresenceData) =>
      Effect.sync((): ChannelAuthorization => {
        const answer = signer.authorizeChannel(socketId, channelName, presenceData === undefined ? undefined : { ...presenceData })
        return answer.channel_data === undefined ? { auth: answer.auth } : { auth: answer.auth, channel_data: answer.channel_data }
      })
  })
  return { layer: Layer.succeed(Realtime, realtime), events: events as ReadonlyArray<TriggeredEvent> }
}
