import { fireEvent, screen, waitFor } from "@testing-library/react"
import { createStore } from "jotai"
import { describe, expect, it } from "vitest"

import { currentUserAtom } from "@/entities/session"
import { makeTaskDetail } from "@/entities/task"
import { makeUser } from "@/shared/lib/fixtures"
import { fakeServer, renderWithApp } from "@/shared/lib/testing"

import { SupportTaskPage } from "./SupportTaskPage.tsx"

const GET = "GET /task/api/v2/support/tasks/7"
const PUT = "PUT /task/api/v2/support/tasks/7"

const sam = makeUser({ id: 9, name: "Sam Support", is_support: true, agencies: [], agency: null, roles: [{ name: "user" }] })

async function open(put = makeTaskDetail({ assignee: { id: 9, name: "Sam Support" } })) {
  const store = createStore()
  store.set(currentUserAtom, sam)
  const server = fakeServer({ [GET]: { status: 200, body: { data: makeTaskDetail() } }, [PUT]: { status: 200, body: { data: put } } })
  await renderWithApp(<SupportTaskPage taskId={7} />, { store, server })
  return server
}

describe("SupportTaskPage", () => {
  it("shows the agency and assigns the request to the caller", async () => {
    const server = await open()
    expect(await screen.findByText("Northwind Agency")).toBeTruthy()
    expect(screen.getByText("Nobody yet")).toBeTruthy()
    fireEvent.click(screen.getByRole("button", { name: "Assign to me" }))
    await waitFor(() => expect(screen.getByRole("button", { name: "Unassign" })).toBeTruthy())
    expect(server.requests.find((request) => request.method === "PUT")?.body).toEqual({ assignee: "me" })
  })

  it("changes the status from the select", async () => {
    const server = await open(makeTaskDetail({ status: "waiting_on_customer" }))
    fireEvent.click(await screen.findByRole("button", { name: /Status/ }))
    fireEvent.click(await screen.findByRole("option", { name: "Waiting on customer" }))
    await waitFor(() =>
      expect(server.requests.find((request) => request.method === "PUT")?.body).toEqual({ status: "waiting_on_customer" })
    )
  })
})
