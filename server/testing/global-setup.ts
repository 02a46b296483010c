// vitest's global setup for the server projects (embedded and PostgreSQL): this run's database templates (template.ts),
// built once before any test file and handed to the test processes through the environment.
import { mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"

import { Effect } from "effect"

import { buildPgliteTemplates, buildServerTemplate, dropServerTemplate, writeDump } from "./template.ts"
import { TemplateEnv } from "./template-env.ts"

export default async function setup(): Promise<() => Promise<void>> {
  const started = Date.now()
  const directory = mkdtempSync(join(tmpdir(), "portal-test-templates-"))
  const { demo, empty } = await Effect.runPromise(buildPgliteTemplates)
  process.env[TemplateEnv.pgliteDemo] = await writeDump(directory, "demo.tar", demo)
  process.env[TemplateEnv.pgliteEmpty] = await writeDump(directory, "empty.tar", empty)

  const serverUrl = process.env["DATABASE_URL"]?.trim()
  const serverTemplate = serverUrl ? await Effect.runPromise(buildServerTemplate(serverUrl)) : undefined
  if (serverTemplate !== undefined) process.env[TemplateEnv.serverDemo] = serverTemplate
  console.log(
    `Test database templates built in ${((Date.now() - started) / 1000).toFixed(1)} s${serverTemplate ? ` (PostgreSQL: ${serverTemplate})` : ""}`
  )

  return async () => {
    rmSync(directory, { recursive: true, force: true })
    if (serverUrl && serverTemplate !== undefined) await Effect.runPromise(dropServerTemplate(serverUrl, serverTemplate))
  }
}
