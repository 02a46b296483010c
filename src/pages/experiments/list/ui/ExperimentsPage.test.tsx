import { screen, within } from "@testing-library/react"
import { describe, expect, it } from "vitest"

import { makeExperiment } from "@/entities/experiment"
import { fakeServer, renderWithApp } from "@/shared/lib/testing"

import { ExperimentsPage } from "./ExperimentsPage.tsx"

const LIST = "GET /portal/api/v2/portals/3/experiments"

describe("ExperimentsPage", () => {
  it("lists each experiment with its status, variants and leader", async () => {
    const server = fakeServer({
      [LIST]: {
        status: 200,
        body: { data: [makeExperiment(), makeExperiment({ id: 8, name: "Form test", status: "draft", leader_variant_id: null })] }
      }
    })
    await renderWithApp(<ExperimentsPage portalId={3} portalName="Zenith Portal" />, { server })
    const table = await screen.findByRole("grid", { name: "Experiments" })
    const row = within(table).getByRole("row", { name: /Headline test/ })
    expect(within(row).getByText("Running")).toBeTruthy()
    expect(within(row).getByText("Bold headline")).toBeTruthy()
    expect(within(row).getByText("2")).toBeTruthy()
    expect(within(row).getByRole("link", { name: "Headline test" }).getAttribute("href")).toBe("/portals-main/3/experiments/7")
    expect(within(within(table).getByRole("row", { name: /Form test/ })).getByText("—")).toBeTruthy()
    expect(screen.getByRole("heading", { name: "Experiments — Zenith Portal" })).toBeTruthy()
    expect(screen.getByRole("link", { name: "Create Experiment" }).getAttribute("href")).toBe("/portals-main/3/experiments/create")
  })

  it("invites the first experiment when there is none", async () => {
    const server = fakeServer({ [LIST]: { status: 200, body: { data: [] } } })
    await renderWithApp(<ExperimentsPage portalId={3} />, { server })
    expect(await screen.findByText("No experiments yet.")).toBeTruthy()
    expect(screen.getByRole("link", { name: "Create step by step" }).getAttribute("href")).toBe("/portals-main/3/experiments/create-v2")
  })

  it("offers a retry when the list fails", async () => {
    const server = fakeServer({ [LIST]: { status: 403, body: { message: "You do not have permission to perform this action." } } })
    await renderWithApp(<ExperimentsPage portalId={3} />, { server })
    expect(await screen.findByText("The experiments could not be loaded.")).toBeTruthy()
    expect(screen.getByRole("button", { name: /retry|try again/i })).toBeTruthy()
  })
})
