// The browser journeys' servers: one host process per Playwright worker (tests/e2e/support/fixtures.ts
// forks it), which starts a whole server for each journey on a free port, on its own in-memory copy of
// the migrated, demo-seeded database (template.ts), and stops it when the journey ends. So every journey
// sees the demo world as `npm start` seeds it, whatever other journeys did before it or beside it.
//
// Protocol over the IPC channel: the host says { ready: true } once its template is built; then
// { start: id } answers { started: id, url } (or { failed: id, message }), { stop: id } answers { stopped: id }.
// The host ends when the channel closes (its worker ended or died).
import { mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { Effect, Exit, Layer, Scope } from "effect"
import { makeAppLayer } from "../app.ts"
import { AppConfig, loadSettings, type Settings } from "../config.ts"
import { PublicUrl } from "../lib/public-url.ts"
import { TestDatabase } from "./database.ts"
import { testSettings } from "./settings.ts"
import { buildPgliteTemplates, writeDump } from "./template.ts"
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

interface Started {
  readonly scope: Scope.CloseableScope
  readonly url: string
}

const boot = async (settings: Settings): Promise<Started> => {
  const scope = Effect.runSync(Scope.make())
  try {
    const layer = makeAppLayer({ database: TestDatabase }).pipe(Layer.provideMerge(AppConfig.make(settings)))
    const context = await Effect.runPromise(Layer.buildWithScope(layer, scope))
    const { appUrl } = await Effect.runPromise(Effect.provide(PublicUrl, context))
    return { scope, url: appUrl }
  } catch (error) {
    await Effect.runPromise(Scope.close(scope, Exit.void))
    throw error
  }
}

/**
 * The next journey's server, started while the current journey runs (a journey leaves the CPU idle much
 * of the time, waiting on the page): the next one then starts at once instead of ~2 s later. Untouched
 * until handed out, so it is as fresh as one started on demand.
 */
let spare: Promise<Started> | undefined

const start = async (id: string, settings: Settings): Promise<string> => {
  const ready = spare ?? boot(settings)
  spare = undefined
  // A spare that failed to start is not the journey's failure: start one anew.
  const started = await ready.catch(() => boot(settings))
  running.set(id, started.scope)
  spare = boot(settings)
  // Handled here so an unused spare's failure is not an unhandled rejection; the next start retries.
  spare.catch(() => undefined)
  return started.url
}

const stop = async (id: string) => {
  const scope = running.get(id)
  running.delete(id)
  if (scope !== undefined) await Effect.runPromise(Scope.close(scope, Exit.void))
}

const main = async () => {
  const settings = settingsFor(await Effect.runPromise(loadSettings))
  const { demo } = await Effect.runPromise(buildPgliteTemplates)
  process.env[TemplateEnv.pgliteDemo] = await writeDump(directory, "demo.tar", demo)

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
    const unused = spare?.then(({ scope }) => Effect.runPromise(Scope.close(scope, Exit.void)))
    Promise.allSettled([...[...running.keys()].map(stop), unused]).finally(() => {
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
