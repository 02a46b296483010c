// Journeys: task requests. The Northwind admin (a SaaS agency, at most 3 open requests)
// submits a request; support (the super admin, who is support staff) takes it, sets In progress and
// comments; the requester sees the change and the comment; the limit shows its message; people
// without a task list are sent to /portals-main. Every request created here is cancelled at the end.
import { type APIRequestContext, type Browser, type Page } from "@playwright/test"

import type { Credentials } from "./support/app.ts"
import { logIn } from "./support/app.ts"
import { agencyAdmin, demoUser, northwindAdmin, superAdmin } from "./support/demo-accounts.ts"
import { expect, test } from "./support/fixtures.ts"

const BASE = "/task/api/v2"
const LIMIT_MESSAGE = "Your agency can have at most 3 open requests. Close one or ask us to raise the limit."

const tokenOf = async (request: APIRequestContext, credentials: Credentials): Promise<string> => {
  const login = await request.post("/auth/api/v2/login", { data: { email: credentials.email, password: credentials.password } })
  expect(login.status()).toBe(200)
  return ((await login.json()) as { data: { token: string } }).data.token
}

/** Cancels every open Northwind request, so later journeys (and reruns) start with none. */
const cancelOpenRequests = async (request: APIRequestContext) => {
  const token = await tokenOf(request, northwindAdmin)
  const headers = { authorization: `Bearer ${token}` }
  const list = await request.get(`${BASE}/tasks`, { headers, params: { limit: 100 } })
  const { data } = (await list.json()) as { data: ReadonlyArray<{ id: number; status: string }> }
  for (const task of data.filter((candidate) => ["new", "in_progress", "waiting_on_customer"].includes(candidate.status))) {
    const cancelled = await request.put(`${BASE}/tasks/${task.id}`, { headers, data: { status: "cancelled" } })
    expect(cancelled.status()).toBe(200)
  }
}

const newPage = async (browser: Browser, credentials: Credentials): Promise<Page> => {
  const context = await browser.newContext()
  const page = await context.newPage()
  await logIn(page, credentials)
  return page
}

test("an agency admin asks support for work and follows the request", async ({ browser, request }) => {
  test.setTimeout(120_000)
  await cancelOpenRequests(request)
  const title = `Add a pricing page ${Date.now()}`

  // The Northwind admin submits a request from the Tasks link.
  const north = await newPage(browser, northwindAdmin)
  await north.getByRole("link", { name: "Tasks", exact: true }).click()
  await expect(north).toHaveURL("/tasks")
  await expect(north.getByRole("heading", { name: "Task requests", level: 1 })).toBeVisible()
  await north.getByRole("link", { name: "Submit a Request" }).first().click()
  await expect(north).toHaveURL("/tasks/submit-request")
  const form = north.getByRole("form", { name: "Submit a Request" })
  await form.getByRole("textbox", { name: /^Title/ }).fill(title)
  await form.getByRole("textbox", { name: /^Description/ }).fill("Three plans side by side, like on our old site.")
  await form.getByRole("button", { name: /Portal/ }).click()
  await north.getByRole("option", { name: "Northwind Portal" }).click()
  await form.getByRole("textbox", { name: /^Attachments/ }).fill("https://example.com/brief.pdf")
  await form.getByRole("button", { name: "Submit Request" }).click()
  await expect(north).toHaveURL(/\/tasks\/\d+$/)
  const taskPath = new URL(north.url()).pathname
  const taskId = taskPath.split("/").at(-1)!
  await expect(north.getByRole("heading", { name: title, level: 1 })).toBeVisible()
  await expect(north.getByText("New", { exact: true })).toBeVisible()
  await expect(north.getByRole("link", { name: "https://example.com/brief.pdf" })).toBeVisible()

  // Away from the request (an open request page follows changes in place, see the next journey), so the
  // list can show what changed since.
  await north.goto("/tasks")

  // Support takes it, sets In progress and asks a question.
  const support = await newPage(browser, superAdmin)
  await support.getByRole("link", { name: "Tasks", exact: true }).click()
  await expect(support).toHaveURL("/admin/tasks")
  await support.getByRole("link", { name: title }).click()
  await expect(support).toHaveURL(`/admin/tasks/${taskId}`)
  await support.getByRole("button", { name: "Assign to me" }).click()
  await expect(support.getByRole("button", { name: "Unassign" })).toBeVisible()
  await support.getByRole("button", { name: /Status/ }).click()
  await support.getByRole("option", { name: "In progress" }).click()
  await expect(support.getByText("Super Admin changed the status to In progress.")).toBeVisible()
  await support.getByRole("textbox", { name: "Add a comment" }).fill("Which colour should the buttons be?")
  await support.getByRole("button", { name: "Send" }).click()
  // The composer empties once the server has the comment (its text alone also matches getByText while
  // it is being sent, and closing the page then would abort the request).
  await expect(support.getByRole("textbox", { name: "Add a comment" })).toHaveValue("")
  await expect(support.getByRole("region", { name: "Comments" }).getByText("Which colour should the buttons be?")).toBeVisible()
  await support.context().close()

  // The requester's list marks the change; the request shows the status and the comment.
  await north.goto("/tasks")
  const row = north.getByRole("row").filter({ hasText: title })
  await expect(row).toContainText("In progress")
  await expect(row.getByRole("link")).toContainText("Updated")
  await row.getByRole("link").click()
  await expect(north).toHaveURL(taskPath)
  await expect(north.getByRole("article").getByText("In progress", { exact: true })).toBeVisible()
  await expect(north.getByText("Super Admin (Support)")).toBeVisible()
  await expect(north.getByText("Which colour should the buttons be?")).toBeVisible()
  await north.getByRole("textbox", { name: "Add a comment" }).fill("Navy, please.")
  await north.getByRole("button", { name: "Send" }).click()
  await expect(north.getByRole("textbox", { name: "Add a comment" })).toHaveValue("")
  await expect(north.getByRole("region", { name: "Comments" }).getByText("Navy, please.")).toBeVisible()

  // Two more open requests reach the limit of 3: the list says so and the form gets the server's message.
  const token = await tokenOf(request, northwindAdmin)
  const portalId = (await (await request.get(`${BASE}/tasks/${taskId}`, { headers: { authorization: `Bearer ${token}` } })).json()).data
    .portal.id as number
  for (const extra of ["Second request", "Third request"]) {
    const created = await request.post(`${BASE}/tasks`, {
      headers: { authorization: `Bearer ${token}` },
      data: { title: extra, description: "More work.", portal_id: portalId }
    })
    expect(created.status()).toBe(201)
  }
  await north.goto("/tasks")
  await expect(north.getByText(LIMIT_MESSAGE)).toBeVisible()
  await expect(north.getByText("3 of 3 open requests")).toBeVisible()
  await expect(north.getByRole("link", { name: "Submit a Request" })).toHaveCount(0)
  await north.goto("/tasks/submit-request")
  const again = north.getByRole("form", { name: "Submit a Request" })
  await again.getByRole("textbox", { name: /^Title/ }).fill("One too many")
  await again.getByRole("textbox", { name: /^Description/ }).fill("Please.")
  await again.getByRole("button", { name: /Portal/ }).click()
  await north.getByRole("option", { name: "Northwind Portal" }).click()
  await again.getByRole("button", { name: "Submit Request" }).click()
  await expect(north.getByText(LIMIT_MESSAGE)).toBeVisible()

  // Cancelling from the request page closes it and frees a place.
  await north.goto(taskPath)
  await north.getByRole("button", { name: "Cancel request" }).click()
  await north.getByRole("alertdialog", { name: "Are you sure?" }).getByRole("button", { name: "Yes, cancel it!" }).click()
  await expect(north.getByRole("article").getByText("Cancelled", { exact: true })).toBeVisible()
  await north.goto("/tasks")
  await expect(north.getByText("2 of 3 open requests")).toBeVisible()
  await north.context().close()
})

test("support's change reaches the requester at once in What's New, which leads to the request", async ({ browser, request }) => {
  await cancelOpenRequests(request)
  const title = `Fix the footer ${Date.now()}`
  const north = await tokenOf(request, northwindAdmin)
  const support = await tokenOf(request, superAdmin)
  const portalId = (
    (await (await request.get("/portal/api/v2/portals", { headers: { authorization: `Bearer ${north}` } })).json()) as {
      data: ReadonlyArray<{ id: number; name: string }>
    }
  ).data.find((portal) => portal.name === "Northwind Portal")!.id
  const created = await request.post(`${BASE}/tasks`, {
    headers: { authorization: `Bearer ${north}` },
    data: { title, description: "The links are grey.", portal_id: portalId }
  })
  expect(created.status()).toBe(201)
  const taskId = ((await created.json()) as { data: { id: number } }).data.id
  // Start with nothing unread, so the dot can only come from support's change.
  expect((await request.put("/auth/api/v2/notifications/read-all", { headers: { authorization: `Bearer ${north}` } })).status()).toBe(200)

  const context = await browser.newContext()
  const page = await context.newPage()
  // Live updates start once the browser has joined the user's private channel.
  const joined = new Promise<void>((resolve) => {
    page.on("websocket", (socket) =>
      socket.on("framereceived", (frame) => {
        if (String(frame.payload).includes(`"pusher_internal:subscription_succeeded","channel":"private-user.`)) resolve()
      })
    )
  })
  await logIn(page, northwindAdmin)
  // Within the app (no page load), so the connection that joined the channel stays the one listening.
  await page.getByRole("link", { name: "Tasks", exact: true }).click()
  await expect(page.getByRole("heading", { name: "Task requests", level: 1 })).toBeVisible()
  await joined
  const dot = page.getByRole("img", { name: "Unread notifications" })
  await expect(dot).toHaveCount(0)

  // Support changes the status while the requester's page stays open: the bell lights up without a reload.
  const changed = await request.put(`${BASE}/support/tasks/${taskId}`, {
    headers: { authorization: `Bearer ${support}` },
    data: { status: "waiting_on_customer" }
  })
  expect(changed.status()).toBe(200)
  await expect(dot).toBeVisible({ timeout: 15_000 })
  await page.getByRole("button", { name: "What's New" }).click()
  const panel = page.getByRole("dialog", { name: "What's New" })
  const entry = panel.getByRole("listitem", { name: `Update on your request "${title}"` })
  await expect(entry).toContainText("Super Admin changed the status to Waiting on customer.")
  await entry.getByRole("link", { name: /^View details/ }).click()
  await expect(page).toHaveURL(`/tasks/${taskId}`)
  await expect(panel).toBeHidden()
  await expect(page.getByRole("article").getByText("Waiting on customer", { exact: true })).toBeVisible()
  await expect(dot).toHaveCount(0)

  // The open request follows the next change in place, keeping a half-written comment.
  await page.getByRole("textbox", { name: "Add a comment" }).fill("Half written")
  const again = await request.put(`${BASE}/support/tasks/${taskId}`, {
    headers: { authorization: `Bearer ${support}` },
    data: { status: "in_progress" }
  })
  expect(again.status()).toBe(200)
  await expect(page.getByRole("article").getByText("In progress", { exact: true })).toBeVisible({ timeout: 15_000 })
  await expect(page.getByRole("textbox", { name: "Add a comment" })).toHaveValue("Half written")
  await page.context().close()
})

test("people without a task list are sent to /portals-main", async ({ page }) => {
  await logIn(page, demoUser)
  await page.goto("/admin/tasks")
  await expect(page).toHaveURL("/portals-main")
  await page.goto("/tasks")
  await expect(page).toHaveURL("/portals-main")
  await expect(page.getByRole("link", { name: "Tasks", exact: true })).toHaveCount(0)
})

test("an agency admin of an agency without SaaS has no task requests", async ({ page }) => {
  await logIn(page, agencyAdmin)
  await page.goto("/tasks")
  await expect(page).toHaveURL("/portals-main")
  await page.goto("/admin/tasks")
  await expect(page).toHaveURL("/portals-main")
})
