// The browser journeys' servers: one host process per Playwright worker (tests/e2e/support/fixtures.ts
// forks it), which starts a whole server for each journey on a free port, on its own in-memory copy of
// the migrated, demo-seeded database (template.ts), and stops it when the journey ends. So every journey
// sees the demo world as `npm start` seeds it, whatever other journeys did before it or beside it.
//
// Protocol over the IPC channel: the host says { ready: true } once its template is built; then
// { start: id } answers { started: id, url } (or { failed: id, message }), { stop: id } answers { stopped: id }.
// The host ends when the channel closes (its worker ended or died).
import { mkdtempSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { Effect, Exit, Layer, Scope } from "effect"
import { makeAppLayer } from "../app.ts"
import { AppConfig, loadSettings, type Settings } from "../config.ts"
import { PublicUrl } from "../lib/public-url.ts"
import { TestDatabase } from "./database.ts"
import { testSettings } from "./settings.ts"
import { buildPgliteTemplates } from "./template.ts"
import { TemplateEnv } from "./template-env.ts"

type Request = { readonly start: string } | { readonly stop: string }

const send = (message: object) => process.send?.(message)

// The journeys always use the embedded database with its demo data, whatever the shell has set.
delete process.env["DATABASE_URL"]

const directory = mkdtempSync(join(tmpdir(), "portal-e2e-host-"))
const running = new Map<string, Scope.CloseableScope>()

const settingsFor = (fromEnv: Settings): Settings => ({
  ...fromEnv,
  // A free port per journey, on the address `npm start` listens on.
  port: 0,
  appUrl: "http://localhost:0",
  databaseUrl: testSettings().databaseUrl,
  inMemoryDatabase: true,
  appKey: testSettings().appKey,
  seedDemo: true,
  logRequests: false
})

const start = async (id: string, settings: Settings): Promise<string> => {
  const scope = Effect.runSync(Scope.make())
  try {
    const layer = makeAppLayer({ database: TestDatabase }).pipe(Layer.provideMerge(AppConfig.make(settings)))
    const context = await Effect.runPromise(Layer.buildWithScope(layer, scope))
    const { appUrl } = await Effect.runPromise(Effect.provide(PublicUrl, context))
    running.set(id, scope)
    return appUrl
  } catch (error) {
    await Effect.runPromise(Scope.close(scope, Exit.void))
    throw error
  }
}

const stop = async (id: string) => {
  const scope = running.get(id)
  running.delete(id)
  if (scope !== undefined) await Effect.runPromise(Scope.close(scope, Exit.void))
}

const main = async () => {
  const settings = settingsFor(await Effect.runPromise(loadSettings))
  const { demo } = await Effect.runPromise(buildPgliteTemplates)
  const template = join(directory, "demo.tar")
  writeFileSync(template, Buffer.from(await demo.arrayBuffer()))
  process.env[TemplateEnv.pgliteDemo] = template

  process.on("message", (request: Request) => {
    if ("start" in request) {
      start(request.start, settings).then(
        (url) => send({ started: request.start, url }),
        (error: unknown) => send({ failed: request.start, message: String(error) })
      )
    } else if ("stop" in request) {
      stop(request.stop).finally(() => send({ stopped: request.stop }))
    }
  })
  process.on("disconnect", () => {
    Promise.allSettled([...running.keys()].map(stop)).finally(() => {
      rmSync(directory, { recursive: true, force: true })
      process.exit(0)
    })
  })
  send({ ready: true })
}

main().catch((error: unknown) => {
  console.error("e2e host could not start:", error)
  rmSync(directory, { recursive: true, force: true })
  process.exit(1)
})
