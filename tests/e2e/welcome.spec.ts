// Journeys: a self-registered agency admin lands with the one-time welcome, answers the questionnaire,
// opens a guide and never sees the welcome again; /portals-main?welcome=v5 shows what's new in version 5
// once; and the review request can be answered. The registered agency is deleted at the end, so later
// journeys see the demo world only.
import { type APIRequestContext, type Locator } from "@playwright/test"

import { superAdmin } from "./support/demo-accounts.ts"
import { expect, test } from "./support/fixtures.ts"

const stamp = Date.now()
const registrant = {
  first_name: "Wendy",
  last_name: "Welcome",
  email: `welcome-${stamp}@example.com`,
  company: `Welcome Works ${stamp}`,
  website: "https://welcome.example.test"
}

const WELCOME_TITLE = "Welcome to Portal Builder!"

const bearer = async (request: APIRequestContext, credentials: { email: string; password: string }) => {
  const login = await request.post("/auth/api/v2/login", { data: credentials })
  expect(login.status()).toBe(200)
  return { authorization: `Bearer ${((await login.json()) as { data: { token: string } }).data.token}` }
}

/** Picks an answer the way a user does: by clicking its label (react-aria keeps the input visually hidden). */
const choose = async (scope: Locator, role: "radio" | "checkbox", name: string) => {
  await scope
    .locator("label")
    .filter({ has: scope.page().getByRole(role, { name }) })
    .click()
  await expect(scope.getByRole(role, { name })).toBeChecked()
}

/** The id of the agency a registration created, found by its company name (super admin list). */
const agencyIdByName = async (request: APIRequestContext, name: string): Promise<number> => {
  const headers = await bearer(request, superAdmin)
  const list = await request.get("/agency/api/v2/agencies", { params: { keyword: name }, headers })
  expect(list.status()).toBe(200)
  const found = ((await list.json()) as { data: Array<{ id: number; name: string }> }).data.find((agency) => agency.name === name)
  if (found === undefined) throw new Error(`No agency named ${name}`)
  return found.id
}

test.describe("welcome and onboarding", () => {
  test("a self-registered agency admin answers the welcome once, then opens a guide", async ({ page, request }) => {
    const registered = await request.post("/agency/api/v2/agencies/send-me-invite", { data: registrant })
    expect(registered.status()).toBeLessThan(300)
    const { data } = (await registered.json()) as { data: { url: string } }
    expect(data.url).toContain("/auto-login")

    await page.goto(data.url)
    await expect(page).toHaveURL(/\/portals-main/)
    await agencyIdByName(request, registrant.company)
    const welcome = page.getByRole("dialog", { name: WELCOME_TITLE })
    await expect(welcome).toBeVisible()

    // Required answers first.
    await welcome.getByRole("button", { name: "Save and continue" }).click()
    await expect(welcome.getByText("The job role field is required.")).toBeVisible()
    await expect(welcome.getByText("The team size field is required.")).toBeVisible()
    await expect(welcome.getByText("The heard from field is required.")).toBeVisible()
    await choose(welcome, "radio", "Owner or founder")
    await choose(welcome, "radio", "Just me")
    await choose(welcome, "radio", "HubSpot Marketplace")
    await choose(welcome, "checkbox", "Landing pages")
    await welcome.getByRole("button", { name: "Save and continue" }).click()

    const guides = page.getByRole("dialog", { name: "You're all set" })
    await expect(guides.getByRole("list", { name: "Guides" }).getByRole("listitem")).toHaveCount(5)
    await guides.getByRole("button", { name: "Open Installing modules" }).click()
    const guide = page.getByRole("dialog", { name: "Installing modules" })
    await expect(guide).toContainText("Browse the module library")
    // The guide says what to do, step by step, even with no documentation address configured.
    const steps = guide.getByRole("list", { name: "Installing modules: steps" }).getByRole("listitem")
    await expect(steps.first()).toHaveText("Open a portal and choose Modules in the editor bar.")
    await expect(steps).toHaveCount(5)
    await expect(guide).not.toContainText("not published")
    await page.keyboard.press("Escape")
    await expect(guide).toBeHidden()

    await page.reload()
    await expect(page.getByRole("heading", { name: "Portals", level: 1 })).toBeVisible()
    // Give the onboarding check time to answer before asserting the welcome stays away.
    await page.waitForLoadState("networkidle")
    await expect(page.getByRole("dialog", { name: WELCOME_TITLE })).toHaveCount(0)
  })

  test("?welcome=v5 shows what's new in version 5 once", async ({ page, request }) => {
    const registered = await request.post("/agency/api/v2/agencies/send-me-invite", {
      data: { ...registrant, email: `welcome-v5-${stamp}@example.com`, company: `Welcome Five ${stamp}` }
    })
    const { data } = (await registered.json()) as { data: { url: string } }
    await page.goto(data.url)
    await expect(page).toHaveURL(/\/portals-main/)
    const secondAgency = await agencyIdByName(request, `Welcome Five ${stamp}`)
    try {
      // This registrant skips the welcome, so only the v5 modal is in play.
      await page.getByRole("dialog", { name: WELCOME_TITLE }).getByRole("button", { name: "Skip" }).click()
      await expect(page.getByRole("dialog", { name: WELCOME_TITLE })).toBeHidden()

      await page.goto("/portals-main?welcome=v5")
      const v5 = page.getByRole("dialog", { name: "Welcome to version 5!" })
      await expect(v5).toBeVisible()
      await expect(page).toHaveURL(/\/portals-main$/)
      await v5.getByRole("button", { name: "Get started" }).click()
      await expect(v5).toBeHidden()
      await page.reload()
      await page.waitForLoadState("networkidle")
      await expect(page.getByRole("dialog", { name: "Welcome to version 5!" })).toHaveCount(0)
    } finally {
      const headers = await bearer(request, superAdmin)
      await request.delete(`/agency/api/v2/agencies/${secondAgency}`, { headers })
    }
  })

  test("the review request can be answered", async ({ page, request }) => {
    // A 7-day-old account cannot be made in a journey: the server's decision is stood in for once,
    // the answer itself goes to the real server, which records it in the activity log.
    let asked = false
    await page.route("**/auth/api/v2/users/onboarding", async (route) => {
      if (asked) return route.continue()
      asked = true
      await route.fulfill({
        status: 200,
        contentType: "application/json",
        body: JSON.stringify({ data: { welcome: false, ask_review: true } })
      })
    })
    // A registrant of its own, so the first journey's answers play no part.
    const registered = await request.post("/agency/api/v2/agencies/send-me-invite", {
      data: { ...registrant, email: `welcome-review-${stamp}@example.com`, company: `Welcome Review ${stamp}` }
    })
    const { data } = (await registered.json()) as { data: { url: string } }
    await page.goto(data.url)
    await expect(page).toHaveURL(/\/portals-main/)
    const thirdAgency = await agencyIdByName(request, `Welcome Review ${stamp}`)
    try {
      const review = page.getByRole("dialog", { name: "Enjoying Portal Builder?" })
      await expect(review).toBeVisible()
      await expect(page.getByRole("dialog", { name: WELCOME_TITLE })).toHaveCount(0)
      await choose(review, "radio", "5 stars")
      await review.getByLabel("Tell us more (optional)").fill("Lovely onboarding")
      await review.getByRole("button", { name: "Send review" }).click()
      await expect(review).toBeHidden()
      await expect(page.getByText("Thank you for your review!")).toBeVisible()

      const headers = await bearer(request, superAdmin)
      const logs = await request.get("/auth/api/v2/logs", { params: { keyword: "user.review_answered" }, headers })
      const entries = ((await logs.json()) as { data: { data: Array<{ properties: Record<string, unknown> }> } }).data.data
      expect(entries[0]?.properties).toMatchObject({ answer: "rated", rating: 5, has_comment: true })
    } finally {
      const headers = await bearer(request, superAdmin)
      await request.delete(`/agency/api/v2/agencies/${thirdAgency}`, { headers })
    }
  })
})
