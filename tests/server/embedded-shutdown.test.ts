// The embedded database outlives a SIGTERM sent to the server's whole process group (what Playwright's
// webServer, a terminal's Ctrl-C or a service manager does): the server stops it once it is done with it.
// Before, the database's process stopped at the same signal while the server was still shutting down, and
// the batch worker's next poll logged "SqlError: Failed to execute statement" (seen in the browser journeys).
import { spawn } from "node:child_process"
import { mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"

import { describe, expect, it } from "vitest"

const driver = "tests/server/support/embedded-shutdown-driver.ts"

describe("the embedded database at shutdown", () => {
  it("answers the server after a SIGTERM to its process group, and stops when the server lets it go", async () => {
    const dataDir = mkdtempSync(join(tmpdir(), "portal-shutdown-"))
    // In a process group of its own, as Playwright starts the e2e server.
    const child = spawn(process.execPath, ["--import", "tsx", driver, dataDir], { detached: true, stdio: ["ignore", "pipe", "pipe"] })
    let out = ""
    child.stdout.on("data", (chunk) => (out += String(chunk)))
    child.stderr.on("data", (chunk) => (out += String(chunk)))
    const closed = new Promise<number | null>((resolve) => child.once("close", (code) => resolve(code)))
    try {
      for (let i = 0; i < 480 && !out.includes("ready") && child.exitCode === null; i++)
        await new Promise((resolve) => setTimeout(resolve, 250))
      expect(out).toContain("ready")

      process.kill(-child.pid!, "SIGTERM")
      const code = await closed
      expect(out).toContain("query after SIGTERM: ok")
      expect(out).toContain("closed")
      expect(code).toBe(0)
    } finally {
      try {
        process.kill(-child.pid!, "SIGKILL")
      } catch {
        // the group has ended
      }
      rmSync(dataDir, { recursive: true, force: true })
    }
  }, 180_000)
})
