// Where the `pusher` SDK sends events. Embedded default: our own process (the Pusher-protocol
// sandbox on the API's port); PUSHER_CLUSTER selects Pusher Channels, PUSHER_HOST any other
// Pusher-protocol server.
import { randomBytes } from "node:crypto"

import { Config, Context, Effect, Layer, Option, Redacted } from "effect"

export interface RealtimeSettingsShape {
  readonly appId: string
  readonly key: string
  readonly secret: Redacted.Redacted
  readonly cluster: string
  readonly host: string
  readonly port: number
  readonly useTLS: boolean
  /** True when events go to the sandbox in this process (attach it to the HTTP server). */
  readonly embedded: boolean
  /** Public address of the app: the browser reaches the embedded sandbox there. */
  readonly appUrl: string
}

// Random per process: the sandbox and the SDK live in the same process and read this same value,
// so no secret sits in the repository or the data directory. Browsers re-authorize their private
// channels through /broadcasting/auth whenever they reconnect, so a restart loses nothing.
const processSecret = randomBytes(24).toString("hex")

const optional = (name: string) => Config.option(Config.string(name)).pipe(Config.map(Option.filter((value) => value.trim() !== "")))

/**
 * Reads PUSHER_APP_ID, PUSHER_KEY, PUSHER_SECRET, PUSHER_CLUSTER, PUSHER_HOST, PUSHER_PORT and
 * PUSHER_USE_TLS. `embedded.port` must be the port the API really listens on.
 */
export const realtimeSettingsConfig = (embedded: { readonly port: number; readonly appUrl: string }) =>
  Config.all({
    appId: Config.string("PUSHER_APP_ID").pipe(Config.withDefault("portal-app")),
    key: Config.string("PUSHER_KEY").pipe(Config.withDefault("portal-key")),
    secret: optional("PUSHER_SECRET"),
    cluster: optional("PUSHER_CLUSTER"),
    host: optional("PUSHER_HOST"),
    port: Config.option(Config.port("PUSHER_PORT")),
    useTLS: Config.option(Config.boolean("PUSHER_USE_TLS"))
  }).pipe(
    Config.map((env): RealtimeSettingsShape => {
      const isEmbedded = Option.isNone(env.host) && Option.isNone(env.cluster)
      const useTLS = Option.getOrElse(env.useTLS, () => !isEmbedded)
      const cluster = Option.getOrElse(env.cluster, () => "mt1")
      return {
        appId: env.appId,
        key: env.key,
        secret: Redacted.make(Option.getOrElse(env.secret, () => processSecret)),
        cluster,
        host: Option.getOrElse(env.host, () => (isEmbedded ? "127.0.0.1" : `api-${cluster}.pusher.com`)),
        port: Option.getOrElse(env.port, () => (isEmbedded ? embedded.port : useTLS ? 443 : 80)),
        useTLS,
        embedded: isEmbedded,
        appUrl: embedded.appUrl.replace(/\/+$/, "")
      }
    })
  )

export class RealtimeSettings extends Context.Tag("server/RealtimeSettings")<RealtimeSettings, RealtimeSettingsShape>() {
  static readonly make = (settings: RealtimeSettingsShape): Layer.Layer<RealtimeSettings> => Layer.succeed(RealtimeSettings, settings)
  static readonly fromEnv = (embedded: { readonly port: number; readonly appUrl: string }): Layer.Layer<RealtimeSettings> =>
    Layer.effect(RealtimeSettings, Effect.orDie(realtimeSettingsConfig(embedded)))
}

/** What the browser's pusher-js needs (the contract's ClientConfig.pusher, less auth_endpoint). */
export interface RealtimeClientSettings {
  readonly key: string
  readonly cluster: string
  readonly ws_host: string | null
  readonly ws_port: number | null
  readonly force_tls: boolean
}

export const realtimeClientSettings = (settings: RealtimeSettingsShape): RealtimeClientSettings => {
  if (settings.embedded) {
    const url = new URL(settings.appUrl)
    const tls = url.protocol === "https:"
    return {
      key: settings.key,
      cluster: settings.cluster,
      ws_host: url.hostname,
      ws_port: Number(url.port) || (tls ? 443 : 80),
      force_tls: tls
    }
  }
  // Pusher Channels: pusher-js derives its host from the cluster.
  if (settings.host === `api-${settings.cluster}.pusher.com`) {
    return { key: settings.key, cluster: settings.cluster, ws_host: null, ws_port: null, force_tls: true }
  }
  return { key: settings.key, cluster: settings.cluster, ws_host: settings.host, ws_port: settings.port, force_tls: settings.useTLS }
}
