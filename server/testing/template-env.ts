// Where this run's test database templates are (template.ts builds them): the environment carries them
// from vitest's global setup and the journeys' host to each test process. Kept apart from the builders so
// the integrations' tests load no more than a database.
import { readFileSync } from "node:fs"

import { PgClient } from "@effect/sql-pg"
import { Effect, Option, Redacted } from "effect"

import type { Settings } from "../config.ts"
import { testSettings } from "./settings.ts"

/** The environment variables that carry the templates to the tests. */
export const TemplateEnv = {
  /** Path of the PGlite dump of a migrated database seeded with the demo world. */
  pgliteDemo: "PORTAL_TEST_PGLITE_DEMO",
  /** Path of the PGlite dump of an initialised, empty database. */
  pgliteEmpty: "PORTAL_TEST_PGLITE_EMPTY",
  /** Name of the template database on DATABASE_URL's server. */
  serverDemo: "PORTAL_TEST_PG_TEMPLATE"
} as const

const fromEnv = (name: string): string | undefined => {
  const value = process.env[name]
  return value === undefined || value.trim() === "" ? undefined : value
}

/**
 * Whether a test's settings seed what the demo template holds: the demo world, with its CRM refresh
 * tokens encrypted under the tests' default key. A test that changes either gets a fresh database.
 */
export const seedsDemoTemplate = (settings: Settings): boolean => {
  const defaults = testSettings()
  return (
    settings.seedDemo &&
    Option.isSome(settings.appKey) &&
    Option.isSome(defaults.appKey) &&
    Redacted.value(settings.appKey.value) === Redacted.value(defaults.appKey.value)
  )
}

/** Dumps already read, by path: a process starting many servers (the journeys' host) reads each once. */
const dumps = new Map<string, Blob>()

/** The PGlite dump named by `variable` when this run has it. */
export const pgliteTemplate = (variable: string): Blob | undefined => {
  const path = fromEnv(variable)
  if (path === undefined) return undefined
  const dump = dumps.get(path) ?? new Blob([readFileSync(path)])
  dumps.set(path, dump)
  return dump
}

export const serverTemplate = (): string | undefined => fromEnv(TemplateEnv.serverDemo)

/** The same server URL with another database name. */
export const withDatabase = (url: string, name: string) => {
  const parsed = new URL(url)
  parsed.pathname = `/${name}`
  return parsed.toString()
}

/** Runs one statement on the server's maintenance connection. */
export const onMaintenance = (serverUrl: string, statement: string) =>
  Effect.flatMap(PgClient.PgClient, (sql) => sql.unsafe(statement)).pipe(
    Effect.provide(PgClient.layer({ url: Redacted.make(serverUrl), maxConnections: 1 })),
    Effect.orDie,
    Effect.asVoid
  )
