// Journeys: a table's page, sort and search live in the address. The super admin opens the Logs drawer,
// searches, sorts and goes to page 2, leaves for another page and comes Back: the drawer is open on the
// same page, order and search; a reload keeps them; a hand-edited page=-3 shows page 1. The Northwind admin
// does the same on /tasks, leaving for a request and coming Back. Each journey makes its own rows (log
// entries by renaming the admin there and back; requests titled with a mark, cancelled as it goes).
import { type APIRequestContext, type Locator, type Page } from "@playwright/test"

import { portalIdByName } from "./support/api.ts"
import { type Credentials, logIn, openUserMenu } from "./support/app.ts"
import { northwindAdmin, superAdmin } from "./support/demo-accounts.ts"
import { expect, test } from "./support/fixtures.ts"

const tokenOf = async (request: APIRequestContext, credentials: Credentials): Promise<string> => {
  const login = await request.post("/auth/api/v2/login", { data: { email: credentials.email, password: credentials.password } })
  expect(login.status()).toBe(200)
  return ((await login.json()) as { data: { token: string } }).data.token
}

/** Renames the admin there and back `count` times: as many "profile updated" entries in the log. */
const writeProfileUpdates = async (request: APIRequestContext, count: number) => {
  const headers = { Authorization: `Bearer ${await tokenOf(request, superAdmin)}` }
  for (let i = 0; i < count; i++) {
    // An even count ends on the seeded name, which the user menu's label uses.
    const name = i % 2 === 0 ? `${superAdmin.name} (renamed)` : superAdmin.name
    const updated = await request.put("/auth/api/v2/users/me", { headers, data: { name } })
    expect(updated.status()).toBe(200)
  }
}

/** Submits `count` Northwind requests titled with `mark`, cancelling each batch (the agency may have 3 open). */
const writeMarkedRequests = async (request: APIRequestContext, mark: string, count: number) => {
  const headers = { authorization: `Bearer ${await tokenOf(request, northwindAdmin)}` }
  const portalId = await portalIdByName(request, northwindAdmin, "Northwind Portal")
  const open = async () => {
    const list = await request.get("/task/api/v2/tasks", { headers, params: { limit: 100 } })
    const { data } = (await list.json()) as { data: ReadonlyArray<{ id: number; status: string }> }
    return data.filter((task) => ["new", "in_progress", "waiting_on_customer"].includes(task.status))
  }
  const cancelOpen = async () => {
    for (const task of await open()) {
      expect((await request.put(`/task/api/v2/tasks/${task.id}`, { headers, data: { status: "cancelled" } })).status()).toBe(200)
    }
  }
  await cancelOpen()
  for (let i = 0; i < count; i++) {
    const title = `${mark} request ${String(i).padStart(2, "0")}`
    const created = await request.post("/task/api/v2/tasks", {
      headers,
      data: { title, description: "Paging check.", portal_id: portalId }
    })
    expect(created.status()).toBe(201)
    if (i % 3 === 2 || i === count - 1) await cancelOpen()
  }
}

const pagination = (scope: Locator | Page) => scope.getByRole("navigation", { name: "Pagination" })
const currentPage = (scope: Locator | Page, n: number) => pagination(scope).getByRole("button", { name: `Page ${n}` })

test("the Logs drawer's page, sort and search survive leaving the page, Back and a reload", async ({ page, request }) => {
  test.setTimeout(120_000)
  await writeProfileUpdates(request, 30)
  await logIn(page, superAdmin)
  const menu = await openUserMenu(page, superAdmin.name)
  await menu.getByRole("menuitem", { name: "Logs" }).click()
  const drawer = page.getByRole("dialog", { name: "Logs" })
  const table = drawer.getByRole("grid", { name: "Logs" })
  const search = drawer.getByRole("searchbox", { name: "Search logs" })
  const time = table.getByRole("columnheader", { name: /Time/ })
  await expect(page).toHaveURL(/[?&]drawer=log(&|$)/)

  // Oldest first, so that page 2 stays the same while this journey's logins add entries.
  await search.fill("profile updated")
  await expect(page).toHaveURL(/[?&]logs_q=profile(\+|%20)updated(&|$)/)
  await expect(table.locator("tbody tr")).toHaveCount(25)
  await time.click()
  await expect(time).toHaveAttribute("aria-sort", "ascending")
  await currentPage(drawer, 2).click()
  await expect(currentPage(drawer, 2)).toHaveAttribute("aria-current", "page")
  await expect(page).toHaveURL(/[?&]logs_page=2(&|$)/)
  await expect(page).toHaveURL(/[?&]logs_sort=created_at\.asc(&|$)/)
  await expect(table.locator("tbody tr").first()).toContainText("profile updated")
  const firstOnPage2 = await table.locator("tbody tr").first().textContent()

  const expectRestored = async () => {
    await expect(drawer).toBeVisible()
    await expect(search).toHaveValue("profile updated")
    await expect(time).toHaveAttribute("aria-sort", "ascending")
    await expect(currentPage(drawer, 2)).toHaveAttribute("aria-current", "page")
    await expect(table.locator("tbody tr").first()).toHaveText(firstOnPage2 ?? "")
  }

  // Another page of the app, then Back.
  await page.goto("/admin-logging")
  await expect(page.getByRole("heading", { name: "Logs", level: 1 })).toBeVisible()
  await expect(drawer).toBeHidden()
  await page.goBack()
  await expectRestored()

  await page.reload()
  await expectRestored()

  // A hand-edited page number it cannot use shows page 1 of the same search and order, not an error page.
  await page.goto(page.url().replace(/logs_page=2/, "logs_page=-3"))
  await expect(drawer).toBeVisible()
  await expect(currentPage(drawer, 1)).toHaveAttribute("aria-current", "page")
  await expect(table.locator("tbody tr")).toHaveCount(25)
  await expect(search).toHaveValue("profile updated")
  await expect(time).toHaveAttribute("aria-sort", "ascending")

  // Closing the drawer takes it and its table out of the address.
  await drawer.getByRole("button", { name: "Close" }).click()
  await expect(drawer).toBeHidden()
  await expect.poll(() => new URL(page.url()).search).toBe("")
})

test("the tasks page's page, sort and search survive opening a request and coming Back, and a reload", async ({ page, request }) => {
  test.setTimeout(120_000)
  const mark = `Paging ${Date.now()}`
  await writeMarkedRequests(request, mark, 27)
  await logIn(page, northwindAdmin)
  await page.getByRole("link", { name: "Tasks", exact: true }).click()
  await expect(page).toHaveURL("/tasks")
  const table = page.getByRole("grid", { name: "Requests" })

  await page.getByRole("searchbox", { name: "Search requests" }).fill(mark)
  // The search settles a second after the typing (it starts again at page 1): wait for it in the address.
  await expect(page).toHaveURL(/[?&]q=Paging/)
  await expect(table.locator("tbody tr")).toHaveCount(25)
  await table.getByRole("columnheader", { name: /Request/ }).click()
  await expect(table.getByRole("columnheader", { name: /Request/ })).toHaveAttribute("aria-sort", "ascending")
  await currentPage(page, 2).click()
  await expect(currentPage(page, 2)).toHaveAttribute("aria-current", "page")
  // Ascending titles: page 2 holds the last two.
  await expect(table.locator("tbody tr")).toHaveCount(2)
  await expect(table.locator("tbody tr").first()).toContainText(`${mark} request 25`)

  const expectRestored = async () => {
    await expect(page.getByRole("searchbox", { name: "Search requests" })).toHaveValue(mark)
    await expect(table.getByRole("columnheader", { name: /Request/ })).toHaveAttribute("aria-sort", "ascending")
    await expect(currentPage(page, 2)).toHaveAttribute("aria-current", "page")
    await expect(table.locator("tbody tr")).toHaveCount(2)
    await expect(table.locator("tbody tr").first()).toContainText(`${mark} request 25`)
  }

  await table.getByRole("link", { name: new RegExp(`${mark} request 26`) }).click()
  await expect(page).toHaveURL(/\/tasks\/\d+$/)
  await page.goBack()
  await expect(page).toHaveURL(/\/tasks\?/)
  await expectRestored()

  await page.reload()
  await expectRestored()

  // Page changes are steps of their own: Back returns to page 1 of the same search and order.
  await page.goBack()
  await expect(currentPage(page, 1)).toHaveAttribute("aria-current", "page")
  await expect(page.getByRole("searchbox", { name: "Search requests" })).toHaveValue(mark)

  await page.goto(`/tasks?page=-3&sort=title.asc&q=${encodeURIComponent(mark)}`)
  await expect(currentPage(page, 1)).toHaveAttribute("aria-current", "page")
  await expect(table.locator("tbody tr")).toHaveCount(25)
  await expect(table.locator("tbody tr").first()).toContainText(`${mark} request 00`)
})
