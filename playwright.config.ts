// Browser journeys in Debian's Chromium against a server started on a fresh temporary database.
import { defineConfig } from "@playwright/test"

const port = Number(process.env.E2E_PORT ?? 3100)

export default defineConfig({
  testDir: "./tests/e2e",
  timeout: 30_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: [["list"]],
  use: {
    baseURL: `http://localhost:${port}`,
    // A desktop window, where the editor bar shows every entry; the narrow widths (1280 px with a long
    // portal name, 768 and 390 px) have journeys of their own that set their viewport.
    viewport: { width: 1440, height: 900 },
    // The app's service worker would fetch chunks and assets past page.route (journeys that fail a chunk
    // on purpose); h6-service-worker.spec.ts allows it to test the worker itself.
    serviceWorkers: "block",
    trace: "off",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: [
        "--headless",
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync"
      ]
    }
  },
  webServer: {
    command: `node scripts/e2e-server.mjs`,
    url: `http://localhost:${port}/auth/api/v2/client-config`,
    timeout: 120_000,
    reuseExistingServer: false,
    // The default SIGKILL would leave the temporary data directory behind; SIGTERM lets the script remove it.
    gracefulShutdown: { signal: "SIGTERM", timeout: 15_000 },
    // Startup and failures show in the run's output; one line per request would drown them.
    stdout: "pipe",
    env: { PORT: String(port), LOG_REQUESTS: "false" }
  }
})
