// Both sandboxes mounted the way the API server mounts them: into HttpApiBuilder's router, on the
// same node server whose upgrades @effect/platform-node also listens to.
import { createServer } from "node:http"

import { HttpApi, HttpApiBuilder, HttpApiEndpoint, HttpApiGroup, HttpServer } from "@effect/platform"
import { NodeHttpServer } from "@effect/platform-node"
import { describe, expect, it } from "@effect/vitest"
import { Context, Effect, Layer, Redacted, Schema } from "effect"
import { WebSocket } from "ws"

import { SANDBOX_CLIENT_ID, SANDBOX_CLIENT_SECRET } from "../lib/embedded-services.ts"
import { IntegrationsTestDatabase } from "../testing/integrations-database.ts"
import { SandboxHubspotRoutesLive, SandboxHubspotSettings } from "./hubspot/index.ts"
import { attachPusherSocket, pusherTriggerRoutesLive } from "./pusher/index.ts"

class TestApi extends HttpApi.make("test").add(
  HttpApiGroup.make("health").add(HttpApiEndpoint.get("ping", "/ping").addSuccess(Schema.String))
) {}

const ApiLive = HttpApiBuilder.api(TestApi).pipe(
  Layer.provide(HttpApiBuilder.group(TestApi, "health", (handlers) => handlers.handle("ping", () => Effect.succeed("pong"))))
)

describe("mounting the sandboxes in an HttpApi server", () => {
  it.scoped("serves the API, the sandbox HubSpot, the trigger API and the Pusher socket side by side", () =>
    Effect.gen(function* () {
      const server = createServer()
      const sandbox = attachPusherSocket(server, { appId: "a", key: "k", secret: "s" })
      yield* Effect.addFinalizer(() => Effect.promise(sandbox.close))
      const settings = SandboxHubspotSettings.make({
        clientId: SANDBOX_CLIENT_ID,
        clientSecret: Redacted.make(SANDBOX_CLIENT_SECRET),
        appUrl: "http://127.0.0.1",
        accessTokenSeconds: 1800,
        authCodeSeconds: 600
      })
      const context = yield* Layer.build(
        HttpApiBuilder.serve().pipe(
          Layer.provide([ApiLive, SandboxHubspotRoutesLive, pusherTriggerRoutesLive(sandbox)]),
          Layer.provide([settings, IntegrationsTestDatabase]),
          Layer.provideMerge(NodeHttpServer.layer(() => server, { port: 0, host: "127.0.0.1" }))
        )
      )
      const address = Context.get(context, HttpServer.HttpServer).address
      if (address._tag !== "TcpAddress") return yield* Effect.die("expected a TCP address")
      const base = `http://127.0.0.1:${address.port}`
      const status = (path: string, init?: RequestInit) =>
        Effect.promise(() => fetch(`${base}${path}`, init).then((response) => response.status))

      expect(yield* status("/ping")).toBe(200)
      expect(
        yield* status("/sandbox/hubspot/oauth/authorize?client_id=sandbox-client&redirect_uri=http%3A%2F%2F127.0.0.1%2Fcb&scope=content")
      ).toBe(200)
      expect(yield* status("/apps/a/events", { method: "POST", body: "{}" })).toBe(401)

      const greeting = yield* Effect.async<string>((resume) => {
        const socket = new WebSocket(`ws://127.0.0.1:${address.port}/app/k?protocol=7`)
        socket.once("message", (data) => {
          resume(Effect.succeed(String(data)))
          socket.close()
        })
        socket.once("error", (error) => resume(Effect.die(error)))
      }).pipe(Effect.timeout("5 seconds"))
      expect(JSON.parse(greeting)).toMatchObject({ event: "pusher:connection_established" })
    })
  )
})
