import { fireEvent, screen, waitFor } from "@testing-library/react"
import { createStore } from "jotai"
import { describe, expect, it } from "vitest"

import { currentUserAtom } from "@/entities/session"
import { makeTaskDetail } from "@/entities/task"
import { makeAgency, makePortal, makeUser } from "@/shared/lib/fixtures"
import { type FakeRoute, fakeServer, renderWithApp } from "@/shared/lib/testing"

import { SubmitRequestPage } from "./SubmitRequestPage.tsx"

const PORTALS = "GET /portal/api/v2/portals"
const CREATE = "POST /task/api/v2/tasks"

const portals: FakeRoute = {
  status: 200,
  body: {
    data: [
      makePortal({ id: 5, name: "Northwind Portal", agency: { id: 2, name: "Northwind Agency" } }),
      makePortal({ id: 6, name: "Other Portal", agency: { id: 3, name: "Other" } })
    ],
    meta: { pagination: { total: 2, count: 2, per_page: 1000, current_page: 1, total_pages: 1 } }
  }
}

async function open(create: FakeRoute) {
  const store = createStore()
  store.set(currentUserAtom, makeUser({ agencies: [makeAgency({ id: 2, name: "Northwind Agency", sr_saas: 1 })] }))
  const server = fakeServer({ [PORTALS]: portals, [CREATE]: create })
  const app = await renderWithApp(<SubmitRequestPage />, { store, server, path: "/tasks/submit-request" })
  return { app, server }
}

const fill = (label: string, value: string) =>
  fireEvent.change(screen.getByRole("textbox", { name: new RegExp(`^${label}`) }), { target: { value } })

async function choosePortal() {
  await screen.findByText("Choose a portal")
  fireEvent.click(screen.getByRole("button", { name: /Portal/ }))
  const options = await screen.findAllByRole("option")
  expect(options.map((option) => option.textContent)).toEqual(["Northwind Portal"])
  fireEvent.click(options[0]!)
}

describe("SubmitRequestPage", () => {
  it("names the missing fields before sending anything", async () => {
    const { server } = await open({ status: 201, body: { data: makeTaskDetail() } })
    fireEvent.click(screen.getByRole("button", { name: "Submit Request" }))
    expect(await screen.findByText("The title field is required.")).toBeTruthy()
    expect(screen.getByText("The description field is required.")).toBeTruthy()
    expect(screen.getByText("The portal field is required.")).toBeTruthy()
    expect(server.requests.some((request) => request.method === "POST")).toBe(false)
  })

  it("sends the request and opens it", async () => {
    const { app, server } = await open({ status: 201, body: { data: makeTaskDetail({ id: 42 }) } })
    await waitFor(() => expect(server.requests.some((request) => request.path === "/portal/api/v2/portals")).toBe(true))
    fill("Title", "Add a pricing page")
    fill("Description", "Three plans")
    fill("Attachments", "https://example.com/a.pdf\nhttps://example.com/b.png")
    await choosePortal()
    fireEvent.click(screen.getByRole("button", { name: "Submit Request" }))
    await waitFor(() => expect(app.currentPath()).toBe("/tasks/42"))
    expect(server.requests.find((request) => request.method === "POST")?.body).toEqual({
      title: "Add a pricing page",
      description: "Three plans",
      portal_id: 5,
      priority: "normal",
      due_date: null,
      attachments: ["https://example.com/a.pdf", "https://example.com/b.png"]
    })
  })

  it("shows the server's message, e.g. the open-request limit", async () => {
    const limit = "Your agency can have at most 3 open requests. Close one or ask us to raise the limit."
    const { server } = await open({ status: 422, body: { message: limit } })
    await waitFor(() => expect(server.requests.some((request) => request.path === "/portal/api/v2/portals")).toBe(true))
    fill("Title", "One more")
    fill("Description", "Please")
    await choosePortal()
    fireEvent.click(screen.getByRole("button", { name: "Submit Request" }))
    expect(await screen.findByText(limit)).toBeTruthy()
    expect(screen.getByText("The request was not submitted.")).toBeTruthy()
  })

  it("shows a refusal that names a field beside that field", async () => {
    const message = "The due date may not be in the past."
    const { server } = await open({ status: 422, body: { message: `due_date: ${message}`, errors: { due_date: [message] } } })
    await waitFor(() => expect(server.requests.some((request) => request.path === "/portal/api/v2/portals")).toBe(true))
    fill("Title", "One more")
    fill("Description", "Please")
    fill("Due date", "2999-01-01")
    await choosePortal()
    fireEvent.click(screen.getByRole("button", { name: "Submit Request" }))
    expect(await screen.findByText(message)).toBeTruthy()
    expect(screen.getByRole("textbox", { name: /^Due date/ }).getAttribute("aria-invalid")).toBe("true")
    expect(screen.queryByText("The request was not submitted.")).toBeNull()
  })
})
