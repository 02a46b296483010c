import { fireEvent, screen, waitFor } from "@testing-library/react"
import { describe, expect, it } from "vitest"

import { makeExperiment } from "@/entities/experiment"
import { fakeServer, renderWithApp } from "@/shared/lib/testing"

import { CreateExperimentWizard } from "./CreateExperimentWizard.tsx"

const OPTIONS = {
  status: 200,
  body: {
    data: {
      pages: [
        { id: "101", name: "Pricing" },
        { id: "102", name: "Zenith Home" }
      ],
      templates: [{ key: "agency-home", name: "Agency Home" }]
    }
  }
}

const next = () => fireEvent.click(screen.getByRole("button", { name: "Next" }))

describe("CreateExperimentWizard", () => {
  it("walks page → variation → goal → review and creates the experiment", async () => {
    const server = fakeServer({
      "GET /portal/api/v2/portals/3/experiments/options": OPTIONS,
      "POST /portal/api/v2/portals/3/experiments": { status: 201, body: { data: makeExperiment({ id: 9, status: "draft" }) } }
    })
    const app = await renderWithApp(<CreateExperimentWizard portalId={3} />, { server, path: "/portals-main/3/experiments/create-v2" })
    expect(await screen.findByRole("heading", { name: "Step 1 of 4: Page" })).toBeTruthy()

    // The step is checked before going on.
    next()
    expect(await screen.findByText("The name field is required.")).toBeTruthy()
    expect(screen.getByText("The page field is required.")).toBeTruthy()
    fireEvent.change(screen.getByLabelText("Experiment name", { exact: false }), { target: { value: "Headline test" } })
    fireEvent.click(screen.getByRole("button", { name: /Page to test/ }))
    fireEvent.click(await screen.findByRole("option", { name: "Pricing" }))
    next()

    // The control and the one variation HubSpot allows; no way to add more.
    expect(await screen.findByRole("heading", { name: "Step 2 of 4: Variants" })).toBeTruthy()
    expect(
      screen.getByText("A HubSpot A/B test compares the page with one variation of it. HubSpot shows each version to 50% of the visitors.")
    ).toBeTruthy()
    expect(screen.getAllByLabelText("Variant name", { exact: false })).toHaveLength(2)
    expect(screen.queryByRole("button", { name: "Add variant" })).toBeNull()
    fireEvent.click(screen.getByRole("button", { name: /Made from/ }))
    fireEvent.click(await screen.findByRole("option", { name: "Copy on a page template" }))
    next()
    expect(await screen.findByText("The template field is required when source is template.")).toBeTruthy()
    fireEvent.click(screen.getByRole("button", { name: /Page template/ }))
    fireEvent.click(await screen.findByRole("option", { name: "Agency Home" }))
    next()

    expect(await screen.findByRole("heading", { name: "Step 3 of 4: Goal" })).toBeTruthy()
    fireEvent.click(screen.getByRole("radio", { name: "Clicks" }))
    next()

    expect(await screen.findByRole("heading", { name: "Step 4 of 4: Review" })).toBeTruthy()
    expect(screen.getByText("Pricing")).toBeTruthy()
    expect(screen.getByText("50% of visitors — HubSpot variation on the page template: Agency Home")).toBeTruthy()
    fireEvent.click(screen.getByRole("button", { name: "Create Experiment" }))
    await waitFor(() => expect(app.currentPath()).toBe("/portals-main/3/experiments/9"))
    expect(server.requests.find((request) => request.method === "POST")?.body).toEqual({
      name: "Headline test",
      page_id: "101",
      goal: "clicks",
      variants: [
        { name: "Control", source: "control" },
        { name: "Variant B", source: "template", template: "agency-home" }
      ]
    })
  })

  it("says so when the portal's pages cannot be loaded", async () => {
    const server = fakeServer({
      "GET /portal/api/v2/portals/3/experiments/options": {
        status: 500,
        body: { message: "We are currently experiencing connection issues. Please try again!" }
      }
    })
    await renderWithApp(<CreateExperimentWizard portalId={3} />, { server })
    expect(await screen.findByText("The portal's pages could not be loaded.")).toBeTruthy()
  })
})
