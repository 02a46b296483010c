// Browser journeys in Debian's Chromium. Each journey gets a server of its own on a fresh copy of the
// demo data (tests/e2e/support/fixtures.ts), so journeys run in parallel, in any order and sharded.
import { readdirSync, readFileSync } from "node:fs"

import { defineConfig, type Project } from "@playwright/test"

/** Journeys kept out of the run by title, each with its reason (the run's summary lists them). */
const quarantined: ReadonlyArray<{ readonly title: string; readonly reason: string }> = JSON.parse(
  readFileSync(new URL("./scripts/quarantine.json", import.meta.url), "utf8")
).journeys
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")

/**
 * The order the journey files are handed out in. Default: the story sweep first (it takes minutes; first,
 * it no longer runs alone at the end), then the rest by name. E2E_ORDER=reverse or random[:seed] runs the
 * files back to front or shuffled, one project each, to show that no journey needs another to run first.
 */
const projects = (): Array<Project> => {
  const order = process.env["E2E_ORDER"] ?? ""
  if (order === "") {
    return [
      { name: "stories", testMatch: "stories-a11y.spec.ts" },
      { name: "journeys", testIgnore: "stories-a11y.spec.ts" }
    ]
  }
  const files = readdirSync(new URL("./tests/e2e", import.meta.url))
    .filter((name) => name.endsWith(".spec.ts"))
    .sort()
  if (order === "reverse") files.reverse()
  else if (order.startsWith("random")) {
    // A small seeded shuffle (mulberry32), so an order that fails can be run again.
    let seed = Number(order.split(":")[1] ?? Date.now()) >>> 0
    console.log(`E2E_ORDER=random:${seed}`)
    const next = () => {
      seed = (seed + 0x6d2b79f5) >>> 0
      let t = Math.imul(seed ^ (seed >>> 15), 1 | seed)
      t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
      return ((t ^ (t >>> 14)) >>> 0) / 4294967296
    }
    for (let i = files.length - 1; i > 0; i--) {
      const j = Math.floor(next() * (i + 1))
      ;[files[i], files[j]] = [files[j]!, files[i]!]
    }
  } else throw new Error(`E2E_ORDER must be reverse or random[:seed], not ${order}`)
  return files.map((file) => ({ name: file.replace(/\.spec\.ts$/, ""), testMatch: file }))
}

export default defineConfig({
  testDir: "./tests/e2e",
  // A timeout catches a hang, not slowness: two journeys share the 2-core machine, each with its server.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // Journeys share nothing, so they are spread over the workers one by one, not file by file.
  fullyParallel: true,
  // Two on the 2-core machine: each worker's browser and its journey's server keep one core busy.
  workers: Number(process.env["E2E_WORKERS"] ?? 2),
  // A flaky journey is fixed or quarantined by name (scripts/quarantine.json), never retried silently.
  retries: 0,
  ...(quarantined.length === 0 ? {} : { grepInvert: new RegExp(quarantined.map(({ title }) => escape(title)).join("|")) }),
  reporter: [["list"]],
  projects: projects(),
  use: {
    // A desktop window, where the editor bar shows every entry; the narrow widths (1280 px with a long
    // portal name, 768 and 390 px) have journeys of their own that set their viewport.
    viewport: { width: 1440, height: 900 },
    // The app's service worker would fetch chunks and assets past page.route (journeys that fail a chunk
    // on purpose); service-worker.spec.ts allows it to test the worker itself.
    serviceWorkers: "block",
    // An action or navigation that cannot happen (a button that never enables, a link gone with its page)
    // fails naming itself instead of waiting out the journey's whole timeout, where the failure names no step.
    actionTimeout: 30_000,
    navigationTimeout: 30_000,
    trace: "off",
    launchOptions: {
      executablePath: process.env["CHROMIUM_PATH"] ?? "/usr/bin/chromium",
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
  }
})
