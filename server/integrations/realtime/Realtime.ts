// Publishing to realtime channels and authorizing private/presence subscriptions, through the
// official `pusher` SDK, whichever Pusher-protocol server the settings point at.
import { Data, Effect, Layer, Redacted } from "effect"
import Pusher from "pusher"

import { RealtimeSettings, type RealtimeSettingsShape } from "./settings.ts"

export class RealtimeError extends Data.TaggedError("RealtimeError")<{
  readonly message: string
  /** HTTP status of the trigger API when it answered; undefined when it could not be reached. */
  readonly status?: number
}> {}

export interface ChannelAuthorization {
  readonly auth: string
  readonly channel_data?: string
}

export interface PresenceData {
  readonly user_id: string
  readonly user_info?: Readonly<Record<string, unknown>>
}

const describe = (error: unknown): RealtimeError => {
  if (error instanceof Pusher.RequestError) {
    return new RealtimeError({ message: `Realtime trigger failed: ${error.message}`, status: error.status })
  }
  // The SDK's own validation (channel names, socket ids) throws plain errors with safe messages.
  return new RealtimeError({ message: error instanceof Error ? error.message : "Realtime request failed" })
}

export const makeRealtime = (settings: RealtimeSettingsShape) => {
  const pusher = new Pusher({
    appId: settings.appId,
    key: settings.key,
    secret: Redacted.value(settings.secret),
    host: settings.host,
    port: String(settings.port),
    useTLS: settings.useTLS,
    timeout: 10_000
  })

  return {
    settings,
    /** Sends `event` to everyone on the channel(s); `socketId` excludes the sender's connection. */
    trigger: (channel: string | ReadonlyArray<string>, event: string, data: unknown, options?: { readonly socketId?: string }) =>
      Effect.tryPromise({
        try: () =>
          pusher.trigger(
            typeof channel === "string" ? channel : [...channel],
            event,
            data,
            options?.socketId === undefined ? undefined : { socket_id: options.socketId }
          ),
        catch: describe
      }).pipe(Effect.asVoid, Effect.withSpan("Realtime.trigger", { attributes: { event } })),
    /** The `{ auth, channel_data? }` body pusher-js expects from the authorization endpoint. */
    authorizeChannel: (socketId: string, channelName: string, presenceData?: PresenceData) =>
      Effect.try({
        try: (): ChannelAuthorization => {
          const answer = pusher.authorizeChannel(socketId, channelName, presenceData === undefined ? undefined : { ...presenceData })
          return answer.channel_data === undefined ? { auth: answer.auth } : { auth: answer.auth, channel_data: answer.channel_data }
        },
        catch: describe
      })
  }
}

export class Realtime extends Effect.Service<Realtime>()("server/Realtime", {
  effect: Effect.map(RealtimeSettings, makeRealtime)
}) {
  /** Realtime for fixed settings. */
  static readonly layer = (settings: RealtimeSettingsShape): Layer.Layer<Realtime> =>
    Realtime.Default.pipe(Layer.provide(RealtimeSettings.make(settings)))
}
