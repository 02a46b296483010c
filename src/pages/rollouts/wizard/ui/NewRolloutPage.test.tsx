import { fireEvent, screen, waitFor, within } from "@testing-library/react"
import { createStore } from "jotai"
import { describe, expect, it } from "vitest"

import { makeLayoutPreview, ROLLOUT_ID } from "@/entities/rollout"
import { currentUserAtom } from "@/entities/session"
import { makeAgency, makeUser } from "@/shared/lib/fixtures"
import { type FakeRoute, fakeServer, renderWithApp } from "@/shared/lib/testing"

import {
  CREATE,
  FILES,
  healthAnswer,
  healthRow,
  LAYOUTS,
  layoutsAnswer,
  PREVIEW,
  previewAnswer,
  wizardRoutes
} from "./NewRolloutPage.fixtures.ts"
import { NewRolloutPage } from "./NewRolloutPage.tsx"

const MEMBER = makeUser({
  id: 2,
  name: "Ann Agency",
  roles: [{ name: "agency-admin" }],
  agencies: [makeAgency({ id: 1, name: "Acme Agency" })]
})

async function renderWizard(overrides: Record<string, FakeRoute> = {}) {
  const store = createStore()
  store.set(currentUserAtom, MEMBER)
  const server = fakeServer(wizardRoutes(overrides))
  return renderWithApp(<NewRolloutPage />, { store, server, path: "/rollouts/new" })
}

const box = (name: string) => within(screen.getByRole("list", { name: "Portals to choose from" })).getByRole("checkbox", { name })
const chosenList = () => screen.getByRole("region", { name: /chosen/ })

async function chooseModule() {
  fireEvent.click(screen.getByRole("button", { name: "Next: the change" }))
  fireEvent.click(await screen.findByRole("button", { name: /Choose a module/ }))
  fireEvent.click(await screen.findByRole("option", { name: "Social Share 2.0.0" }))
  fireEvent.click(screen.getByRole("button", { name: "Next: preview" }))
}

describe("NewRolloutPage: choosing portals", () => {
  it("chooses one by one in order, all shown, and takes them out again", async () => {
    await renderWizard()
    await screen.findByRole("checkbox", { name: "Acme Blog" })
    expect(screen.getByRole("button", { name: "Next: the change" }).hasAttribute("disabled")).toBe(true)
    fireEvent.click(box("Acme Blog"))
    fireEvent.click(box("Acme Website"))
    expect(
      within(chosenList())
        .getAllByRole("listitem")
        .map((item) => item.textContent)
    ).toEqual([expect.stringContaining("Acme Blog"), expect.stringContaining("Acme Website")])
    fireEvent.click(screen.getByRole("button", { name: "Select all shown" }))
    expect(screen.getByText("3 portals chosen")).toBeTruthy()
    expect((box("Acme Shop") as HTMLInputElement).checked).toBe(true)
    fireEvent.click(screen.getByRole("button", { name: "Clear all shown" }))
    expect(screen.getByText("No portals chosen yet")).toBeTruthy()
    fireEvent.click(box("Acme Shop"))
    fireEvent.click(screen.getByRole("button", { name: "Remove Acme Shop" }))
    expect((box("Acme Shop") as HTMLInputElement).checked).toBe(false)
  })

  it("adds every portal of the member's agency, read page by page, after those chosen", async () => {
    const app = await renderWizard({
      "GET /portal/api/v2/portals/health": (request) =>
        new URLSearchParams(request.search).get("limit") === "100"
          ? healthAnswer([healthRow(3, "Acme Blog"), healthRow(4, "Acme Docs"), healthRow(7, "North Site", { id: 9, name: "North" })])
          : healthAnswer()
    })
    fireEvent.click(await screen.findByRole("checkbox", { name: "Acme Blog" }))
    fireEvent.click(screen.getByRole("button", { name: "Add every portal of Acme Agency" }))
    expect(await screen.findByText("1 portal added.")).toBeTruthy()
    expect(
      within(chosenList())
        .getAllByRole("listitem")
        .map((item) => item.textContent?.split(" · ")[0])
    ).toEqual(["Acme Blog", "Acme Docs"])
    const read = app.server.requests.find((request) => new URLSearchParams(request.search).get("limit") === "100")
    // A member's list is theirs already: no agency filter is sent (only the super admin's narrows on the server).
    expect(new URLSearchParams(read?.search).get("agency_id")).toBeNull()
  })
})

describe("NewRolloutPage: preview and start", () => {
  it("previews per portal and per agency, then starts with the defaults and leads to the rollout", async () => {
    const app = await renderWizard()
    fireEvent.click(await screen.findByRole("checkbox", { name: "Acme Website" }))
    fireEvent.click(box("Acme Shop"))
    fireEvent.click(box("Acme Blog"))
    await chooseModule()
    const table = await screen.findByRole("grid", { name: "Preview of Social Share 2.0.0" })
    expect(within(table).getByRole("row", { name: /Acme Website/ }).textContent).toContain("1.0.0 → 2.0.0")
    expect(within(table).getByRole("row", { name: /Acme Shop/ }).textContent).toContain("Install")
    expect(within(table).getByRole("row", { name: /Acme Blog/ }).textContent).toContain(
      "Skipped: 2 files were edited in HubSpot: review them on the portal first."
    )
    expect(screen.getByRole("list", { name: "Credits per agency" }).textContent).toContain("Credits: needed 1 of 4 available")
    const preview = app.server.requests.find((request) => `${request.method} ${request.path}` === PREVIEW)
    expect(preview?.body).toEqual({ change: { kind: "module", module_key: "social-share" }, portal_ids: [1, 2, 3] })
    expect((screen.getByRole("textbox", { name: "Canary size" }) as HTMLInputElement).value).toBe("1")
    expect((screen.getByRole("textbox", { name: "Failure threshold" }) as HTMLInputElement).value).toBe("2")
    fireEvent.click(screen.getByRole("button", { name: "Start rollout" }))
    await waitFor(() => expect(app.currentPath()).toBe(`/rollouts/${ROLLOUT_ID}`))
    expect(app.server.requests.find((request) => `${request.method} ${request.path}` === CREATE)?.body).toEqual({
      change: { kind: "module", module_key: "social-share" },
      portal_ids: [1, 2, 3],
      canary_size: 1,
      failure_threshold: 2
    })
  })

  it("rolls out a theme file: the kind chosen first, then the file, the preview asked for that file", async () => {
    const app = await renderWizard()
    fireEvent.click(await screen.findByRole("checkbox", { name: "Acme Website" }))
    fireEvent.click(screen.getByRole("button", { name: "Next: the change" }))
    fireEvent.click(await screen.findByRole("button", { name: /A module/ }))
    fireEvent.click(await screen.findByRole("option", { name: "A theme file" }))
    expect(screen.getByRole("button", { name: "Next: preview" }).hasAttribute("disabled")).toBe(true)
    fireEvent.click(await screen.findByRole("button", { name: /Choose a theme file/ }))
    const options = (await screen.findAllByRole("option")).map((option) => option.textContent)
    // A file with no version to take is not offered.
    expect(options).toEqual(["css/main.css 2.0.0", "js/main.js 1.4.0"])
    fireEvent.click(screen.getByRole("option", { name: "css/main.css 2.0.0" }))
    expect(screen.getByText("Latest version: 2.0.0. The preview shows what each portal gets.")).toBeTruthy()
    fireEvent.click(screen.getByRole("button", { name: "Next: preview" }))
    await waitFor(() =>
      expect(app.server.requests.find((request) => `${request.method} ${request.path}` === PREVIEW)?.body).toEqual({
        change: { kind: "theme_file", path: "css/main.css" },
        portal_ids: [1]
      })
    )
  })

  it("rolls out the theme version: nothing more to choose once the kind is chosen", async () => {
    const app = await renderWizard()
    fireEvent.click(await screen.findByRole("checkbox", { name: "Acme Website" }))
    fireEvent.click(screen.getByRole("button", { name: "Next: the change" }))
    fireEvent.click(await screen.findByRole("button", { name: /A module/ }))
    fireEvent.click(await screen.findByRole("option", { name: "The theme version" }))
    expect(screen.getByText(/Every chosen portal behind the latest theme version is upgraded to it/)).toBeTruthy()
    fireEvent.click(screen.getByRole("button", { name: "Next: preview" }))
    await waitFor(() =>
      expect(app.server.requests.find((request) => `${request.method} ${request.path}` === PREVIEW)?.body).toEqual({
        change: { kind: "theme_version" },
        portal_ids: [1]
      })
    )
  })

  it("says so when the theme files cannot be loaded, and offers a retry", async () => {
    await renderWizard({ [FILES]: { status: 500, body: { message: "Server Error" } } })
    fireEvent.click(await screen.findByRole("checkbox", { name: "Acme Website" }))
    fireEvent.click(screen.getByRole("button", { name: "Next: the change" }))
    fireEvent.click(await screen.findByRole("button", { name: /A module/ }))
    fireEvent.click(await screen.findByRole("option", { name: "A theme file" }))
    expect(await screen.findByText("The theme files could not be loaded.")).toBeTruthy()
    expect(screen.getByRole("button", { name: "Retry" })).toBeTruthy()
  })

  it("rolls out a saved layout: the agency's layouts by name, the preview listing what each portal gets", async () => {
    const app = await renderWizard({ [PREVIEW]: previewAnswer(makeLayoutPreview()) })
    fireEvent.click(await screen.findByRole("checkbox", { name: "Acme Website" }))
    fireEvent.click(box("Acme Shop"))
    fireEvent.click(box("Acme Blog"))
    fireEvent.click(screen.getByRole("button", { name: "Next: the change" }))
    fireEvent.click(await screen.findByRole("button", { name: /A module/ }))
    fireEvent.click(await screen.findByRole("option", { name: "A saved layout" }))
    expect(screen.getByRole("button", { name: "Next: preview" }).hasAttribute("disabled")).toBe(true)
    fireEvent.click(await screen.findByRole("button", { name: /Choose a layout/ }))
    expect((await screen.findAllByRole("option")).map((option) => option.textContent)).toEqual(["Spring setup", "Shop basics"])
    // The layouts of the first chosen portal's agency, in one page as large as the API allows.
    const read = app.server.requests.find((request) => `${request.method} ${request.path}` === LAYOUTS)
    const params = new URLSearchParams(read?.search)
    expect([params.get("portal"), params.get("agency"), params.get("limit")]).toEqual(["1", "1", "1000"])
    fireEvent.click(screen.getByRole("option", { name: "Spring setup" }))
    expect(screen.getByText(/Each module and theme file the layout names is added where a portal lacks it/)).toBeTruthy()
    // A layout has no latest version of its own.
    expect(screen.queryByText(/Latest version/)).toBeNull()
    fireEvent.click(screen.getByRole("button", { name: "Next: preview" }))
    const table = await screen.findByRole("grid", { name: 'Preview of Layout "Spring setup"' })
    expect(app.server.requests.find((request) => `${request.method} ${request.path}` === PREVIEW)?.body).toEqual({
      change: { kind: "layout", layout_id: 4 },
      portal_ids: [1, 2, 3]
    })
    const website = within(table).getByRole("row", { name: /Acme Website/ })
    expect(
      within(website)
        .getAllByRole("listitem")
        .map((item) => item.textContent)
    ).toEqual(["css/main.css 1.0.0 → 2.0.0", "Social Share 1.0.0 → 2.0.0", "Hero Banner 1.2.0 (new) · 1 credit"])
    expect(within(website).getByRole("list", { name: "Changes for Acme Website" })).toBeTruthy()
    expect(website.textContent).toContain("3 changes")
    expect(within(table).getByRole("row", { name: /Acme Shop/ }).textContent).toContain("Social Share 2.0.0 (new) · 1 credit")
    expect(within(table).getByRole("row", { name: /Acme Blog/ }).textContent).toContain("Skipped: 2 files were edited in HubSpot")
  })

  it("says so when the saved layouts cannot be loaded, and offers a retry", async () => {
    await renderWizard({ [LAYOUTS]: { status: 500, body: { message: "Server Error" } } })
    fireEvent.click(await screen.findByRole("checkbox", { name: "Acme Website" }))
    fireEvent.click(screen.getByRole("button", { name: "Next: the change" }))
    fireEvent.click(await screen.findByRole("button", { name: /A module/ }))
    fireEvent.click(await screen.findByRole("option", { name: "A saved layout" }))
    expect(await screen.findByText("The saved layouts could not be loaded.")).toBeTruthy()
    expect(screen.getByRole("button", { name: "Retry" })).toBeTruthy()
  })

  it("says where to save a layout when there is none", async () => {
    await renderWizard({ [LAYOUTS]: layoutsAnswer([]) })
    fireEvent.click(await screen.findByRole("checkbox", { name: "Acme Website" }))
    fireEvent.click(screen.getByRole("button", { name: "Next: the change" }))
    fireEvent.click(await screen.findByRole("button", { name: /A module/ }))
    fireEvent.click(await screen.findByRole("option", { name: "A saved layout" }))
    expect(await screen.findByText("There are no saved layouts. Save a portal's setup as a layout on its Layouts page first.")).toBeTruthy()
    expect(screen.getByRole("button", { name: "Next: preview" }).hasAttribute("disabled")).toBe(true)
  })

  it("checks the fields before sending, and shows a refusal naming a portal on its row", async () => {
    const app = await renderWizard({
      [CREATE]: {
        status: 422,
        body: {
          message: "This portal does not exist or is not one of yours.",
          errors: { "portal_ids.1": ["This portal does not exist or is not one of yours."] }
        }
      }
    })
    fireEvent.click(await screen.findByRole("checkbox", { name: "Acme Website" }))
    fireEvent.click(box("Acme Shop"))
    await chooseModule()
    const canary = await screen.findByRole("textbox", { name: "Canary size" })
    fireEvent.change(canary, { target: { value: "0" } })
    fireEvent.click(screen.getByRole("button", { name: "Start rollout" }))
    expect(await screen.findByText("The canary size must be between 1 and 1000.")).toBeTruthy()
    expect(app.server.requests.some((request) => `${request.method} ${request.path}` === CREATE)).toBe(false)
    fireEvent.change(canary, { target: { value: "1" } })
    fireEvent.click(screen.getByRole("button", { name: "Start rollout" }))
    const row = await waitFor(() =>
      within(screen.getByRole("grid", { name: /Preview/ })).getByRole("row", { name: /This portal does not exist/ })
    )
    expect(row.textContent).toContain("Acme Shop")
  })

  it("a refused preview names the portal and lets it be removed", async () => {
    await renderWizard({
      [PREVIEW]: (request) =>
        (request.body as { portal_ids: ReadonlyArray<number> }).portal_ids.includes(2)
          ? { status: 422, body: { message: "portal_ids.1: This portal does not exist or is not one of yours." } }
          : {
              status: 200,
              body: {
                data: { change: { kind: "module", module_key: "social-share" }, title: "Social Share 2.0.0", portals: [], credits: [] }
              }
            }
    })
    fireEvent.click(await screen.findByRole("checkbox", { name: "Acme Website" }))
    fireEvent.click(box("Acme Shop"))
    await chooseModule()
    expect((await screen.findByRole("list", { name: "Portals that cannot take part" })).textContent).toContain(
      "Acme Shop: This portal does not exist or is not one of yours."
    )
    fireEvent.click(screen.getByRole("button", { name: "Remove Acme Shop" }))
    expect(await screen.findByRole("grid", { name: "Preview of Social Share 2.0.0" })).toBeTruthy()
  })
})
