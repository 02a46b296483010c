import { fireEvent, screen } from "@testing-library/react"
import { describe, expect, it } from "vitest"

import { fakeServer, renderWithApp } from "@/shared/lib/testing"

import { CreateExperimentPage } from "./CreateExperimentPage.tsx"

describe("CreateExperimentPage", () => {
  it("checks the whole form and shows the server's refusal", async () => {
    const server = fakeServer({
      "GET /portal/api/v2/portals/3/experiments/options": {
        status: 200,
        body: { data: { pages: [{ id: "101", name: "Pricing" }], templates: [] } }
      },
      "POST /portal/api/v2/portals/3/experiments": { status: 422, body: { message: "The selected page_id is invalid." } }
    })
    await renderWithApp(<CreateExperimentPage portalId={3} />, { server })
    fireEvent.click(await screen.findByRole("button", { name: "Create Experiment" }))
    expect(await screen.findByText("The name field is required.")).toBeTruthy()
    expect(server.requests.filter((request) => request.method === "POST")).toHaveLength(0)

    fireEvent.change(screen.getByLabelText("Experiment name", { exact: false }), { target: { value: "Hero" } })
    fireEvent.click(screen.getByRole("button", { name: /Page to test/ }))
    fireEvent.click(await screen.findByRole("option", { name: "Pricing" }))
    fireEvent.click(screen.getByRole("button", { name: "Create Experiment" }))
    expect(await screen.findByText("The selected page_id is invalid.")).toBeTruthy()
  })
})
