// `npm run bench`: what a user waits for. (1) The JavaScript the login route loads before the
// login form paints (gzip bytes, measured in Chromium against the built app). (2) API latency and
// throughput for login, /me and a portal's module list (the full catalogue) at 32 connections (after a 2 s warm-up) for
// 10 s, beside a bare node:http server answering a fixed JSON body on the same machine (the ceiling); the
// super admin's portal health overview over a fleet of 500 more portals (DEMO_FLEET), beside the plain portal
// list of the same portals (the overview's cost as a ratio of the list's), and the overview drawn in Chromium
// (bench-health-view.ts: opened, filtered, searched).
// (3) A 50-module group install end to end against the sandbox CRM (seconds), with the 50 modules
// imported by the catalogue import beforehand (bench-catalogue.ts). (4) Under HubSpot's own rate limit
// (110 calls per 10 s, every call counted): a whole-catalogue group install and a 252-page migration,
// against the ideal time calls ÷ limit (bench-limits.ts). With DATABASE_URL, (2)'s API figures again on a fresh
// database of that PostgreSQL (bench-postgres.ts). Every API figure's throughput is also printed as a ratio to
// the server's own no-database endpoint and to the bare server of the same run. BENCH_ONLY=javascript stops
// after (1), which also reports the editor route with the Modules drawer open and a repeat visit; BENCH_ONLY=api
// measures only (2)'s API figures with their ratios, on the embedded database and (with DATABASE_URL) on
// PostgreSQL (for work on the request pipeline).
import { type ChildProcess, spawn } from "node:child_process"
import { mkdtempSync, readFileSync, rmSync } from "node:fs"
import { createServer } from "node:http"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { gzipSync } from "node:zlib"

import autocannon from "autocannon"
import { chromium } from "playwright-core"

import { BENCH_GROUP, BENCH_MODULES, prepareBenchCatalogue } from "./bench-catalogue.ts"
import { healthViewInBrowser } from "./bench-health-view.ts"
import { rateLimitedRuns } from "./bench-limits.ts"
import { BENCH_APP_KEY, preparePostgres } from "./bench-postgres.ts"

const PORT = Number(process.env.BENCH_PORT ?? 3200)
const BASE = `http://localhost:${PORT}`
const DURATION = Number(process.env.BENCH_SECONDS ?? 10)
const CONNECTIONS = 32
const STARTUP_SECONDS = 180
const DEMO = { email: "agency@example.com", password: "Agency123!" }
const SUPER_ADMIN = { email: "admin@example.com", password: "Admin123!" }
/** Portals the demo seed adds for the health overview (server/composition/seed-fleet.ts). */
const FLEET = 500

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** SIGTERM, then until the process has exited (the next server takes the same port). */
const stop = async (child: ChildProcess | undefined) => {
  if (child === undefined || child.exitCode !== null || child.signalCode !== null) return
  const exited = new Promise((resolve) => child.once("exit", resolve))
  child.kill("SIGTERM")
  await exited
}

/** The server on the embedded database in `dataDir`, or (with `databaseUrl`) on that PostgreSQL database. */
async function startServer(dataDir: string, databaseUrl?: string): Promise<ChildProcess> {
  const { DATABASE_URL: _external, ...env } = process.env
  const database = databaseUrl === undefined ? {} : { DATABASE_URL: databaseUrl, APP_KEY: BENCH_APP_KEY }
  const child = spawn("node_modules/.bin/tsx", ["server/main.ts"], {
    stdio: ["ignore", "ignore", "inherit"],
    // Request logging stays on, as in production (its lines go nowhere). The login figure measures
    // throughput: 32 logins at once to one account from one address would otherwise meet the login limits,
    // which count attempts while their passwords are being checked.
    env: {
      ...env,
      ...database,
      PORT: String(PORT),
      DATA_DIR: dataDir,
      DEMO_FLEET: String(FLEET),
      LOGIN_MAX_PER_IP: "1000",
      LOGIN_MAX_PER_ACCOUNT: "1000"
    }
  })
  const deadline = Date.now() + STARTUP_SECONDS * 1000
  while (Date.now() < deadline) {
    try {
      // A connection accepted while the server is still starting may never be answered: give up on it.
      const res = await fetch(`${BASE}/auth/api/v2/client-config`, { signal: AbortSignal.timeout(2000) })
      if (res.ok) return child
    } catch {
      // not listening yet
    }
    await sleep(500)
  }
  child.kill()
  throw new Error(`The server did not start within ${STARTUP_SECONDS} s`)
}

interface ScriptFiles {
  readonly files: Array<{ path: string; gzip: number }>
  readonly total: number
}

const gzipOf = (paths: Iterable<string>): ScriptFiles => {
  const files = [...paths].map((path) => ({ path, gzip: gzipSync(readFileSync(join("dist", path)), { level: 9 }).length }))
  return { files, total: files.reduce((sum, f) => sum + f.gzip, 0) }
}

/**
 * In Chromium against the built app: the scripts the login route loads before the form paints; those loaded
 * by the time the editor shows Acme Portal with the Modules drawer's list; and, on a repeat visit (a new tab
 * of the same browser), how many script bytes still crossed the network (the service worker serves the shell).
 */
async function routeJavaScript(): Promise<{ login: ScriptFiles; editor: ScriptFiles; repeat: { scripts: number; wireBytes: number } }> {
  const browser = await chromium.launch({
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
  })
  try {
    const context = await browser.newContext()
    const page = await context.newPage()
    const scripts = new Set<string>()
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.add(new URL(request.url()).pathname)
    })
    await page.goto(`${BASE}/`)
    await page.getByLabel("Email").first().waitFor({ state: "visible" })
    const login = gzipOf(scripts)

    await page.getByLabel("Email").fill(DEMO.email)
    await page.getByLabel("Password").fill(DEMO.password)
    await page.getByRole("button", { name: "Log in" }).click()
    await page
      .getByRole("list", { name: "Portals" })
      .getByRole("link", { name: /^Open Acme Portal,/ })
      .click()
    await page.getByRole("button", { name: "Modules", exact: true }).click()
    await page.getByRole("dialog", { name: "Modules" }).getByRole("list", { name: "Modules" }).getByRole("listitem").first().waitFor()
    const editor = gzipOf(scripts)

    // The service worker took control during the first visit; a new tab of the same profile is a repeat visit.
    const again = await context.newPage()
    const cdp = await context.newCDPSession(again)
    await cdp.send("Network.enable")
    const kinds = new Map<string, string>()
    const repeat = { scripts: 0, wireBytes: 0 }
    cdp.on("Network.responseReceived", (event) => kinds.set(event.requestId, event.type))
    cdp.on("Network.loadingFinished", (event) => {
      if (kinds.get(event.requestId) !== "Script") return
      repeat.scripts += 1
      repeat.wireBytes += event.encodedDataLength
    })
    await again.goto(`${BASE}/`)
    await again.getByRole("heading", { level: 1 }).first().waitFor({ state: "visible" })
    return { login, editor, repeat }
  } finally {
    await browser.close()
  }
}

interface Load {
  p50: number
  p99: number
  rps: number
  non2xx: number
}

/**
 * Each figure is taken after WARMUP seconds of the same load, not measured: a path's first requests run before
 * the JIT has compiled it, which would count against whichever figure the bench takes first.
 */
const WARMUP = 2

async function load(opts: autocannon.Options): Promise<Load> {
  await autocannon({ connections: CONNECTIONS, duration: WARMUP, ...opts })
  const result = await autocannon({ connections: CONNECTIONS, duration: DURATION, ...opts })
  return { p50: result.latency.p50, p99: result.latency.p99, rps: result.requests.average, non2xx: result.non2xx }
}

/** Each URL `rounds` times, one request at a time: each one's time from sent to its body read, p50 and p95. */
async function oneAtATime(urls: ReadonlyArray<string>, headers: Record<string, string>, rounds: number) {
  const times: Array<number> = []
  for (let round = 0; round < rounds; round++) {
    for (const url of urls) {
      const started = performance.now()
      const reply = await fetch(url, { headers })
      await reply.arrayBuffer()
      if (!reply.ok) throw new Error(`${url} answered ${reply.status}`)
      times.push(performance.now() - started)
    }
  }
  times.sort((a, b) => a - b)
  const at = (share: number) => times[Math.min(times.length - 1, Math.floor(share * times.length))]!
  return { p50: at(0.5), p95: at(0.95) }
}

async function bareCeiling(): Promise<Load> {
  const body = JSON.stringify({ data: { id: 1, name: "Demo", email: "demo@example.com" } })
  const server = createServer((_req, res) => {
    res.writeHead(200, { "content-type": "application/json" })
    res.end(body)
  })
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
  const address = server.address()
  const port = typeof address === "object" && address ? address.port : 0
  try {
    return await load({ url: `http://127.0.0.1:${port}/` })
  } finally {
    server.close()
  }
}

interface GroupInstall {
  seconds: number
  processed: number
  failed: number
  total: number
  status: string
}

interface Batch {
  status: string
  processedJobs: number
  failedJobs: number
  totalJobs: number
}

/** Starts the bench group's install on the portal and polls the batch until it has finished. */
async function groupInstall(token: string, portal: number): Promise<GroupInstall> {
  const headers = { authorization: `Bearer ${token}`, "content-type": "application/json" }
  const started = performance.now()
  const reply = await fetch(`${BASE}/module/api/v2/module-groups/install`, {
    method: "POST",
    headers,
    body: JSON.stringify({ group: BENCH_GROUP, portal })
  })
  if (!reply.ok) throw new Error(`The group install was refused: ${reply.status} ${await reply.text()}`)
  const id = ((await reply.json()) as { data: { batch_id: string } }).data.batch_id
  for (;;) {
    const poll = await fetch(`${BASE}/portal/api/v2/batch/${id}`, { headers })
    const batch = ((await poll.json()) as { data: Batch }).data
    const seconds = (performance.now() - started) / 1000
    if (batch.status === "finished" || seconds > 600) {
      return { seconds, processed: batch.processedJobs, failed: batch.failedJobs, total: batch.totalJobs, status: batch.status }
    }
    await sleep(250)
  }
}

async function portalId(token: string, name: string): Promise<number> {
  const reply = await fetch(`${BASE}/portal/api/v2/portals?keyword=${encodeURIComponent(name)}`, {
    headers: { authorization: `Bearer ${token}` }
  })
  const portal = ((await reply.json()) as { data: Array<{ id: number; name: string }> }).data.find((candidate) => candidate.name === name)
  if (portal === undefined) throw new Error(`No portal named ${name}`)
  return portal.id
}

async function signIn(who: { email: string; password: string }): Promise<string> {
  const login = await fetch(`${BASE}/auth/api/v2/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(who)
  })
  return ((await login.json()) as { data: { token: string } }).data.token
}

const row = (name: string, l: Load) =>
  `${name.padEnd(46)} p50 ${String(l.p50).padStart(5)} ms   p99 ${String(l.p99).padStart(5)} ms   ${l.rps.toFixed(0).padStart(7)} req/s${l.non2xx ? `   (${l.non2xx} non-2xx)` : ""}`

interface ApiFigures {
  readonly me: Load
  readonly modules: Load
  readonly noDatabase: Load
}

/**
 * /me, a portal's modules, the portal list and health overview (super admin, the fleet), the server's own
 * no-database endpoint (client-config: routing, logging, headers and encoding, no token, no query), and login.
 */
async function apiUnderLoad(database: string): Promise<ApiFigures> {
  const token = await signIn(DEMO)
  console.log(`\nAPI under load (${database}): ${CONNECTIONS} connections, ${DURATION} s each`)
  const me = await load({ url: `${BASE}/auth/api/v2/me`, headers: { authorization: `Bearer ${token}` } })
  console.log(row("GET /auth/api/v2/me", me))
  const acme = await portalId(token, "Acme Portal")
  const modules = await load({
    url: `${BASE}/module/api/v2/modules?portal=${acme}&limit=25`,
    headers: { authorization: `Bearer ${token}` }
  })
  console.log(row("GET /module/api/v2/modules (25)", modules))
  const admin = await signIn(SUPER_ADMIN)
  const list = await load({ url: `${BASE}/portal/api/v2/portals?limit=25`, headers: { authorization: `Bearer ${admin}` } })
  console.log(row(`GET /portal/api/v2/portals (25 of ${FLEET}+)`, list))
  const health = await load({ url: `${BASE}/portal/api/v2/portals/health?limit=25`, headers: { authorization: `Bearer ${admin}` } })
  console.log(row(`GET /portal/api/v2/portals/health (25 of ${FLEET}+)`, health))
  console.log(`  the health overview: ×${(health.p50 / Math.max(list.p50, 1)).toFixed(2)} the portal list's p50`)
  // Issue 30's figure: one overview request's own time, not a queue of 32 (each query string in turn, 40 times).
  const alone = await oneAtATime(
    ["", "&attention=yes", "&plan=pro", "&keyword=Fleet", "&sort_by=last_change"].map(
      (query) => `${BASE}/portal/api/v2/portals/health?limit=25${query}`
    ),
    { authorization: `Bearer ${admin}` },
    40
  )
  console.log(
    `  one request at a time (unfiltered, needs attention, a plan, a search, by last change): p50 ${alone.p50.toFixed(0)} ms   p95 ${alone.p95.toFixed(0)} ms`
  )
  const noDatabase = await load({ url: `${BASE}/auth/api/v2/client-config` })
  console.log(row("GET /auth/api/v2/client-config (no database)", noDatabase))
  // Last: its 32 password checks at a time (scrypt) outlast the 10 s and would slow whatever came next.
  const login = await load({
    url: `${BASE}/auth/api/v2/login`,
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(DEMO)
  })
  console.log(row("POST /auth/api/v2/login", login))
  return { me, modules, noDatabase }
}

/** Each figure's throughput beside the no-database endpoint's and the bare server's, all from this run. */
function ratios(database: string, figures: ApiFigures, bare: Load) {
  const ratio = (of: Load, to: Load) => `×${(of.rps / to.rps).toFixed(3)}`
  console.log(
    `  ${database}: /me ${ratio(figures.me, figures.noDatabase)} the no-database endpoint, ${ratio(figures.me, bare)} bare node:http`
  )
  console.log(
    `  ${database}: modules ${ratio(figures.modules, figures.noDatabase)} the no-database endpoint, ${ratio(figures.modules, bare)} bare node:http`
  )
  console.log(`  ${database}: the no-database endpoint ${ratio(figures.noDatabase, bare)} bare node:http`)
}

const progress = (message: string) => process.stderr.write(`[bench] ${message}\n`)

/** "javascript" or "api": only that part of the bench (see the top). */
const ONLY = process.env.BENCH_ONLY

/** (1): the login route's scripts before first paint, the editor route's, and a repeat visit's. */
async function browserJavaScript() {
  progress("measuring the login and editor routes in Chromium")
  const js = await routeJavaScript()
  console.log("Login route, JavaScript before first paint (gzip):")
  for (const f of js.login.files) console.log(`  ${f.path.padEnd(48)} ${(f.gzip / 1024).toFixed(1).padStart(7)} KB`)
  console.log(`  ${"total".padEnd(48)} ${(js.login.total / 1024).toFixed(1).padStart(7)} KB (${js.login.total} bytes)`)
  console.log(
    `Editor route with the Modules drawer open: ${(js.editor.total / 1024).toFixed(1)} KB of JavaScript (gzip) in ${js.editor.files.length} files`
  )
  console.log(`Repeat visit (a new tab, signed in): ${js.repeat.scripts} scripts, ${js.repeat.wireBytes} bytes of them over the network`)
}

/** (2)'s API figures again on a fresh database of DATABASE_URL's PostgreSQL, when it is set. */
async function postgresApi(bare: Load) {
  const serverUrl = process.env.DATABASE_URL?.trim()
  if (serverUrl === undefined || serverUrl === "") return
  progress("preparing a database on DATABASE_URL's PostgreSQL (demo world, fleet, bench catalogue)")
  const postgres = await preparePostgres(serverUrl, FLEET)
  const scratch = mkdtempSync(join(tmpdir(), "portal-bench-pg-"))
  let server: ChildProcess | undefined
  try {
    progress("starting the server on it")
    server = await startServer(scratch, postgres.url)
    ratios("PostgreSQL", await apiUnderLoad("PostgreSQL"), bare)
  } finally {
    await stop(server)
    await postgres.drop()
    rmSync(scratch, { recursive: true, force: true })
  }
}

async function main() {
  const dataDir = mkdtempSync(join(tmpdir(), "portal-bench-"))
  let child: ChildProcess | undefined
  let bare: Load | undefined
  try {
    progress(`importing ${BENCH_MODULES} modules and the ${BENCH_GROUP} group into a fresh database`)
    await prepareBenchCatalogue({ dataDir })
    progress("starting the server on it")
    child = await startServer(dataDir)
    if (ONLY !== "api") await browserJavaScript()
    if (ONLY === "javascript") return

    progress("loading the API")
    const token = await signIn(DEMO)
    const acme = await portalId(token, "Acme Portal")
    const embedded = await apiUnderLoad("embedded database")
    if (ONLY === "api") {
      bare = await bareCeiling()
      console.log(`\n${row("bare node:http, fixed JSON (ceiling)", bare)}`)
      ratios("embedded database", embedded, bare)
      // The PostgreSQL server takes the same port.
      await stop(child)
      return await postgresApi(bare)
    }
    progress("opening the health overview in Chromium")
    const view = await healthViewInBrowser(BASE, SUPER_ADMIN)
    console.log(`\nThe health overview in Chromium, super admin, ${FLEET}+ portals (ms):`)
    console.log(`  open /portals-main?view=health to its first rows   ${view.firstRows.toFixed(0).padStart(6)}`)
    console.log(`  Needs attention, request to rows drawn             ${view.needsAttention.toFixed(0).padStart(6)}`)
    console.log(`  a plan, request to rows drawn                      ${view.plan.toFixed(0).padStart(6)}`)
    console.log(`  a search, request to rows drawn (after the 1 s pause for typing) ${view.search.toFixed(0).padStart(6)}`)
    bare = await bareCeiling()
    console.log(`\n${row("bare node:http, fixed JSON (ceiling)", bare)}`)
    ratios("embedded database", embedded, bare)

    progress(`installing the ${BENCH_MODULES}-module group on Acme Portal`)
    const install = await groupInstall(token, acme)
    console.log(`\nModule group install, ${BENCH_MODULES} modules on Acme Portal (sandbox CRM), end to end:`)
    console.log(
      `  ${install.seconds.toFixed(1)} s, ${install.processed} of ${install.total} processed, ${install.failed} failed` +
        (install.status === "finished" ? "" : ` (still ${install.status} after 600 s)`)
    )
  } finally {
    await stop(child)
    rmSync(dataDir, { recursive: true, force: true })
  }

  if (bare !== undefined) await postgresApi(bare)

  const limited = await rateLimitedRuns(progress)
  console.log("\nUnder HubSpot's rate limit (110 calls / 10 s per account, every call counted), end to end:")
  for (const run of limited) {
    console.log(
      `  ${run.what.padEnd(46)} ${run.seconds.toFixed(1).padStart(6)} s for ${String(run.calls).padStart(4)} calls` +
        `  (ideal ${run.idealSeconds.toFixed(1)} s, ×${(run.seconds / run.idealSeconds).toFixed(2)}); ${run.jobs};` +
        ` ${run.refused} refused; busiest 10 s window ${run.busiestWindow}`
    )
  }
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
