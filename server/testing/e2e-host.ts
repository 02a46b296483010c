// The browser journeys' servers: one host process per Playwright worker (tests/e2e/support/fixtures.ts
// forks it), which starts a whole server for each journey on a free port, on its own in-memory copy of
// the migrated, demo-seeded database (template.ts), and stops it when the journey ends. So every journey
// sees the demo world as `npm start` seeds it, whatever other journeys did before it or beside it.
//
// Protocol over the IPC channel: the host says { ready: true } once its template is built; then
// { start: id, env? } answers { started: id, url } (or { failed: id, message }), { stop: id } answers { stopped: id }.
// `env` holds environment variables for that journey's server alone, read over the host's own environment
// by everything its settings and layers read through Effect Config. The host ends when the channel closes
// (its worker ended or died).
import { mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"

import { ConfigProvider, Effect, Exit, Layer, Scope } from "effect"

import { makeAppLayer } from "../app.ts"
import { AppConfig, loadSettings, type Settings } from "../config.ts"
import { PublicUrl } from "../lib/public-url.ts"
import { TestDatabase } from "./database.ts"
import { testSettings } from "./settings.ts"
import { buildPgliteTemplates, writeDump } from "./template.ts"
import { TemplateEnv } from "./template-env.ts"

type Env = Readonly<Record<string, string>>
type Request = { readonly start: string; readonly env?: Env } | { readonly stop: string }

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

/**
 * The host's environment with `env` over it, as a ConfigProvider: the settings and every Config the app's
 * layers read while they are built (the sandboxes' settings among them) see the journey's variables. The
 * fibers the build forks (the HTTP server's) inherit it, so Config reads while requests are served see it too.
 */
const configProviderFor = (env: Env): ConfigProvider.ConfigProvider =>
  // "_" between a nested config's names, as ConfigProvider.fromEnv reads them.
  ConfigProvider.fromMap(new Map(Object.entries(env)), { pathDelim: "_" }).pipe(ConfigProvider.orElse(() => ConfigProvider.fromEnv()))

const boot = async (settings: Settings, provider: ConfigProvider.ConfigProvider | undefined): Promise<Started> => {
  const scope = Effect.runSync(Scope.make())
  const withEnv = <A, E>(effect: Effect.Effect<A, E>) => (provider === undefined ? effect : Effect.withConfigProvider(effect, provider))
  try {
    const layer = makeAppLayer({ database: TestDatabase }).pipe(Layer.provideMerge(AppConfig.make(settings)))
    const context = await Effect.runPromise(withEnv(Layer.buildWithScope(layer, scope)))
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
 * until handed out, so it is as fresh as one started on demand. It has the default settings: only a
 * journey without an env of its own takes it.
 */
let spare: Promise<Started> | undefined

const start = async (id: string, settings: Settings): Promise<string> => {
  const ready = spare ?? boot(settings, undefined)
  spare = undefined
  // A spare that failed to start is not the journey's failure: start one anew.
  const started = await ready.catch(() => boot(settings, undefined))
  running.set(id, started.scope)
  spare = boot(settings, undefined)
  // Handled here so an unused spare's failure is not an unhandled rejection; the next start retries.
  spare.catch(() => undefined)
  return started.url
}

/** A journey with an env of its own: a server booted for it alone; the spare stays for the next default journey. */
const startWithEnv = async (id: string, env: Env): Promise<string> => {
  const provider = configProviderFor(env)
  const settings = settingsFor(await Effect.runPromise(Effect.withConfigProvider(loadSettings, provider)))
  const started = await boot(settings, provider)
  running.set(id, started.scope)
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
      const started =
        request.env === undefined || Object.keys(request.env).length === 0
          ? start(request.start, settings)
          : startWithEnv(request.start, request.env)
      started.then(
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
