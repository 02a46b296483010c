import { fireEvent, screen, waitFor, within } from "@testing-library/react"
import { createStore } from "jotai"
import { describe, expect, it } from "vitest"

import { currentUserAtom } from "@/entities/session"
import type { CreditRecord } from "@/shared/api"
import { makeUser } from "@/shared/lib/fixtures"
import { type FakeRoute, fakeServer, renderWithApp } from "@/shared/lib/testing"
import { AlertOutlet } from "@/shared/ui/alert"
import { openDrawerAtom } from "@/shared/ui/drawer"

import { creditPage, SAMPLE_CREDITS } from "./CreditsDrawer.fixtures.ts"
import { CreditsDrawer } from "./CreditsDrawer.tsx"

const BASE = "/agency/api/v2"

async function openDrawer(routes: Record<string, FakeRoute>, role: "admin" | "user" = "admin") {
  const store = createStore()
  store.set(currentUserAtom, makeUser({ roles: [{ name: role }] }))
  store.set(openDrawerAtom, "credit")
  const server = fakeServer({ [`GET ${BASE}/credits`]: (request) => creditPage(SAMPLE_CREDITS, request.search), ...routes })
  await renderWithApp(
    <>
      <CreditsDrawer />
      <AlertOutlet />
    </>,
    { store, server }
  )
  return { server }
}

const params = (search: string | undefined) => Object.fromEntries(new URLSearchParams(search))
const bodyRows = () => screen.getAllByRole("row").slice(1)
const firstCells = () => bodyRows().map((row) => row.querySelector("td, th")?.textContent?.trim())
const lists = (server: { requests: ReadonlyArray<{ method: string; path: string; search: string }> }) =>
  server.requests.filter((request) => request.method === "GET" && request.path === `${BASE}/credits`)

describe("CreditsDrawer", { timeout: 20_000 }, () => {
  it("lists Credit, Amount, Saving and Action, id asc, under the heading Credits", async () => {
    const { server } = await openDrawer({})
    await waitFor(() => expect(bodyRows()).toHaveLength(5))
    expect(screen.getByRole("heading", { name: "Credits" })).toBeTruthy()
    expect(screen.getAllByRole("columnheader").map((header) => header.textContent?.replace(/[▲▼↕]/g, "").trim())).toEqual([
      "Credit",
      "Amount",
      "Saving",
      "Action"
    ])
    expect([...bodyRows()[1]!.querySelectorAll("td, th")].slice(0, 3).map((cell) => cell.textContent)).toEqual(["5", "225", "10%"])
    expect(params(lists(server)[0]?.search)).toMatchObject({ page: "1", limit: "25", sort_by: "id", sort_direction: "asc" })
    expect(screen.getByRole("button", { name: "Add Credit" })).toBeTruthy()
    expect(screen.getByRole("navigation", { name: "Pagination" })).toBeTruthy()
    expect(document.querySelector("table[aria-label='Credits']")?.className).toMatch(/fixed/)
  })

  it("shows no Add Credit and no Action column to anyone but super admins", async () => {
    await openDrawer({}, "user")
    await waitFor(() => expect(bodyRows()).toHaveLength(5))
    expect(screen.queryByRole("button", { name: "Add Credit" })).toBeNull()
    expect(screen.queryByRole("columnheader", { name: "Action" })).toBeNull()
  })

  it("sorts by id from the Credit header and by amount from the Amount header, toggling each click", async () => {
    const { server } = await openDrawer({})
    await waitFor(() => expect(bodyRows()).toHaveLength(5))
    fireEvent.click(screen.getByRole("columnheader", { name: /Credit/ }))
    await waitFor(() => expect(params(lists(server).at(-1)?.search)).toMatchObject({ sort_by: "id", sort_direction: "desc" }))
    await waitFor(() => expect(firstCells()[0]).toBe("50"))
    fireEvent.click(screen.getByRole("columnheader", { name: /Amount/ }))
    await waitFor(() => expect(params(lists(server).at(-1)?.search)).toMatchObject({ sort_by: "amount", sort_direction: "asc" }))
    fireEvent.click(screen.getByRole("columnheader", { name: /Amount/ }))
    await waitFor(() => expect(params(lists(server).at(-1)?.search)).toMatchObject({ sort_by: "amount", sort_direction: "desc" }))
  })

  it("searches a second after typing stops, from page 1", async () => {
    const { server } = await openDrawer({})
    await waitFor(() => expect(bodyRows()).toHaveLength(5))
    fireEvent.change(screen.getByRole("searchbox", { name: "Search credits" }), { target: { value: "30%" } })
    expect(lists(server).some((request) => request.search.includes("keyword="))).toBe(false)
    await waitFor(() => expect(params(lists(server).at(-1)?.search)).toMatchObject({ keyword: "30%", page: "1" }))
    await waitFor(() => expect(bodyRows()).toHaveLength(1))
  })

  it("adds a credit: required fields first, then 'The credit was created' and the reloaded list", async () => {
    let created: CreditRecord | null = null
    const { server } = await openDrawer({
      [`POST ${BASE}/plans/credits`]: (request) => {
        const body = request.body as { credit: string; amount: string; saving: string | null }
        created = { id: 6, credit: body.credit, amount: body.amount, saving: body.saving }
        return { status: 201, body: { data: created } }
      },
      [`GET ${BASE}/credits`]: (request) => creditPage(created === null ? SAMPLE_CREDITS : [...SAMPLE_CREDITS, created], request.search)
    })
    fireEvent.click(await screen.findByRole("button", { name: "Add Credit" }))
    expect(screen.getByRole("heading", { name: "Add Credit" })).toBeTruthy()
    fireEvent.click(screen.getByRole("button", { name: "Save" }))
    expect(await screen.findByText("The credit field is required.")).toBeTruthy()
    expect(screen.getByText("The amount field is required.")).toBeTruthy()
    fireEvent.change(screen.getByRole("textbox", { name: /^Credit/ }), { target: { value: "7" } })
    fireEvent.change(screen.getByRole("textbox", { name: /^Amount/ }), { target: { value: "315" } })
    fireEvent.click(screen.getByRole("button", { name: "Save" }))
    expect(await screen.findByText("The credit was created")).toBeTruthy()
    expect(server.requests.find((request) => request.method === "POST")?.body).toEqual({ credit: "7", amount: "315", saving: null })
    await waitFor(() => expect(bodyRows()).toHaveLength(6))
  })

  it("shows the server's message when the credit cannot be saved", async () => {
    await openDrawer({ [`POST ${BASE}/plans/credits`]: { status: 422, body: { message: "The credit must be a number." } } })
    fireEvent.click(await screen.findByRole("button", { name: "Add Credit" }))
    fireEvent.change(screen.getByRole("textbox", { name: /^Credit/ }), { target: { value: "seven" } })
    fireEvent.change(screen.getByRole("textbox", { name: /^Amount/ }), { target: { value: "315" } })
    fireEvent.click(screen.getByRole("button", { name: "Save" }))
    expect(await screen.findByText("The credit must be a number.")).toBeTruthy()
    expect(screen.getByRole("heading", { name: "Add Credit" })).toBeTruthy()
  })

  it("loads the credit by id before editing, pre-fills it and says 'The credit was updated'", async () => {
    const { server } = await openDrawer({
      [`GET ${BASE}/credits/2`]: { status: 200, body: { data: { id: 2, credit: "5", amount: "230", saving: "8%" } } },
      [`PUT ${BASE}/plans/credits/2`]: (request) => ({ status: 200, body: { data: { id: 2, ...(request.body as object) } } })
    })
    fireEvent.click(await screen.findByRole("button", { name: "Edit 5 credits" }))
    expect(await screen.findByRole("heading", { name: "Edit Credit" })).toBeTruthy()
    expect(server.requests.some((request) => request.path === `${BASE}/credits/2`)).toBe(true)
    expect((screen.getByRole("textbox", { name: /^Amount/ }) as HTMLInputElement).value).toBe("230")
    expect((screen.getByRole("textbox", { name: /^Saving/ }) as HTMLInputElement).value).toBe("8%")
    fireEvent.change(screen.getByRole("textbox", { name: /^Amount/ }), { target: { value: "220" } })
    fireEvent.click(screen.getByRole("button", { name: "Save" }))
    expect(await screen.findByText("The credit was updated")).toBeTruthy()
    expect(server.requests.find((request) => request.method === "PUT")?.body).toEqual({ credit: "5", amount: "220", saving: "8%" })
    await waitFor(() => expect(screen.getByRole("button", { name: "Add Credit" })).toBeTruthy())
  })

  it("Cancel returns to the list and reloads it", async () => {
    const { server } = await openDrawer({})
    fireEvent.click(await screen.findByRole("button", { name: "Add Credit" }))
    const before = lists(server).length
    fireEvent.click(screen.getByRole("button", { name: "Cancel" }))
    await waitFor(() => expect(lists(server).length).toBe(before + 1))
    expect(screen.getByRole("button", { name: "Add Credit" })).toBeTruthy()
    expect(screen.queryByRole("heading", { name: "Add Credit" })).toBeNull()
  })

  it("asks before deleting, then says 'Deleted!' 'Credit has been deleted.'", async () => {
    const { server } = await openDrawer({
      [`DELETE ${BASE}/plans/credits/3`]: { status: 200, body: { data: { message: "Credit has been deleted." } } }
    })
    fireEvent.click(await screen.findByRole("button", { name: "Delete 10 credits" }))
    const dialog = await screen.findByRole("alertdialog", { name: "Are you sure?" })
    expect(dialog.textContent).toContain("You won't be able to revert this!")
    fireEvent.click(within(dialog).getByRole("button", { name: "No, cancel!" }))
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull())
    expect(server.requests.some((request) => request.method === "DELETE")).toBe(false)
    fireEvent.click(screen.getByRole("button", { name: "Delete 10 credits" }))
    fireEvent.click(within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Yes, delete it!" }))
    const done = await screen.findByRole("dialog", { name: "Deleted!" })
    expect(done.textContent).toContain("Credit has been deleted.")
    expect(screen.queryByRole("status")).toBeNull()
    expect(server.requests.some((request) => request.method === "DELETE" && request.path === `${BASE}/plans/credits/3`)).toBe(true)
  })

  it("shows a spinner while loading", async () => {
    await openDrawer({ [`GET ${BASE}/credits`]: "hang" })
    expect(await screen.findByRole("progressbar", { name: "Loading…" })).toBeTruthy()
    expect(screen.queryByRole("navigation", { name: "Pagination" })).toBeNull()
  })

  it("shows the failure with Retry, and no pagination when empty", async () => {
    let calls = 0
    await openDrawer({ [`GET ${BASE}/credits`]: () => (++calls === 1 ? { status: 500, body: { message: "Whoops" } } : creditPage([], "")) })
    expect(await screen.findByText("Credits could not be loaded.")).toBeTruthy()
    fireEvent.click(screen.getByRole("button", { name: "Retry" }))
    expect(await screen.findByText("No credits yet.")).toBeTruthy()
    expect(screen.queryByRole("navigation", { name: "Pagination" })).toBeNull()
  })
})
