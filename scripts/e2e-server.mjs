// Starts the built app on a fresh temporary data directory for the browser journeys.
import { spawn } from "node:child_process"
import { mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"

const dataDir = mkdtempSync(join(tmpdir(), "portal-e2e-"))
// The journeys always use the embedded database with its demo data, whatever the shell has set.
const { DATABASE_URL: _ignored, ...env } = process.env
// The server runs in this node's own child (tsx as an import hook, not through npx and a shell), so a
// signal sent to it reaches the server itself and the data directory is removed only once it has stopped.
const child = spawn(process.execPath, ["--import", "tsx", "server/main.ts"], {
  stdio: "inherit",
  // Every journey comes from 127.0.0.1: the per-address limits on registrations and password resets
  // (5 an hour, 5 in 15 minutes) would refuse a full run's; the per-recipient limits stay as in production.
  env: { REGISTER_IP_MAX: "1000", RESET_IP_MAX: "1000", ...env, DATA_DIR: dataDir }
})
let stopping = false
const stop = () => {
  stopping = true
  child.kill("SIGTERM")
}
process.on("SIGTERM", stop)
process.on("SIGINT", stop)
child.on("exit", (code, signal) => {
  // An unasked-for exit mid-run otherwise shows only as refused connections in the journeys.
  if (!stopping) console.error(`e2e server exited unexpectedly (exit code ${code}, signal ${signal})`)
  rmSync(dataDir, { recursive: true, force: true })
  process.exit(code ?? 0)
})
