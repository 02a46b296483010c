// The address browsers use to reach this server (links in emails, the embedded realtime socket).
// With PORT=0 (tests) the port is known only once the server listens.
import { HttpServer } from "@effect/platform"
import { Context, Effect, Layer } from "effect"

import { AppConfig } from "../config.ts"

export interface PublicAddress {
  readonly appUrl: string
  /** The port the HTTP server really listens on. */
  readonly port: number
}

export class PublicUrl extends Context.Tag("server/lib/PublicUrl")<PublicUrl, PublicAddress>() {
  static readonly layer = Layer.effect(
    PublicUrl,
    Effect.gen(function* () {
      const settings = yield* AppConfig
      const server = yield* HttpServer.HttpServer
      const port = server.address._tag === "TcpAddress" ? server.address.port : settings.port
      // The default APP_URL (http://localhost:PORT) follows the port actually bound.
      const appUrl = settings.port === 0 ? settings.appUrl.replace(/:0$/, `:${port}`) : settings.appUrl
      return { appUrl, port }
    })
  )
}
