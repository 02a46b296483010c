// Journey: Zenith's admin has a draft A/B test of the Zenith Home page and a
// running one of the Pricing page (made through the API; HubSpot runs one test per page). The running
// one offers no delete. The draft is deleted from its page: 'Delete experiment' opens the confirmation
// (Escape cancels it, the keyboard reopens it), Delete takes the admin back to the experiments list,
// where it is gone. The running one is stopped and deleted through the API at the end, so no other
// journey sees either.
import { type APIRequestContext } from "@playwright/test"

import { portalIdByName } from "./support/api.ts"
import { logIn } from "./support/app.ts"
import { zenithAdmin } from "./support/demo-accounts.ts"
import { expect, test } from "./support/fixtures.ts"

const BASE = "/portal/api/v2"

interface Created {
  readonly data: { readonly id: number }
}

/** A draft experiment of a Zenith page (the page and its HubSpot variation), made through the API as setup. */
const createExperiment = async (
  request: APIRequestContext,
  token: string,
  portal: number,
  name: string,
  pageName: string
): Promise<number> => {
  const headers = { authorization: `Bearer ${token}` }
  const options = await request.get(`${BASE}/portals/${portal}/experiments/options`, { headers })
  expect(options.status()).toBe(200)
  const { data } = (await options.json()) as { data: { pages: ReadonlyArray<{ id: string; name: string }> } }
  const home = data.pages.find((candidate) => candidate.name === pageName)
  if (home === undefined) throw new Error(`Zenith Portal offers no ${pageName} page`)
  const created = await request.post(`${BASE}/portals/${portal}/experiments`, {
    headers,
    data: {
      name,
      page_id: home.id,
      goal: "clicks",
      variants: [
        { name: "Control", source: "control" },
        { name: "Variant B", source: "copy" }
      ]
    }
  })
  expect(created.status()).toBe(201)
  return ((await created.json()) as Created).data.id
}

test("a draft experiment is deleted from its page; a running one offers no delete", async ({ page, request }) => {
  test.setTimeout(60_000)
  const stamp = Date.now()
  const draftName = `Home hero ${stamp}`
  const runningName = `Home footer ${stamp}`
  const portal = await portalIdByName(request, zenithAdmin, "Zenith Portal")
  const login = await request.post("/auth/api/v2/login", { data: { email: zenithAdmin.email, password: zenithAdmin.password } })
  const token = ((await login.json()) as { data: { token: string } }).data.token
  const headers = { authorization: `Bearer ${token}` }
  const draft = await createExperiment(request, token, portal, draftName, "Zenith Home")
  const running = await createExperiment(request, token, portal, runningName, "Pricing")
  expect((await request.post(`${BASE}/experiments/${running}/start`, { headers })).status()).toBe(200)

  await logIn(page, zenithAdmin)

  // Running: Stop is offered, deleting is not.
  await page.goto(`/portals-main/${portal}/experiments/${running}`)
  await expect(page.getByRole("heading", { name: runningName, level: 1 })).toContainText("Running")
  await expect(page.getByRole("button", { name: "Stop" })).toBeVisible()
  await expect(page.getByRole("button", { name: "Delete experiment" })).toHaveCount(0)

  // The draft: the confirmation says what happens in HubSpot; Escape cancels it.
  await page.goto(`/portals-main/${portal}/experiments/${draft}`)
  await expect(page.getByRole("heading", { name: draftName, level: 1 })).toContainText("Draft")
  const remove = page.getByRole("button", { name: "Delete experiment" })
  await remove.click()
  const dialog = page.getByRole("alertdialog", { name: "Delete experiment" })
  await expect(dialog).toBeVisible()
  await expect(dialog).toContainText(`Delete "${draftName}"? Its variant pages are archived in HubSpot; the control page stays.`)
  // Focus starts on the safe choice: Enter alone cannot delete.
  await expect(dialog.getByRole("button", { name: "Cancel" })).toBeFocused()
  await page.keyboard.press("Escape")
  await expect(dialog).toHaveCount(0)

  // From the keyboard: reopen it, Tab from Cancel to Delete and confirm with Enter.
  await remove.focus()
  await page.keyboard.press("Enter")
  await expect(dialog).toBeVisible()
  await expect(dialog.getByRole("button", { name: "Cancel" })).toBeFocused()
  await page.keyboard.press("Tab")
  await expect(dialog.getByRole("button", { name: "Delete", exact: true })).toBeFocused()
  await page.keyboard.press("Enter")

  await expect(page).toHaveURL(new RegExp(`/portals-main/${portal}/experiments$`))
  await expect(page.getByRole("heading", { name: "Experiments — Zenith Portal", level: 1 })).toBeVisible()
  const list = page.getByRole("grid", { name: "Experiments" })
  await expect(list.getByRole("row", { name: new RegExp(runningName) })).toContainText("Running")
  await expect(list.getByRole("row", { name: new RegExp(draftName) })).toHaveCount(0)
  expect((await request.get(`${BASE}/experiments/${draft}`, { headers })).status()).toBe(404)

  // Clean up: stopped, the running one may go too.
  expect((await request.post(`${BASE}/experiments/${running}/stop`, { headers })).status()).toBe(200)
  expect((await request.delete(`${BASE}/experiments/${running}`, { headers })).status()).toBe(200)
})
