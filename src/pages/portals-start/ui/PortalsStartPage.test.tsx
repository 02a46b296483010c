import { screen } from "@testing-library/react"
import { createStore } from "jotai"
import { describe, expect, it } from "vitest"

import { currentUserAtom } from "@/entities/session"
import { makeAgency, makeUser } from "@/shared/lib/fixtures"
import { fakeServer, renderWithApp } from "@/shared/lib/testing"

import { PortalsStartPage } from "./PortalsStartPage.tsx"

describe("PortalsStartPage", () => {
  it("shows the three steps and Add Portal to an agency admin", async () => {
    const store = createStore()
    store.set(currentUserAtom, makeUser({ agencies: [makeAgency()] }))
    await renderWithApp(<PortalsStartPage />, { store, server: fakeServer({}), path: "/portals-start" })
    expect(await screen.findByRole("heading", { name: "Start building your portals", level: 1 })).toBeTruthy()
    expect(screen.getAllByRole("listitem")).toHaveLength(3)
    expect(screen.getByRole("button", { name: "Add Portal" })).toBeTruthy()
    expect(screen.getByRole("link", { name: "Go to your portals" }).getAttribute("href")).toBe("/portals-main")
  })
})
