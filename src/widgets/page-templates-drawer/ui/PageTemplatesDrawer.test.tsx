import { fireEvent, screen, waitFor, within } from "@testing-library/react"
import { createStore } from "jotai"
import { describe, expect, it } from "vitest"

import { SUSPENDED_EXPLANATION } from "@/entities/agency"
import { makePageTemplate, type PageTemplate } from "@/entities/page-template"
import { editorPathOf, openPortalRoute } from "@/entities/portal"
import { currentUserAtom } from "@/entities/session"
import { makeAgency, makePortal, makeUser } from "@/shared/lib/fixtures"
import { openModalAtom } from "@/shared/lib/modal"
import { type FakeAnswer, type FakeRoute, type FakeServer, fakeServer, renderWithApp } from "@/shared/lib/testing"
import { AlertOutlet } from "@/shared/ui/alert"
import { openDrawerAtom } from "@/shared/ui/drawer"

import { NO_TEMPLATES, type PageTemplatesDrawerName } from "../config/drawers.ts"
import { PageTemplatesDrawer } from "./PageTemplatesDrawer.tsx"

/** The drawer's own calls: the open portal's read (the editor's loader makes it in the app) left out. */
const drawerCalls = (server: FakeServer) => server.requests.filter((request) => !/\/portals\/\d+$/.test(request.path))

const page = (templates: ReadonlyArray<PageTemplate>): FakeAnswer => ({
  status: 200,
  body: {
    data: templates,
    meta: { pagination: { total: templates.length, count: templates.length, per_page: 100, current_page: 1, total_pages: 1 } }
  }
})

const home = makePageTemplate({ key: "agency-home", name: "Agency Home" })
const saas = makePageTemplate({ key: "saas-product", name: "SaaS Product", access: "pro", is_eligible: false, pad_lock: "pro" })
const services = makePageTemplate({
  key: "services-overview",
  name: "Services Overview",
  access: "lite",
  is_eligible: false,
  pad_lock: "lite"
})
const free = makePageTemplate({ key: "about-team", name: "About the Team", is_eligible: false, is_free_page_module: true })

const LIST = "GET /module/api/v2/page-templates"

async function openDrawer(name: PageTemplatesDrawerName, routes: Record<string, FakeRoute>, agency = makeAgency({ id: 1 })) {
  const store = createStore()
  store.set(currentUserAtom, makeUser({ agencies: [agency] }))
  const opened = makePortal({ id: 101, agency: { id: 1, name: "Acme Agency" } })
  store.set(openDrawerAtom, name)
  const server = fakeServer({ ...openPortalRoute(opened), ...routes })
  await renderWithApp(
    <>
      <AlertOutlet />
      <PageTemplatesDrawer name={name} pollInterval="10 millis" />
    </>,
    { store, server, path: editorPathOf(opened) }
  )
  return server
}

const cards = (label: string) =>
  within(screen.getByRole("list", { name: label }))
    .getAllByRole("listitem")
    .map((item) => item.getAttribute("aria-label"))
const card = (name: string) => screen.getByRole("listitem", { name })

describe("PageTemplatesDrawer", () => {
  it("lists a portal's website templates as cards with lazy previews, padlocks and disabled locked buttons", async () => {
    const server = await openDrawer("website-page", { [LIST]: page([home, saas, services, free]) })
    expect(screen.getByRole("dialog", { name: "Website Pages" })).toBeTruthy()
    await waitFor(() => expect(cards("Website Pages")).toEqual(["Agency Home", "SaaS Product", "Services Overview", "About the Team"]))
    expect(drawerCalls(server)[0]?.search).toContain("portal=101")
    expect(drawerCalls(server)[0]?.search).toContain("type=website-page")

    const preview = within(card("Agency Home")).getByRole("img", { name: "Preview of Agency Home" })
    expect(preview.getAttribute("loading")).toBe("lazy")
    expect(preview.getAttribute("width")).toBe("300")
    expect(preview.getAttribute("src")).toBe("/previews/page-templates/agency-home.svg")

    expect(within(card("SaaS Product")).getByRole("img", { name: "Locked: PRO" }).getAttribute("data-tier")).toBe("pro")
    expect(within(card("Services Overview")).getByRole("img", { name: "Locked" })).toBeTruthy()
    expect(
      within(card("SaaS Product"))
        .getByRole("button", { name: /^Install ./ })
        .hasAttribute("disabled")
    ).toBe(true)
    expect(
      within(card("Services Overview"))
        .getByRole("button", { name: /^Install ./ })
        .hasAttribute("disabled")
    ).toBe(true)
    // Free page templates install whatever the plan.
    expect(
      within(card("About the Team"))
        .getByRole("button", { name: /^Install ./ })
        .hasAttribute("disabled")
    ).toBe(false)
    expect(
      within(card("Agency Home"))
        .getByRole("button", { name: /^Install ./ })
        .hasAttribute("disabled")
    ).toBe(false)
    expect(within(card("Agency Home")).queryByRole("link", { name: /^Preview / })).toBeNull()
  })

  it("searches once typing pauses for a second, and says when nothing matches", async () => {
    const server = await openDrawer("website-page", {
      [LIST]: (request) => (request.search.includes("keyword=") ? page([]) : page([home]))
    })
    await waitFor(() => expect(cards("Website Pages")).toEqual(["Agency Home"]))
    fireEvent.change(screen.getByRole("searchbox", { name: "Search website pages" }), { target: { value: "zzz" } })
    await new Promise((resolve) => setTimeout(resolve, 500))
    expect(server.requests.some((request) => request.search.includes("keyword=zzz"))).toBe(false)
    expect(await screen.findByText(NO_TEMPLATES)).toBeTruthy()
    expect(server.requests.some((request) => request.search.includes("keyword=zzz"))).toBe(true)
  })

  it("landing cards carry a Preview link to the template's preview", async () => {
    const ebook = makePageTemplate({
      key: "ebook-download",
      name: "Ebook Download",
      type: "landing-page",
      module_preview: "/previews/page-templates/ebook-download.svg"
    })
    const server = await openDrawer("landing-page", { [LIST]: page([ebook]) })
    expect(screen.getByRole("dialog", { name: "Landing Pages" })).toBeTruthy()
    const preview = await within(await screen.findByRole("listitem", { name: "Ebook Download" })).findByRole("link", { name: /^Preview / })
    expect(preview.getAttribute("href")).toBe("/previews/page-templates/ebook-download.svg")
    expect(preview.getAttribute("target")).toBe("_blank")
    expect(drawerCalls(server)[0]?.search).toContain("type=landing-page")
  })

  it("shows a load failure with Retry", async () => {
    let calls = 0
    await openDrawer("system-page", {
      [LIST]: () => {
        calls += 1
        return calls === 1
          ? { status: 500, body: { message: "boom" } }
          : page([makePageTemplate({ key: "error-404", name: "404 Not Found", type: "system" })])
      }
    })
    expect((await screen.findByRole("alert")).textContent).toContain("Internal Server Error. Please try again later.")
    fireEvent.click(screen.getByRole("button", { name: "Retry" }))
    await waitFor(() => expect(cards("System Templates")).toEqual(["404 Not Found"]))
  })

  it("shows the spinner until the list answers", async () => {
    await openDrawer("blog-page", { [LIST]: "hang" })
    expect(await screen.findByRole("progressbar", { name: "Loading blogs…" })).toBeTruthy()
  })

  it("tells a suspended agency why its install buttons are disabled", async () => {
    await openDrawer("website-page", { [LIST]: page([home]) }, makeAgency({ id: 1, status: "suspend" }))
    expect(await screen.findByText(SUSPENDED_EXPLANATION)).toBeTruthy()
    await waitFor(() =>
      expect(
        within(card("Agency Home"))
          .getByRole("button", { name: /^Install ./ })
          .hasAttribute("disabled")
      ).toBe(true)
    )
  })

  it("a blog install ends with '{name} has been added!' and the reloaded card's Activate", async () => {
    const blog = makePageTemplate({ key: "blog-classic", name: "Classic Blog", type: "blog" })
    const installed = {
      ...blog,
      installed: true,
      button_state: "Reinstall" as const,
      activate_url: "http://crm.test/settings/4455667/website/blogs"
    }
    let done = false
    const server = await openDrawer("blog-page", {
      [LIST]: () => page([done ? installed : blog]),
      "POST /module/api/v2/page-templates/blog": () => {
        done = true
        return { status: 200, body: { data: { batch_id: "b1" } } }
      },
      "GET /portal/api/v2/batch/b1": {
        status: 200,
        body: { data: { id: "b1", progress: 100, processedJobs: 2, totalJobs: 2, failedJobs: 0, status: "finished" } }
      }
    })
    fireEvent.click(
      await within(await screen.findByRole("listitem", { name: "Classic Blog" })).findByRole("button", { name: /^Install ./ })
    )
    expect(await screen.findByText("Classic Blog has been added!")).toBeTruthy()
    const activate = await within(card("Classic Blog")).findByRole("link", { name: "Activate" })
    expect(activate.getAttribute("href")).toBe("http://crm.test/settings/4455667/website/blogs")
    expect(activate.getAttribute("target")).toBe("_blank")
    expect(within(card("Classic Blog")).getByRole("button", { name: /^Reinstall ./ })).toBeTruthy()
    expect(server.requests.filter((request) => request.path === "/module/api/v2/page-templates").length).toBe(2)
  })

  it("guests list the demo portal's templates through the guest call; Install opens the Register modal", async () => {
    const store = createStore()
    const opened = makePortal({ id: 999999, agency: { id: 9, name: "Demo Guest Agency" } })
    store.set(openDrawerAtom, "blog-page")
    const blog = makePageTemplate({
      key: "news-blog",
      name: "News Blog",
      type: "blog",
      button_state: "Reinstall",
      installed: true,
      activate_url: "https://crm.example/blog"
    })
    const server = fakeServer({
      ...openPortalRoute(opened, "guest"),
      "GET /module/api/v2/guest/page-templates": page([blog, { ...saas, type: "blog" }])
    })
    await renderWithApp(<PageTemplatesDrawer name="blog-page" audience="guest" />, { store, server, path: editorPathOf(opened, "guest") })
    await waitFor(() => expect(cards("Blogs")).toEqual(["News Blog", "SaaS Product"]))
    expect(drawerCalls(server)[0]?.search).toContain("portal=999999")
    expect(drawerCalls(server)[0]?.search).toContain("type=blog")
    // No CRM links for a visitor.
    expect(within(card("News Blog")).queryByRole("link", { name: "Activate" })).toBeNull()
    for (const [name, label] of [
      ["News Blog", "Reinstall News Blog"],
      ["SaaS Product", "Install SaaS Product"]
    ] as const) {
      store.set(openModalAtom, null)
      fireEvent.click(within(card(name)).getByRole("button", { name: label }))
      expect(store.get(openModalAtom)).toBe("register")
    }
    expect(screen.queryByRole("dialog", { name: "Select Page Type" })).toBeNull()
    expect(drawerCalls(server).every((request) => request.method === "GET" && request.path === "/module/api/v2/guest/page-templates")).toBe(
      true
    )
  })
})
