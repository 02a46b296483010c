// For tests: the sandbox HubSpot served on a free loopback port, and a Crm client pointed at it
// exactly as the embedded default would be (APP_URL/sandbox/hubspot).
import { createServer } from "node:http"
import { HttpServer } from "@effect/platform"
import { NodeHttpServer } from "@effect/platform-node"
import { SqlClient } from "@effect/sql"
import { Context, Effect, Layer, Redacted } from "effect"
import { makeSandboxHubspotRouter, SANDBOX_CLIENT_ID, SANDBOX_CLIENT_SECRET, SandboxHubspotSettings } from "../../sandbox/hubspot/index.ts"
import { Crm } from "../crm/Crm.ts"

export const startSandboxHubspot = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  const listening = yield* Layer.build(NodeHttpServer.layer(() => createServer(), { port: 0, host: "127.0.0.1" }))
  const address = Context.get(listening, HttpServer.HttpServer).address
  if (address._tag !== "TcpAddress") return yield* Effect.die("expected a TCP address")
  const appUrl = `http://127.0.0.1:${address.port}`
  const sandboxSettings = {
    clientId: SANDBOX_CLIENT_ID,
    clientSecret: Redacted.make(SANDBOX_CLIENT_SECRET),
    appUrl,
    accessTokenSeconds: 1800,
    authCodeSeconds: 600
  }
  const router = yield* makeSandboxHubspotRouter.pipe(
    Effect.provideService(SandboxHubspotSettings, sandboxSettings),
    Effect.provideService(SqlClient.SqlClient, sql)
  )
  yield* Layer.build(HttpServer.serve(router).pipe(Layer.provide(Layer.succeedContext(listening))))
  const crm = yield* Effect.provide(Crm, Crm.fromEnv({ appUrl }))
  return { appUrl, crm, sandboxSettings }
})
