// Starts the whole server in-process on a free port with a fresh, seeded database (e2e and bench).
import { Effect, Exit, Layer, Scope } from "effect"

import { type AppOptions, makeAppLayer } from "../app.ts"
import { AppConfig, type Settings } from "../config.ts"
import { PublicUrl } from "../lib/public-url.ts"
import { TestDatabase } from "./database.ts"
import { testSettings } from "./settings.ts"

export interface TestServer {
  /** e.g. http://localhost:41234 (no trailing slash). */
  readonly url: string
  readonly port: number
  readonly dispose: () => Promise<void>
}

/**
 * The app layer for tests: in-memory PGlite (or a fresh test_* database when DATABASE_URL is set);
 * `options` may turn off the background worker or payment sweep.
 */
export const testAppLayer = (overrides: Partial<Settings> = {}, options: Omit<AppOptions, "database"> = {}) =>
  makeAppLayer({ ...options, database: TestDatabase }).pipe(Layer.provideMerge(AppConfig.make(testSettings(overrides))))

export const startTestServer = async (overrides: Partial<Settings> = {}): Promise<TestServer> => {
  const scope = Effect.runSync(Scope.make())
  try {
    const context = await Effect.runPromise(Layer.buildWithScope(testAppLayer(overrides), scope))
    const { appUrl, port } = await Effect.runPromise(Effect.provide(PublicUrl, context))
    return { url: appUrl, port, dispose: () => Effect.runPromise(Scope.close(scope, Exit.void)) }
  } catch (error) {
    await Effect.runPromise(Scope.close(scope, Exit.void))
    throw error
  }
}
