// Starts the built app on a fresh temporary data directory for the browser journeys.
import { spawn } from "node:child_process"
import { mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"

const dataDir = mkdtempSync(join(tmpdir(), "portal-e2e-"))
// The journeys always use the embedded database with its demo data, whatever the shell has set.
const { DATABASE_URL: _ignored, ...env } = process.env
const child = spawn("npx", ["tsx", "server/main.ts"], {
  stdio: "inherit",
  env: { ...env, DATA_DIR: dataDir }
})
const stop = () => {
  child.kill("SIGTERM")
}
process.on("SIGTERM", stop)
process.on("SIGINT", stop)
child.on("exit", (code) => {
  rmSync(dataDir, { recursive: true, force: true })
  process.exit(code ?? 0)
})
