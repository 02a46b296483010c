// Journey: an edit form starts from the record as the server has it now, not from the list
// row loaded earlier. The super admin has the Plans drawer open while the plan is changed elsewhere (its
// own API session, as another tab would); Edit then shows the change, and saving keeps it.
import { type APIRequestContext } from "@playwright/test"

import { logIn, openUserMenu } from "./support/app.ts"
import { superAdmin } from "./support/demo-accounts.ts"
import { expect, test } from "./support/fixtures.ts"

const PLAN = `Fresh Plan ${Date.now().toString(36)}`

const session = async (request: APIRequestContext): Promise<Record<string, string>> => {
  const login = await request.post("/auth/api/v2/login", { data: superAdmin })
  expect(login.status()).toBe(200)
  const { data } = (await login.json()) as { data: { token: string } }
  return { authorization: `Bearer ${data.token}` }
}

const planPayload = (userLimit: number) => ({
  name: PLAN,
  type: "fixed",
  portal_limit: 4,
  user_limit: userLimit,
  module_limit: 30,
  is_free_module: "no",
  is_hidden_plan: "yes",
  custom_logo: "no",
  status: 1,
  module_access: "lite",
  price: 49900,
  currency: "GBP"
})

test("the Plans edit form shows a change made elsewhere after the list was loaded", async ({ page, request }) => {
  test.setTimeout(120_000)
  const headers = await session(request)
  const created = await request.post("/agency/api/v2/plans", { headers, data: planPayload(3) })
  expect(created.status(), await created.text()).toBe(201)
  const { data: plan } = (await created.json()) as { data: { id: number } }
  try {
    await logIn(page, superAdmin)
    const menu = await openUserMenu(page, superAdmin.name)
    await menu.getByRole("menuitem", { name: "Plans" }).click()
    const drawer = page.getByRole("dialog", { name: "Plans" })
    const row = drawer
      .getByRole("grid", { name: "Plans" })
      .getByRole("row")
      .filter({ has: page.getByRole("rowheader", { name: PLAN }) })
    await expect(row.getByRole("gridcell").nth(3)).toHaveText("3", { timeout: 20_000 })

    // Another tab raises the user limit to 9 while this list still shows 3.
    const changed = await request.put(`/agency/api/v2/plans/${plan.id}`, { headers, data: planPayload(9) })
    expect(changed.status(), await changed.text()).toBe(200)
    await expect(row.getByRole("gridcell").nth(3)).toHaveText("3")

    await row.getByRole("button", { name: `Edit ${PLAN}` }).click()
    const form = drawer.getByRole("form", { name: "Edit Plan" })
    await expect(form.getByRole("textbox", { name: "User Limit" })).toHaveValue("9", { timeout: 20_000 })
    await form.getByRole("textbox", { name: "Module Limit" }).fill("31")
    await form.getByRole("button", { name: "Save" }).click()
    await expect(page.getByText("The plan was updated")).toBeVisible({ timeout: 20_000 })
    // The save did not write the stale 3 back over the other tab's 9.
    await expect(row.getByRole("gridcell").nth(3)).toHaveText("9", { timeout: 20_000 })
  } finally {
    const removed = await request.delete(`/agency/api/v2/plans/${plan.id}`, { headers })
    expect(removed.status()).toBe(200)
  }
})
