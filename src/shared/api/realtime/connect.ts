// A realtime connection; pusher-js is loaded only when the first connection is made.
import { type ChannelAuthorizer, pusherOptions, type RealtimeSettings } from "./options.ts"

export type RealtimeHandler = (payload: unknown) => void

export interface RealtimeConnection {
  /** Listens to one event of one channel; the returned function stops listening. */
  readonly listen: (channel: string, event: string, handler: RealtimeHandler) => () => void
  /**
   * Tells whether events of the channel reach this browser (connected and subscribed), now and each time
   * that changes (pusher-js reconnects and subscribes again by itself); the returned function stops telling.
   * Listen to the channel first: this only watches it.
   */
  readonly onChannelReady: (channel: string, handler: (ready: boolean) => void) => () => void
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

  const onChannelReady = (channelName: string, handler: (ready: boolean) => void) => {
    const channel = pusher.channel(channelName) ?? pusher.subscribe(channelName)
    let last: boolean | null = null
    const tell = (ready: boolean) => {
      if (ready === last) return
      last = ready
      handler(ready)
    }
    const stateChanged = ({ current }: { current: string }) => tell(current === "connected" && channel.subscribed)
    const subscribed = () => tell(pusher.connection.state === "connected")
    const refused = () => tell(false)
    pusher.connection.bind("state_change", stateChanged)
    channel.bind("pusher:subscription_succeeded", subscribed)
    channel.bind("pusher:subscription_error", refused)
    tell(pusher.connection.state === "connected" && channel.subscribed)
    return () => {
      pusher.connection.unbind("state_change", stateChanged)
      channel.unbind("pusher:subscription_succeeded", subscribed)
      channel.unbind("pusher:subscription_error", refused)
    }
  }

  return { listen, onChannelReady, disconnect: () => pusher.disconnect() }
}
