// pusher-js options from the server's client-config: the embedded Pusher-protocol server or Pusher Channels.
import type { ChannelAuthorizationHandler, Options } from "pusher-js"

import type { ClientConfig } from "../contract/index.ts"

export type RealtimeSettings = (typeof ClientConfig.Type)["data"]["pusher"]

export interface ChannelAuthorization {
  readonly auth: string
  readonly channel_data?: string | undefined
}

/** Answers pusher-js's question "may this socket join this channel?" (the server signs the answer). */
export type ChannelAuthorizer = (socketId: string, channelName: string) => Promise<ChannelAuthorization>

export const pusherOptions = (settings: RealtimeSettings, authorize: ChannelAuthorizer): Options => {
  const customHandler: ChannelAuthorizationHandler = ({ socketId, channelName }, callback) => {
    authorize(socketId, channelName).then(
      (answer) =>
        callback(null, { auth: answer.auth, ...(answer.channel_data === undefined ? {} : { channel_data: answer.channel_data }) }),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), null)
    )
  }
  return {
    cluster: settings.cluster,
    forceTLS: settings.force_tls,
    // WebSocket only: the HTTP fallbacks would reach Pusher's own hosts.
    enabledTransports: ["ws", "wss"],
    // Stats go to Pusher's servers; never by default.
    enableStats: false,
    ...(settings.ws_host === null ? {} : { wsHost: settings.ws_host }),
    ...(settings.ws_port === null ? {} : { wsPort: settings.ws_port, wssPort: settings.ws_port }),
    channelAuthorization: { customHandler }
  }
}
