// Pusher's HTTP trigger API (POST /apps/:appId/events and /batch_events), as the `pusher` SDK
// calls it: signed query, JSON body, fan-out to the hub's subscribers.
import type { ChannelHub } from "./channel-hub.ts"
import { type PusherApp, verifySignedRequest } from "./signature.ts"

export interface TriggerRequest {
  readonly method: string
  readonly path: string
  readonly query: URLSearchParams
  readonly body: string
}

export interface TriggerResponse {
  readonly status: number
  readonly contentType: "application/json" | "text/plain"
  readonly body: string
}

const CHANNEL_NAME = /^[A-Za-z0-9_\-=@,.;]{1,164}$/
const MAX_CHANNELS = 100
const MAX_BATCH = 10
const MAX_EVENT_NAME = 200
const MAX_DATA_BYTES = 10_240

const text = (status: number, body: string): TriggerResponse => ({ status, contentType: "text/plain", body })
const ok = (): TriggerResponse => ({ status: 200, contentType: "application/json", body: "{}" })

class Invalid {
  constructor(readonly response: TriggerResponse) {}
}

interface Event {
  readonly name: string
  readonly data: string
  readonly channels: ReadonlyArray<string>
  readonly socketId: string | undefined
}

const record = (value: unknown): Record<string, unknown> => {
  if (typeof value === "object" && value !== null && !Array.isArray(value)) return value as Record<string, unknown>
  throw new Invalid(text(400, "Expected a JSON object"))
}

const parseEvent = (value: unknown): Event => {
  const body = record(value)
  const name = body["name"]
  if (typeof name !== "string" || name.length === 0 || name.length > MAX_EVENT_NAME) {
    throw new Invalid(text(400, `name must be a string of 1 to ${MAX_EVENT_NAME} characters`))
  }
  const rawChannels = body["channels"] ?? (body["channel"] === undefined ? undefined : [body["channel"]])
  if (!Array.isArray(rawChannels) || rawChannels.length === 0 || rawChannels.length > MAX_CHANNELS) {
    throw new Invalid(text(400, `channels must list 1 to ${MAX_CHANNELS} channels`))
  }
  const channels = rawChannels.map((channel) => {
    if (typeof channel !== "string" || !CHANNEL_NAME.test(channel))
      throw new Invalid(text(400, `Invalid channel name ${JSON.stringify(channel)}`))
    return channel
  })
  const data = typeof body["data"] === "string" ? body["data"] : JSON.stringify(body["data"] ?? null)
  if (Buffer.byteLength(data, "utf8") > MAX_DATA_BYTES) throw new Invalid(text(413, "Event data is too large"))
  const socketId = typeof body["socket_id"] === "string" ? body["socket_id"] : undefined
  return { name, data, channels, socketId }
}

const parseBody = (body: string): unknown => {
  try {
    return JSON.parse(body)
  } catch {
    throw new Invalid(text(400, "Request body is not valid JSON"))
  }
}

export const handleTrigger = (
  sandbox: { readonly app: PusherApp; readonly hub: ChannelHub },
  request: TriggerRequest,
  nowSeconds: number = Date.now() / 1000
): TriggerResponse => {
  const { app, hub } = sandbox
  const match = /^\/apps\/([^/]+)\/(events|batch_events)$/.exec(request.path)
  if (request.method.toUpperCase() !== "POST" || match === null) return text(404, "Not found")
  if (decodeURIComponent(match[1] ?? "") !== app.appId) return text(404, `Unknown app ${match[1]}`)
  const check = verifySignedRequest(app, request, nowSeconds)
  if (!check.ok) return text(401, check.reason)
  try {
    const body = parseBody(request.body)
    const events = match[2] === "events" ? [parseEvent(body)] : parseBatch(body)
    for (const event of events) hub.publish(event.channels, event.name, event.data, event.socketId)
    return ok()
  } catch (error) {
    if (error instanceof Invalid) return error.response
    throw error
  }
}

const parseBatch = (body: unknown): ReadonlyArray<Event> => {
  const batch = record(body)["batch"]
  if (!Array.isArray(batch) || batch.length === 0 || batch.length > MAX_BATCH) {
    throw new Invalid(text(400, `batch must hold 1 to ${MAX_BATCH} events`))
  }
  return batch.map(parseEvent)
}
