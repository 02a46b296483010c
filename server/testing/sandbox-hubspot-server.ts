// For tests: the sandbox HubSpot served on a free loopback port, and a Crm client pointed at it
// exactly as the embedded default would be (APP_URL/sandbox/hubspot).
import { createServer } from "node:http"

import { HttpServer } from "@effect/platform"
import { NodeHttpServer } from "@effect/platform-node"
import { SqlClient } from "@effect/sql"
import { Context, Effect, Layer, Redacted } from "effect"

import sandboxHubspotRateLimit from "../db/migrations/0017_sandbox_hubspot_rate_limit.ts"
import { Crm } from "../integrations/crm/Crm.ts"
import { SANDBOX_CLIENT_ID, SANDBOX_CLIENT_SECRET } from "../lib/embedded-services.ts"
import {
  DEFAULT_RATE_LIMIT,
  makeSandboxHubspotRouter,
  type RateLimitSettings,
  SandboxHubspotSettings,
  type SandboxHubspotSettingsShape
} from "../sandbox/hubspot/index.ts"

export interface SandboxHubspotOptions {
  /** HubSpot's ten-second limit, made tight for a test (defaults: HubSpot's 110 per 10 s). */
  readonly rateLimit?: Partial<RateLimitSettings>
}

export const startSandboxHubspotWith = (options: SandboxHubspotOptions) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    // The test databases hold only the integrations' migration; the limiter's tables come from 0017.
    yield* sandboxHubspotRateLimit
    const listening = yield* Layer.build(NodeHttpServer.layer(() => createServer(), { port: 0, host: "127.0.0.1" }))
    const address = Context.get(listening, HttpServer.HttpServer).address
    if (address._tag !== "TcpAddress") return yield* Effect.die("expected a TCP address")
    const appUrl = `http://127.0.0.1:${address.port}`
    const sandboxSettings: SandboxHubspotSettingsShape = {
      clientId: SANDBOX_CLIENT_ID,
      clientSecret: Redacted.make(SANDBOX_CLIENT_SECRET),
      appUrl,
      accessTokenSeconds: 1800,
      authCodeSeconds: 600,
      rateLimit: { ...DEFAULT_RATE_LIMIT, ...options.rateLimit }
    }
    const router = yield* makeSandboxHubspotRouter.pipe(
      Effect.provideService(SandboxHubspotSettings, sandboxSettings),
      Effect.provideService(SqlClient.SqlClient, sql)
    )
    yield* Layer.build(HttpServer.serve(router).pipe(Layer.provide(Layer.succeedContext(listening))))
    const crm = yield* Effect.provide(Crm, Crm.fromEnv({ appUrl }))
    return { appUrl, crm, sandboxSettings }
  })

export const startSandboxHubspot = startSandboxHubspotWith({})
