// Axe over every story of the Storybook build (storybook-static, built by scripts/test.sh
// before the journeys). A story fails on a serious or critical violation, as the a11y addon's panel
// flags it. The preview is loaded once and the stories are switched through its channel, which keeps
// the ~600 stories within a few minutes; the a11y addon's own run is turned off (globals a11y.manual)
// so axe runs once per story, here, honouring the story's parameters.a11y as the addon does. axe-core
// is injected once and run in the page: AxeBuilder.analyze re-injects its 600 kB source on every call
// (about half a second a story, over the time budget).
import { existsSync, readFileSync } from "node:fs"
import { createServer, type Server } from "node:http"
import { createRequire } from "node:module"
import type { AddressInfo } from "node:net"
import { extname, join, normalize, resolve } from "node:path"

import { type Page } from "@playwright/test"

import { describeViolations, FAILING_IMPACTS, type Violation } from "./support/axe.ts"
import { expect, test } from "./support/fixtures.ts"

const STATIC_DIR = resolve(import.meta.dirname, "../../storybook-static")
const INDEX = join(STATIC_DIR, "index.json")

/** The subset of the addon's parameters.a11y that the sweep honours. */
interface A11yParameters {
  readonly disable?: boolean
  readonly test?: "off" | "todo" | "error"
  readonly config?: { readonly rules?: ReadonlyArray<{ readonly id?: string; readonly enabled?: boolean }> }
  readonly options?: Record<string, unknown> & { readonly runOnly?: unknown; readonly rules?: Record<string, { enabled: boolean }> }
  readonly context?: string | { readonly include?: unknown; readonly exclude?: unknown }
}

interface Rendered {
  /** Why the story could not be checked (it did not render, or threw), if it could not. */
  readonly error?: string
  readonly a11y?: A11yParameters
}

const CONTENT_TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".webp": "image/webp",
  ".woff2": "font/woff2",
  ".ico": "image/x-icon"
}

/** A static server over storybook-static on a free port (no package needed for this much). */
const serveStatic = (root: string): Promise<Server> =>
  new Promise((resolveServer) => {
    const server = createServer((request, response) => {
      const path = decodeURIComponent(new URL(request.url ?? "/", "http://localhost").pathname)
      const file = normalize(join(root, path.endsWith("/") ? `${path}index.html` : path))
      if (!file.startsWith(root) || !existsSync(file)) {
        response.writeHead(404).end()
        return
      }
      try {
        const body = readFileSync(file)
        response.writeHead(200, { "content-type": CONTENT_TYPES[extname(file)] ?? "application/octet-stream" }).end(body)
      } catch {
        response.writeHead(404).end()
      }
    })
    server.listen(0, "127.0.0.1", () => resolveServer(server))
  })

/**
 * Renders the story (switching the already loaded preview to it), waits until its render has
 * finished (play function and animations included) and returns its a11y parameters, or why it failed.
 */
const renderStory = (page: Page, storyId: string): Promise<Rendered> =>
  page.evaluate(async (id) => {
    interface Channel {
      on(event: string, listener: (payload: { storyId?: string }) => void): void
      off(event: string, listener: (payload: { storyId?: string }) => void): void
      emit(event: string, payload: unknown): void
    }
    interface PreviewWindow {
      __STORYBOOK_ADDONS_CHANNEL__: Channel
      __STORYBOOK_PREVIEW__: { currentRender?: { id: string; phase?: string; story?: { parameters: Record<string, unknown> } } }
    }
    const w = window as unknown as PreviewWindow
    const channel = w.__STORYBOOK_ADDONS_CHANNEL__
    const current = () => w.__STORYBOOK_PREVIEW__.currentRender
    const finished = await new Promise<boolean>((resolveRender) => {
      if (current()?.id === id && current()?.phase === "finished") {
        resolveRender(true)
        return
      }
      const timer = setTimeout(() => settle(false), 20_000)
      const onFinished = (payload: { storyId?: string }) => {
        if (payload.storyId === id) settle(true)
      }
      const onMissing = () => settle(false)
      function settle(ok: boolean) {
        clearTimeout(timer)
        channel.off("storyFinished", onFinished)
        channel.off("storyMissing", onMissing)
        resolveRender(ok)
      }
      channel.on("storyFinished", onFinished)
      channel.on("storyMissing", onMissing)
      // The first story is rendered by the page load itself; the others are switched to.
      if (current()?.id !== id) channel.emit("setCurrentStory", { storyId: id, viewMode: "story" })
    })
    if (!finished) return { error: `did not finish rendering (phase ${current()?.phase ?? "none"})` }
    if (document.body.classList.contains("sb-show-errordisplay")) {
      const message = document.querySelector("#error-message")?.textContent ?? ""
      return { error: `threw while rendering: ${message.trim().slice(0, 300)}` }
    }
    // Parameters may hold functions or elements: keep what JSON keeps.
    const a11y = current()?.story?.parameters.a11y
    return { a11y: a11y === undefined ? undefined : (JSON.parse(JSON.stringify(a11y)) as A11yParameters) }
  }, storyId)

/**
 * The a11y addon's run, mirrored (its a11yRunner): axe reset, the addon's default of no 'region' rule
 * (a story has no landmarks) plus the story's config, over the body minus Storybook's own elements
 * (overlays such as drawers and modals are portalled to the body, outside #storybook-root; the
 * document-level rules, html lang and title, are about iframe.html, not the story), with the story's
 * context and options. Only the serious and critical violations come back.
 */
const runAxe = (page: Page, a11y: A11yParameters | undefined): Promise<Array<Violation>> =>
  page.evaluate(
    async ({ parameters, impacts }) => {
      interface Axe {
        reset(): void
        configure(spec: unknown): void
        run(context: unknown, options: unknown): Promise<{ violations: Array<Violation> }>
      }
      const axe = (window as unknown as { axe: Axe }).axe
      const { config = {}, options = {} } = parameters ?? {}
      const context: { include: unknown; exclude: Array<unknown> } = {
        include: document.body,
        exclude: [".sb-wrapper", "#storybook-docs", "#storybook-highlights-root"]
      }
      const given = parameters?.context
      if (given !== undefined) {
        const hasInclude = typeof given === "object" && given.include !== undefined
        const hasExclude = typeof given === "object" && given.exclude !== undefined
        if (hasInclude) context.include = given.include
        else if (!hasExclude) context.include = given
        if (hasExclude) context.exclude = context.exclude.concat(given.exclude)
      }
      const rules = [{ id: "region", enabled: false }, ...(config.rules ?? [])]
      axe.reset()
      axe.configure({ ...config, rules })
      // As the addon: with runOnly, the disabled rules go into the run's options too.
      let runOptions: Record<string, unknown> = { ...options }
      if (options.runOnly !== undefined) {
        const disabled: Record<string, { enabled: false }> = {}
        for (const { id, enabled } of rules) if (id && enabled === false) disabled[id] = { enabled: false }
        runOptions = { ...options, rules: { ...disabled, ...options.rules } }
      }
      const result = await axe.run(context, { ...runOptions, resultTypes: ["violations"] })
      return result.violations
        .filter((violation) => impacts.includes(violation.impact ?? ""))
        .map(({ id, impact, help, nodes }) => ({ id, impact, help, nodes: nodes.map(({ target }) => ({ target })) }))
    },
    { parameters: a11y, impacts: [...FAILING_IMPACTS] }
  )

// Storybook's test-runner mode: a user agent naming StorybookTestRunner makes the preview turn CSS
// animations and transitions off instead of waiting for each to finish.
test.use({ userAgent: "Mozilla/5.0 (X11; Linux x86_64) Chrome StorybookTestRunner" })

test("every story has no serious or critical axe violation", async ({ page }) => {
  test.skip(
    !existsSync(INDEX),
    "storybook-static is absent: build it first (npx storybook build --quiet -o storybook-static; npm test does)"
  )
  test.setTimeout(8 * 60_000)
  const index = JSON.parse(readFileSync(INDEX, "utf8")) as { entries: Record<string, { id: string; type: string }> }
  const stories = Object.values(index.entries).filter((entry) => entry.type === "story")
  expect(stories.length).toBeGreaterThan(0)

  const server = await serveStatic(STATIC_DIR)
  const started = Date.now()
  const failures: Array<string> = []
  const todos: Array<string> = []
  try {
    const { port } = server.address() as AddressInfo
    // a11y.manual: the addon's own afterEach run is skipped; this sweep runs axe instead.
    await page.goto(`http://127.0.0.1:${port}/iframe.html?id=${stories[0]!.id}&viewMode=story&globals=a11y.manual:!true`)
    await page.waitForFunction(() => "__STORYBOOK_ADDONS_CHANNEL__" in window && "__STORYBOOK_PREVIEW__" in window)
    // axe-core, the version @axe-core/playwright runs, injected once for the whole sweep.
    await page.evaluate(readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8"))
    for (const [n, story] of stories.entries()) {
      if (n > 0 && n % 100 === 0) console.log(`stories a11y sweep: ${n} stories in ${Math.round((Date.now() - started) / 1000)} s`)
      const renderStarted = Date.now()
      const rendered = await renderStory(page, story.id)
      const renderTime = Date.now() - renderStarted
      if (renderTime > 3_000) console.log(`stories a11y sweep: ${story.id} took ${renderTime} ms to render`)
      if (rendered.error !== undefined) {
        failures.push(`${story.id}: ${rendered.error}`)
        continue
      }
      if (rendered.a11y?.disable === true || rendered.a11y?.test === "off") continue
      const serious = await runAxe(page, rendered.a11y)
      if (serious.length === 0) continue
      const report = `${story.id}:\n    ${describeViolations(serious).join("\n    ")}`
      // test: "todo" makes the addon warn rather than fail; the sweep lists those stories without failing.
      if (rendered.a11y?.test === "todo") todos.push(report)
      else failures.push(report)
    }
  } finally {
    server.close()
  }
  const seconds = Math.round((Date.now() - started) / 1000)
  console.log(`stories a11y sweep: ${stories.length} stories in ${seconds} s, ${failures.length} failing, ${todos.length} marked todo`)
  if (todos.length > 0) console.log(`a11y todo (not failing):\n  ${todos.join("\n  ")}`)
  expect(failures, `stories with serious or critical axe violations, or that did not render:\n  ${failures.join("\n  ")}\n`).toEqual([])
})
