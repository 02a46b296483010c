// Who listens to which channel, and fan-out of events to them. Transport-agnostic: a client is
// anything that can take a Pusher message, so the hub is testable without sockets.

/** A frame of the Pusher protocol. Server events carry `data` as a JSON string, as Pusher does. */
export interface PusherMessage {
  readonly event: string
  readonly channel?: string
  readonly data: unknown
}

export interface PusherClient {
  readonly socketId: string
  readonly send: (message: PusherMessage) => void
}

export interface PresenceMember {
  readonly user_id: string
  readonly user_info?: unknown
}

interface Subscription {
  readonly client: PusherClient
  readonly member: PresenceMember | undefined
}

export interface PresenceState {
  readonly ids: ReadonlyArray<string>
  readonly hash: Readonly<Record<string, unknown>>
  readonly count: number
}

export const isPresenceChannel = (channel: string): boolean => channel.startsWith("presence-")
export const isPrivateChannel = (channel: string): boolean => channel.startsWith("private-")

export class ChannelHub {
  private readonly channels = new Map<string, Map<string, Subscription>>()

  /** Adds the client (again harmlessly) and tells presence channels' other members. */
  subscribe(client: PusherClient, channel: string, member?: PresenceMember): void {
    const subscribers = this.channels.get(channel) ?? new Map<string, Subscription>()
    this.channels.set(channel, subscribers)
    const isNewMember = member !== undefined && !this.hasMember(subscribers, member.user_id)
    subscribers.set(client.socketId, { client, member })
    if (isNewMember) {
      this.broadcast(subscribers, { event: "pusher_internal:member_added", channel, data: JSON.stringify(member) }, client.socketId)
    }
  }

  unsubscribe(client: PusherClient, channel: string): void {
    const subscribers = this.channels.get(channel)
    const subscription = subscribers?.get(client.socketId)
    if (subscribers === undefined || subscription === undefined) return
    subscribers.delete(client.socketId)
    if (subscribers.size === 0) this.channels.delete(channel)
    // A user with several connections stays a member until the last one leaves.
    const userId = subscription.member?.user_id
    if (userId !== undefined && !this.hasMember(subscribers, userId)) {
      this.broadcast(subscribers, { event: "pusher_internal:member_removed", channel, data: JSON.stringify({ user_id: userId }) })
    }
  }

  disconnect(client: PusherClient): void {
    for (const [channel, subscribers] of [...this.channels]) {
      if (subscribers.has(client.socketId)) this.unsubscribe(client, channel)
    }
  }

  presence(channel: string): PresenceState {
    const hash: Record<string, unknown> = {}
    for (const { member } of this.channels.get(channel)?.values() ?? []) {
      if (member !== undefined) hash[member.user_id] = member.user_info ?? null
    }
    const ids = Object.keys(hash)
    return { ids, hash, count: ids.length }
  }

  /** Sends `event` to every subscriber of the channels except the socket that caused it. */
  publish(channels: ReadonlyArray<string>, event: string, data: string, exceptSocketId?: string): void {
    for (const channel of channels) {
      const subscribers = this.channels.get(channel)
      if (subscribers !== undefined) this.broadcast(subscribers, { event, channel, data }, exceptSocketId)
    }
  }

  subscriberCount(channel: string): number {
    return this.channels.get(channel)?.size ?? 0
  }

  private hasMember(subscribers: Map<string, Subscription>, userId: string): boolean {
    for (const { member } of subscribers.values()) if (member?.user_id === userId) return true
    return false
  }

  private broadcast(subscribers: Map<string, Subscription>, message: PusherMessage, exceptSocketId?: string): void {
    for (const { client } of subscribers.values()) {
      if (client.socketId !== exceptSocketId) client.send(message)
    }
  }
}
