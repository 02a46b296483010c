// One client's side of the Pusher protocol (version 7): pings, subscriptions with channel
// authorization, and errors, independent of the socket library that carries the frames.
import { randomInt } from "node:crypto"

import {
  type ChannelHub,
  isPresenceChannel,
  isPrivateChannel,
  type PresenceMember,
  type PusherClient,
  type PusherMessage
} from "./channel-hub.ts"
import { type PusherApp, verifyChannelAuth } from "./signature.ts"

const CHANNEL_NAME = /^[A-Za-z0-9_\-=@,.;]{1,164}$/

export const newSocketId = (): string => `${randomInt(1, 2 ** 31)}.${randomInt(1, 2 ** 31)}`

export const connectionEstablished = (socketId: string, activityTimeoutSeconds: number): PusherMessage => ({
  event: "pusher:connection_established",
  data: JSON.stringify({ socket_id: socketId, activity_timeout: activityTimeoutSeconds })
})

export const pusherError = (code: number | null, message: string): PusherMessage => ({
  event: "pusher:error",
  data: { code, message }
})

const asRecord = (value: unknown): Record<string, unknown> | undefined =>
  typeof value === "object" && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined

/** pusher-js sends `data` as an object; other clients send it as a JSON string. */
const messageData = (raw: unknown): Record<string, unknown> => {
  if (typeof raw === "string") {
    try {
      return asRecord(JSON.parse(raw)) ?? {}
    } catch {
      return {}
    }
  }
  return asRecord(raw) ?? {}
}

const optionalString = (value: unknown): string | undefined => (typeof value === "string" ? value : undefined)

const presenceMember = (channelData: string | undefined): PresenceMember | undefined => {
  if (channelData === undefined) return undefined
  try {
    const parsed = asRecord(JSON.parse(channelData))
    const userId = parsed?.["user_id"]
    if (typeof userId === "string" || typeof userId === "number") {
      return { user_id: String(userId), user_info: parsed?.["user_info"] }
    }
  } catch {
    // falls through: invalid channel_data
  }
  return undefined
}

export class PusherConnection {
  private readonly channels = new Set<string>()

  constructor(
    private readonly app: PusherApp,
    private readonly hub: ChannelHub,
    readonly client: PusherClient
  ) {}

  /** Handles one text frame from the client. */
  receive(text: string): void {
    let frame: Record<string, unknown> | undefined
    try {
      frame = asRecord(JSON.parse(text))
    } catch {
      frame = undefined
    }
    const event = frame?.["event"]
    if (frame === undefined || typeof event !== "string") {
      this.client.send(pusherError(null, "Invalid message format: expected a JSON object with an event"))
      return
    }
    const data = messageData(frame["data"])
    switch (event) {
      case "pusher:ping":
        this.client.send({ event: "pusher:pong", data: "{}" })
        return
      case "pusher:subscribe":
        this.subscribe(optionalString(data["channel"]), optionalString(data["auth"]), optionalString(data["channel_data"]))
        return
      case "pusher:unsubscribe": {
        const channel = optionalString(data["channel"])
        if (channel !== undefined && this.channels.delete(channel)) this.hub.unsubscribe(this.client, channel)
        return
      }
      default:
        if (event.startsWith("client-")) {
          this.client.send(pusherError(null, "To send client events, you must enable this feature in the Settings page of your dashboard."))
        }
    }
  }

  close(): void {
    this.channels.clear()
    this.hub.disconnect(this.client)
  }

  private subscribe(channel: string | undefined, auth: string | undefined, channelData: string | undefined): void {
    if (channel === undefined || !CHANNEL_NAME.test(channel)) {
      this.client.send(pusherError(null, `Invalid channel name ${JSON.stringify(channel ?? "")}`))
      return
    }
    const presence = isPresenceChannel(channel)
    if (presence || isPrivateChannel(channel)) {
      const signed = verifyChannelAuth(this.app, this.client.socketId, channel, auth, presence ? channelData : undefined)
      if (!signed) {
        this.client.send(
          pusherError(
            null,
            `Invalid signature: Expected HMAC SHA256 hex digest of ${this.client.socketId}:${channel}${presence ? ":<channel_data>" : ""}`
          )
        )
        return
      }
    }
    const member = presence ? presenceMember(channelData) : undefined
    if (presence && member === undefined) {
      this.client.send(pusherError(null, "Invalid channel_data: a JSON object with a user_id is required"))
      return
    }
    this.channels.add(channel)
    this.hub.subscribe(this.client, channel, member)
    const data = presence ? JSON.stringify({ presence: this.hub.presence(channel) }) : "{}"
    this.client.send({ event: "pusher_internal:subscription_succeeded", channel, data })
  }
}
