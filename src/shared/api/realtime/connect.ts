// A realtime connection; pusher-js is loaded only when the first connection is made.
import { type ChannelAuthorizer, pusherOptions, type RealtimeSettings } from "./options.ts"

export type RealtimeHandler = (payload: unknown) => void

export interface RealtimeConnection {
  /** Listens to one event of one channel; the returned function stops listening. */
  readonly listen: (channel: string, event: string, handler: RealtimeHandler) => () => void
  readonly disconnect: () => void
}

export const connectRealtime = async (settings: RealtimeSettings, authorize: ChannelAuthorizer): Promise<RealtimeConnection> => {
  // Dynamic import keeps pusher-js out of the first page's JavaScript.
  const { default: Pusher } = await import("pusher-js")
  const pusher = new Pusher(settings.key, pusherOptions(settings, authorize))
  const listeners = new Map<string, number>()

  const listen = (channelName: string, event: string, handler: RealtimeHandler) => {
    const channel = pusher.subscribe(channelName)
    channel.bind(event, handler)
    listeners.set(channelName, (listeners.get(channelName) ?? 0) + 1)
    return () => {
      channel.unbind(event, handler)
      const left = (listeners.get(channelName) ?? 1) - 1
      listeners.set(channelName, left)
      if (left === 0) {
        listeners.delete(channelName)
        pusher.unsubscribe(channelName)
      }
    }
  }

  return { listen, disconnect: () => pusher.disconnect() }
}
