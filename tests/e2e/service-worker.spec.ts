// Journeys: the service worker. It registers, takes control, and a second load serves the
// fingerprinted assets from its cache while the API still goes to the network; a browser without
// service workers gets the spec's sentence in the console and an app that works the same.
import { type Response } from "@playwright/test"

import { submitLogin } from "./support/app.ts"
import { demoUser } from "./support/demo-accounts.ts"
import { expect, test } from "./support/fixtures.ts"

// The other journeys block the worker (playwright.config.ts); these test it.
test.use({ serviceWorkers: "allow" })

test("the worker registers, and a second load takes the assets from its cache but not the API", async ({ page }) => {
  test.setTimeout(90_000)
  await page.goto("/")
  await expect(page.getByRole("heading", { name: "Log in", level: 1 })).toBeVisible({ timeout: 30_000 })
  // Registered after the load event; the page is controlled once the worker has activated and claimed it.
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 })
  // The first load's lazy chunks (the busy notice) may have been asked for before the worker took control;
  // on a slow machine their answers came after the listener below and were counted as the second load's.
  await page.waitForLoadState("networkidle")

  const responses: Array<Response> = []
  page.on("response", (response) => responses.push(response))
  await page.reload()
  await submitLogin(page, demoUser)
  await expect(page).toHaveURL("/portals-main", { timeout: 30_000 })
  await expect(page.getByRole("heading", { name: "Portals", level: 1 })).toBeVisible({ timeout: 30_000 })

  const assets = responses.filter((response) => new URL(response.url()).pathname.startsWith("/assets/"))
  expect(assets.length).toBeGreaterThan(0)
  expect(assets.filter((response) => !response.fromServiceWorker()).map((response) => response.url())).toEqual([])
  const api = responses.filter((response) => new URL(response.url()).pathname.startsWith("/auth/api/"))
  expect(api.length).toBeGreaterThan(0)
  expect(api.filter((response) => response.fromServiceWorker()).map((response) => response.url())).toEqual([])

  // The caches carry the build's version, and hold the shell and assets, never an API or sign-in answer.
  const cached = await page.evaluate(async () => {
    const names = await caches.keys()
    const urls: Array<string> = []
    for (const name of names) for (const request of await (await caches.open(name)).keys()) urls.push(new URL(request.url).pathname)
    return { names, urls }
  })
  expect(cached.names).toEqual(
    expect.arrayContaining([
      expect.stringMatching(/^portal-app-shell-[0-9a-f]{12}$/),
      expect.stringMatching(/^portal-app-assets-[0-9a-f]{12}$/)
    ])
  )
  expect(cached.urls).toContain("/index.html")
  // Precached on install: a chunk this agency user never loaded (the super admin's activity log) is there too.
  expect(cached.urls.some((path) => /^\/assets\/ActivityLog-[\w-]+\.js$/.test(path))).toBe(true)
  expect(cached.urls.filter((path) => !path.startsWith("/assets/") && path !== "/index.html")).toEqual([])
})

test("a browser without service workers gets the spec's sentence in the console, and the app still works", async ({ page }) => {
  test.setTimeout(90_000)
  await page.addInitScript(() => {
    // @ts-expect-error: a browser that has no service workers
    delete Navigator.prototype.serviceWorker
  })
  const messages: Array<string> = []
  page.on("console", (message) => messages.push(message.text()))
  await page.goto("/")
  await submitLogin(page, demoUser)
  await expect(page.getByRole("heading", { name: "Portals", level: 1 })).toBeVisible({ timeout: 30_000 })
  expect(messages).toContain("serviceWorker is not supported in current browser!")
})
