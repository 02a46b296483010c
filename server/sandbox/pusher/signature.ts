// Pusher's signatures: channel authorization strings and signed HTTP API requests.
// Both are HMAC-SHA256 hex digests with the app secret, compared in constant time.
import { createHash, createHmac, timingSafeEqual } from "node:crypto"

export interface PusherApp {
  readonly appId: string
  readonly key: string
  readonly secret: string
}

export const hmacHex = (secret: string, text: string): string => createHmac("sha256", secret).update(text, "utf8").digest("hex")

export const md5Hex = (text: string): string => createHash("md5").update(text, "utf8").digest("hex")

export const safeEqual = (a: string, b: string): boolean => {
  const left = Buffer.from(a, "utf8")
  const right = Buffer.from(b, "utf8")
  return left.length === right.length && timingSafeEqual(left, right)
}

/** The text Pusher signs to authorize a subscription: `socket_id:channel_name[:channel_data]`. */
export const channelAuthText = (socketId: string, channel: string, channelData?: string): string =>
  channelData === undefined ? `${socketId}:${channel}` : `${socketId}:${channel}:${channelData}`

/** What pusher-js sends as `auth`: `key:signature`. */
export const signChannel = (app: PusherApp, socketId: string, channel: string, channelData?: string): string =>
  `${app.key}:${hmacHex(app.secret, channelAuthText(socketId, channel, channelData))}`

export const verifyChannelAuth = (
  app: PusherApp,
  socketId: string,
  channel: string,
  auth: string | undefined,
  channelData?: string
): boolean => auth !== undefined && safeEqual(auth, signChannel(app, socketId, channel, channelData))

export type SignedRequestCheck = { readonly ok: true } | { readonly ok: false; readonly reason: string }

/** Signed requests older or newer than this are refused, as Pusher does. */
const TIMESTAMP_TOLERANCE_SECONDS = 600

/**
 * Checks a request of Pusher's HTTP API: auth_key, auth_timestamp, auth_version, body_md5 and
 * auth_signature over "METHOD\nPATH\n" + the other query parameters sorted by key.
 */
export const verifySignedRequest = (
  app: PusherApp,
  request: { readonly method: string; readonly path: string; readonly query: URLSearchParams; readonly body: string },
  nowSeconds: number
): SignedRequestCheck => {
  const { query } = request
  if (query.get("auth_key") !== app.key) return { ok: false, reason: "Unknown auth_key" }
  if (query.get("auth_version") !== "1.0") return { ok: false, reason: "Unsupported auth_version" }
  const timestamp = Number(query.get("auth_timestamp"))
  if (!Number.isFinite(timestamp) || Math.abs(nowSeconds - timestamp) > TIMESTAMP_TOLERANCE_SECONDS) {
    return { ok: false, reason: "Timestamp expired: given auth_timestamp is too far from the server time" }
  }
  if (request.body.length > 0 && query.get("body_md5") !== md5Hex(request.body)) {
    return { ok: false, reason: "Invalid body_md5" }
  }
  const signature = query.get("auth_signature") ?? ""
  const signed = [...query.entries()]
    .filter(([name]) => name !== "auth_signature")
    .map(([name, value]) => [name.toLowerCase(), value] as const)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([name, value]) => `${name}=${value}`)
    .join("&")
  const expected = hmacHex(app.secret, `${request.method.toUpperCase()}\n${request.path}\n${signed}`)
  return safeEqual(signature, expected) ? { ok: true } : { ok: false, reason: "Invalid signature" }
}
