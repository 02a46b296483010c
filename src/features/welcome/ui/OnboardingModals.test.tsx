import { fireEvent, screen, waitFor, within } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { createStore } from "jotai"
import { describe, expect, it } from "vitest"

import { currentUserAtom } from "@/entities/session"
import { makeUser } from "@/shared/lib/fixtures"
import { openModalAtom } from "@/shared/lib/modal"
import { type FakeRoute, fakeServer, renderWithApp } from "@/shared/lib/testing"
import { alertsAtom } from "@/shared/ui/alert"
import { openDrawerAtom } from "@/shared/ui/drawer"

import { sampleGuides } from "./fixtures.ts"
import { OnboardingModals } from "./OnboardingModals.tsx"

const ONBOARDING = "GET /auth/api/v2/users/onboarding"
const due = (welcome: boolean, ask_review: boolean): FakeRoute => ({ status: 200, body: { data: { welcome, ask_review } } })
const done = { welcome: false, ask_review: false }

async function setup(routes: Record<string, FakeRoute>, options: { admin?: boolean; path?: string; drawerOpen?: boolean } = {}) {
  const store = createStore()
  store.set(currentUserAtom, options.admin ? makeUser({ roles: [{ name: "admin" }], agencies: [], agency: null }) : makeUser())
  if (options.drawerOpen) store.set(openDrawerAtom, "billing")
  const server = fakeServer({
    "GET /auth/api/v2/users/user-guides": { status: 200, body: { data: sampleGuides } },
    "POST /auth/api/v2/users/profiles": {
      status: 200,
      body: { data: { message: "Thanks! Your answers have been saved.", onboarding: done } }
    },
    "POST /auth/api/v2/users/ask-review": (request) => ({
      status: 200,
      body: {
        data: {
          message: (request.body as { answer: string }).answer === "later" ? "We will ask you again later." : "Thank you for your review!",
          onboarding: done
        }
      }
    }),
    ...routes
  })
  const view = await renderWithApp(<OnboardingModals />, { store, server, ...(options.path ? { path: options.path } : {}) })
  return view
}

const posted = (view: Awaited<ReturnType<typeof setup>>, path: string) =>
  view.server.requests.filter((request) => request.method === "POST" && request.path === path)

describe("welcome modal", () => {
  it("opens when due, asks for the required answers, saves them, then lists the guides and plays one", async () => {
    const view = await setup({ [ONBOARDING]: due(true, false) })
    const dialog = await screen.findByRole("dialog", { name: "Welcome to Portal Builder!" })

    fireEvent.click(within(dialog).getByRole("button", { name: "Save and continue" }))
    expect(await within(dialog).findByText("The job role field is required.")).toBeTruthy()
    expect(within(dialog).getByText("The team size field is required.")).toBeTruthy()
    expect(within(dialog).getByText("The heard from field is required.")).toBeTruthy()
    expect(posted(view, "/auth/api/v2/users/profiles")).toHaveLength(0)

    fireEvent.click(within(dialog).getByRole("radio", { name: "Marketer" }))
    fireEvent.click(within(dialog).getByRole("radio", { name: "2–5 people" }))
    fireEvent.click(within(dialog).getByRole("radio", { name: "Recommendation" }))
    fireEvent.click(within(dialog).getByRole("checkbox", { name: "Blogs" }))
    expect(within(dialog).queryByText(/field is required\./)).toBeNull()
    fireEvent.click(within(dialog).getByRole("button", { name: "Save and continue" }))

    await screen.findByRole("dialog", { name: "You're all set" })
    expect(posted(view, "/auth/api/v2/users/profiles")[0]!.body).toEqual({
      job_role: "marketer",
      team_size: "2-5",
      heard_from: "referral",
      goals: ["blogs"]
    })
    const guides = await screen.findByRole("list", { name: "Guides" })
    expect(within(guides).getAllByRole("listitem")).toHaveLength(3)
    expect(within(guides).getByText("3 min")).toBeTruthy()

    fireEvent.click(within(guides).getByRole("button", { name: "Watch Getting started" }))
    const video = await screen.findByRole("dialog", { name: "Getting started" })
    expect(screen.queryByRole("dialog", { name: "You're all set" })).toBeNull()
    expect(video.querySelector("video")?.getAttribute("src")).toBe("/videos/getting-started.mp4")
    expect(within(video).getByRole("link", { name: "Open the guide" }).getAttribute("href")).toBe("/docs/getting-started")
    expect(within(within(video).getByRole("list", { name: "Getting started: steps" })).getAllByRole("listitem")[0]?.textContent).toContain(
      "Add Portal"
    )
    fireEvent.keyDown(video, { key: "Escape" })
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull())
  })

  it("a guide without documentation still says what to do; the help guide writes to support", async () => {
    const { VideoView } = await import("./VideoView.tsx")
    const { Modal } = await import("@/shared/ui/dialog")
    const shown = (guide: (typeof sampleGuides)[number]) =>
      renderWithApp(
        <Modal isOpen onOpenChange={() => undefined}>
          <VideoView guide={guide} onClose={() => undefined} />
        </Modal>
      )
    const first = await shown(sampleGuides[1]!)
    const dialog = screen.getByRole("dialog", { name: "Installing modules" })
    expect(
      within(dialog)
        .getAllByRole("listitem")
        .map((item) => item.textContent)
    ).toEqual(sampleGuides[1]!.steps)
    expect(within(dialog).queryByRole("link")).toBeNull()
    expect(dialog.textContent).not.toContain("not published")
    first.unmount()
    await shown(sampleGuides[2]!)
    const help = within(screen.getByRole("dialog", { name: "Getting help" })).getByRole("link", { name: "Write to support" })
    expect(help.getAttribute("href")).toMatch(/^mailto:support@portal\.localhost\?subject=/)
    expect(help.getAttribute("target")).toBeNull()
  })

  it("Skip marks it done and closes", async () => {
    const view = await setup({ [ONBOARDING]: due(true, false) })
    const dialog = await screen.findByRole("dialog", { name: "Welcome to Portal Builder!" })
    fireEvent.click(within(dialog).getByRole("button", { name: "Skip" }))
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull())
    expect(posted(view, "/auth/api/v2/users/profiles")[0]!.body).toEqual({ skip: true })
  })

  it("shows the server's message when saving fails, and stays open", async () => {
    await setup({
      [ONBOARDING]: due(true, false),
      "POST /auth/api/v2/users/profiles": { status: 422, body: { message: "The job_role field is required." } }
    })
    const dialog = await screen.findByRole("dialog", { name: "Welcome to Portal Builder!" })
    fireEvent.click(within(dialog).getByRole("button", { name: "Skip" }))
    expect((await within(dialog).findByRole("alert")).textContent).toBe("The job_role field is required.")
  })

  it("Escape closes it for this visit without answering; focus stays inside while open", async () => {
    const user = userEvent.setup()
    const view = await setup({ [ONBOARDING]: due(true, false) })
    const dialog = await screen.findByRole("dialog", { name: "Welcome to Portal Builder!" })
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true))
    for (let i = 0; i < 12; i += 1) {
      await user.tab()
      expect(dialog.contains(document.activeElement)).toBe(true)
    }
    await user.keyboard("{Escape}")
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull())
    expect(posted(view, "/auth/api/v2/users/profiles")).toHaveLength(0)
    expect(view.store.get(openModalAtom)).toBeNull()
  })

  it("waits while a drawer is open, and never shows for super admins", async () => {
    const view = await setup({ [ONBOARDING]: due(true, false) }, { drawerOpen: true })
    await waitFor(() => expect(view.server.requests.some((request) => request.path === "/auth/api/v2/users/onboarding")).toBe(true))
    expect(screen.queryByRole("dialog")).toBeNull()
    view.store.set(openDrawerAtom, null)
    await screen.findByRole("dialog", { name: "Welcome to Portal Builder!" })
    view.unmount()

    const admin = await setup({ [ONBOARDING]: due(true, true) }, { admin: true })
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(admin.server.requests.some((request) => request.path === "/auth/api/v2/users/onboarding")).toBe(false)
    expect(screen.queryByRole("dialog")).toBeNull()
  })
})

describe("ask-review modal", () => {
  it("is shown only when welcome is not due; a rating with a comment is sent and thanked", async () => {
    const view = await setup({ [ONBOARDING]: due(false, true) })
    const dialog = await screen.findByRole("dialog", { name: "Enjoying Portal Builder?" })
    expect(screen.queryByRole("dialog", { name: "Welcome to Portal Builder!" })).toBeNull()
    const send = within(dialog).getByRole("button", { name: "Send review" })
    expect(send.hasAttribute("disabled") || send.getAttribute("aria-disabled") === "true").toBe(true)
    fireEvent.click(within(dialog).getByRole("radio", { name: "4 stars" }))
    fireEvent.change(within(dialog).getByRole("textbox", { name: "Tell us more (optional)" }), { target: { value: "Great" } })
    fireEvent.click(within(dialog).getByRole("button", { name: "Send review" }))
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull())
    expect(posted(view, "/auth/api/v2/users/ask-review")[0]!.body).toEqual({ answer: "rated", rating: 4, comment: "Great" })
    expect(view.store.get(alertsAtom).map((alert) => alert.content)).toContain("Thank you for your review!")
  })

  it("'Maybe later' and 'No thanks' send their answer", async () => {
    const view = await setup({ [ONBOARDING]: due(false, true) })
    const dialog = await screen.findByRole("dialog", { name: "Enjoying Portal Builder?" })
    fireEvent.click(within(dialog).getByRole("button", { name: "Maybe later" }))
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull())
    expect(posted(view, "/auth/api/v2/users/ask-review")[0]!.body).toEqual({ answer: "later" })
    view.store.set(openModalAtom, "ask-review")
    fireEvent.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "No thanks" }))
    await waitFor(() => expect(posted(view, "/auth/api/v2/users/ask-review")).toHaveLength(2))
    expect(posted(view, "/auth/api/v2/users/ask-review")[1]!.body).toEqual({ answer: "never" })
  })

  it("nothing due → no modal", async () => {
    const view = await setup({ [ONBOARDING]: due(false, false) })
    await waitFor(() => expect(view.server.requests.some((request) => request.path === "/auth/api/v2/users/onboarding")).toBe(true))
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(screen.queryByRole("dialog")).toBeNull()
  })
})

describe("welcome to v5", () => {
  it("shows once from ?welcome=v5 and removes the flag from the address", async () => {
    const view = await setup({ [ONBOARDING]: due(false, false) }, { path: "/portals-main?welcome=v5&tab=1" })
    const dialog = await screen.findByRole("dialog", { name: "Welcome to version 5!" })
    await waitFor(() => expect(view.currentPath()).toBe("/portals-main?tab=1"))
    fireEvent.click(within(dialog).getByRole("button", { name: "Get started" }))
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull())
  })
})
