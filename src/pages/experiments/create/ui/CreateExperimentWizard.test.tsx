import { fireEvent, screen, waitFor } from "@testing-library/react"
import { describe, expect, it } from "vitest"
import { makeExperiment } from "@/entities/experiment"
import { fakeServer, renderWithApp } from "@/shared/lib/testing"
import { CreateExperimentWizard } from "./CreateExperimentWizard.tsx"

const OPTIONS = {
  status: 200,
  body: { data: { pages: [{ id: "101", name: "Pricing" }, { id: "102", name: "Zenith Home" }], templates: [{ key: "agency-home", name: "Agency Home" }] } }
}

const next = () => fireEvent.click(screen.getByRole("button", { name: "Next" }))

describe("CreateExperimentWizard", () => {
  it("walks page → variants → split → goal → review and creates the experiment", async () => {
    const server = fakeServer({
      "GET /portal/api/v2/portals/3/experiments/options": OPTIONS,
      "POST /portal/api/v2/portals/3/experiments": { status: 201, body: { data: makeExperiment({ id: 9, status: "draft" }) } }
    })
    const app = await renderWithApp(<CreateExperimentWizard portalId={3} />, { server, path: "/portals-main/3/experiments/create-v2" })
    expect(await screen.findByRole("heading", { name: "Step 1 of 5: Page" })).toBeTruthy()

    // The step is checked before going on.
    next()
    expect(await screen.findByText("Enter a name for the experiment.")).toBeTruthy()
    expect(screen.getByText("Choose the page to test.")).toBeTruthy()
    fireEvent.change(screen.getByLabelText("Experiment name", { exact: false }), { target: { value: "Headline test" } })
    fireEvent.click(screen.getByRole("button", { name: /Page to test/ }))
    fireEvent.click(await screen.findByRole("option", { name: "Pricing" }))
    next()

    expect(await screen.findByRole("heading", { name: "Step 2 of 5: Variants" })).toBeTruthy()
    fireEvent.click(screen.getByRole("button", { name: "Add variant" }))
    expect(screen.getAllByLabelText("Variant name", { exact: false })).toHaveLength(3)
    next()

    expect(await screen.findByRole("heading", { name: "Step 3 of 5: Traffic split" })).toBeTruthy()
    expect(screen.getByText("Total: 100%")).toBeTruthy()
    fireEvent.change(screen.getByLabelText("Control (%)", { exact: false }), { target: { value: "50" } })
    next()
    expect(await screen.findByText("The traffic split must add up to 100% (now 116%).")).toBeTruthy()
    fireEvent.click(screen.getByRole("button", { name: "Split evenly" }))
    next()

    expect(await screen.findByRole("heading", { name: "Step 4 of 5: Goal" })).toBeTruthy()
    fireEvent.click(screen.getByRole("radio", { name: "Clicks" }))
    next()

    expect(await screen.findByRole("heading", { name: "Step 5 of 5: Review" })).toBeTruthy()
    expect(screen.getByText("Pricing")).toBeTruthy()
    fireEvent.click(screen.getByRole("button", { name: "Create Experiment" }))
    await waitFor(() => expect(app.currentPath()).toBe("/portals-main/3/experiments/9"))
    expect(server.requests.find((request) => request.method === "POST")?.body).toEqual({
      name: "Headline test",
      page_id: "101",
      goal: "clicks",
      variants: [
        { name: "Control", source: "control", traffic_percent: 34 },
        { name: "Variant B", source: "copy", traffic_percent: 33 },
        { name: "Variant C", source: "copy", traffic_percent: 33 }
      ]
    })
  })

  it("says so when the portal's pages cannot be loaded", async () => {
    const server = fakeServer({ "GET /portal/api/v2/portals/3/experiments/options": { status: 500, body: { message: "We are currently experiencing connection issues. Please try again!" } } })
    await renderWithApp(<CreateExperimentWizard portalId={3} />, { server })
    expect(await screen.findByText("The portal's pages could not be loaded.")).toBeTruthy()
  })
})
