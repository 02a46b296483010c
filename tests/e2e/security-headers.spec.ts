// The app under its Content-Security-Policy: no page, frame or script the journeys touch is blocked.
// Every page reports CSP violations (a securitypolicyviolation listener in every frame, and Chromium's
// own console messages); any one fails the journey. Buying credits with a 3-D Secure card runs the
// sandbox authentication page in the app's frame, and the payment.succeeded event arrives on Zenith
// Agency's private channel, never on the spec's public one.
import { type Page } from "@playwright/test"

import { logIn, openUserMenu, portalCard } from "./support/app.ts"
import { zenithAdmin } from "./support/demo-accounts.ts"
import { expect, test } from "./support/fixtures.ts"

const AUTHENTICATION_CARD = "4000 0027 6000 3184"

/** Collects CSP violations of the page and all its frames. */
const watchPolicy = async (page: Page): Promise<Array<string>> => {
  const violations: Array<string> = []
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      console.error(
        `CSP violation: ${event.violatedDirective} blocked ${event.blockedURI || "inline"} at ${event.sourceFile}:${event.lineNumber}`
      )
    })
  })
  page.on("console", (message) => {
    const text = message.text()
    if (/CSP violation|Content Security Policy|Content-Security-Policy/i.test(text)) violations.push(text)
  })
  return violations
}

/** Frames the realtime socket received, as text. */
const watchRealtime = (page: Page): Array<string> => {
  const frames: Array<string> = []
  page.on("websocket", (socket) => socket.on("framereceived", (frame) => frames.push(String(frame.payload))))
  return frames
}

test("the SPA's policy lets Stripe's origins in and nothing inline", async ({ page }) => {
  const violations = await watchPolicy(page)
  const response = await page.goto("/")
  const policy = response?.headers()["content-security-policy"] ?? ""
  const directive = (name: string) =>
    policy
      .split(";")
      .map((part) => part.trim())
      .find((part) => part.startsWith(`${name} `)) ?? ""
  expect(directive("script-src")).toContain("https://js.stripe.com")
  expect(directive("script-src")).not.toContain("'unsafe-inline'")
  expect(directive("script-src")).not.toContain("'unsafe-eval'")
  expect(directive("frame-src")).toContain("https://js.stripe.com")
  expect(directive("frame-src")).toContain("https://hooks.stripe.com")
  expect(directive("connect-src")).toContain("https://api.stripe.com")
  expect(directive("frame-ancestors")).toBe("frame-ancestors 'none'")
  expect(response?.headers()["x-frame-options"]).toBe("DENY")
  expect(response?.headers()["x-content-type-options"]).toBe("nosniff")
  await expect(page.getByRole("heading", { name: "Log in", level: 1 })).toBeVisible()
  expect(violations).toEqual([])
})

test("logging in and opening the main screens breaks no policy", async ({ page }) => {
  const violations = await watchPolicy(page)
  await logIn(page, zenithAdmin)
  await portalCard(page, "Zenith Portal").click()
  await expect(page.getByRole("heading", { name: "Zenith Portal", level: 1 })).toBeVisible()
  await page.getByRole("button", { name: "Modules", exact: true }).click()
  const drawer = page.getByRole("dialog", { name: "Modules" })
  await expect(drawer.getByRole("list", { name: "Modules" }).getByRole("listitem", { name: "Popup Form", exact: true })).toBeVisible({
    timeout: 15_000
  })
  await page.keyboard.press("Escape")
  await expect(drawer).toHaveCount(0)
  const menu = await openUserMenu(page, zenithAdmin.name)
  await expect(menu.getByRole("menuitem", { name: /^Credits: \d+/ })).toBeVisible()
  await page.keyboard.press("Escape")
  await page.goto("/portals-main")
  await expect(page.getByRole("heading", { name: "Portals", level: 1 })).toBeVisible()
  expect(violations).toEqual([])
})

test("buying credits with a 3-D Secure card: the framed authentication works and payment.succeeded arrives on the agency's private channel", async ({
  page
}) => {
  test.setTimeout(90_000)
  const violations = await watchPolicy(page)
  const frames = watchRealtime(page)
  await logIn(page, zenithAdmin)
  const menu = await openUserMenu(page, zenithAdmin.name)
  await menu.getByRole("menuitem", { name: /^Credits: \d+/ }).click()
  const modal = page.getByRole("dialog", { name: "Buy Credits" })
  await modal.getByRole("button", { name: "Continue" }).click()
  await modal.getByLabel("Card number").fill(AUTHENTICATION_CARD)
  await modal.getByLabel("Expiry").fill("12 / 34")
  await modal.getByLabel("CVC").fill("123")
  await modal.getByRole("button", { name: /^Pay / }).click()
  await expect(page.getByRole("dialog", { name: "Authenticate your payment" })).toBeVisible({ timeout: 15_000 })
  await page.frameLocator('iframe[title="Card authentication"]').getByRole("button", { name: "Complete authentication" }).click()
  const success = page.getByRole("dialog", { name: "Credit Purchase Successful!" })
  await expect(success).toBeVisible({ timeout: 60_000 })

  const payments = () =>
    frames
      .map((text) => JSON.parse(text) as { event: string; channel?: string; data?: string })
      .filter((frame) => frame.event === "payment.succeeded")
  await expect.poll(() => payments().length, { timeout: 15_000 }).toBeGreaterThan(0)
  for (const frame of payments()) {
    expect(frame.channel).toMatch(/^private-sr\.payment\.agency\.\d+$/)
    expect(JSON.parse(frame.data ?? "{}")).toEqual({ agency_id: Number(frame.channel!.split(".").at(-1)) })
  }
  // Nothing is ever received on the spec's public channels.
  expect(frames.some((text) => /"channel":"(sr\.payment|analytics|reauth|sr-web-v3)"/.test(text))).toBe(false)
  await success.getByRole("button", { name: "Done" }).click()
  expect(violations).toEqual([])
})

test("/docs renders the API reference under its policy", async ({ page }) => {
  test.setTimeout(90_000)
  const violations = await watchPolicy(page)
  const response = await page.goto("/docs")
  expect(response?.headers()["content-security-policy"]).toContain("script-src 'self'")
  // Scalar reads the whole document before it lists the operation groups (seconds on a busy machine).
  await expect(page.getByText("Authentication", { exact: true }).first()).toBeVisible({ timeout: 60_000 })
  await expect(page.getByText("Session", { exact: true }).first()).toBeVisible()
  // The bundled zod probes whether eval is allowed (try { new Function("") }) and, refused, validates
  // without it: that one refusal is the policy working, not a broken page.
  expect(violations.filter((text) => !/^CSP violation: script-src blocked eval at \S+\/docs\/scalar\.js:/.test(text))).toEqual([])
})
