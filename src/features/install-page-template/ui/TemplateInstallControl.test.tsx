import { fireEvent, screen, waitFor, within } from "@testing-library/react"
import { createStore } from "jotai"
import { useState } from "react"
import { describe, expect, it, vi } from "vitest"

import { CONNECTION_ISSUES } from "@/entities/batch"
import { makePageTemplate, type PageTemplate } from "@/entities/page-template"
import { currentUserAtom } from "@/entities/session"
import { makeAgency, makeUser } from "@/shared/lib/fixtures"
import { type FakeAnswer, type FakeRoute, fakeServer, renderWithApp } from "@/shared/lib/testing"
import { AlertOutlet } from "@/shared/ui/alert"

import { DOMAIN_REQUIRED, SELECT_PAGE_TYPE } from "../index.ts"
import { TemplateInstallControl } from "./TemplateInstallControl.tsx"

const base = "/module/api/v2/page-templates"
const domains: FakeRoute = {
  status: 200,
  body: {
    data: [
      { id: "d1", domain: "www.acme.test", is_primary: true },
      { id: "d2", domain: "landing.www.acme.test", is_primary: false }
    ]
  }
}
const batch = (fields: { progress: number; processedJobs: number; failedJobs: number; totalJobs?: number }): FakeAnswer => ({
  status: 200,
  body: { data: { id: "b1", totalJobs: 3, status: fields.progress >= 100 ? "finished" : "running", ...fields } }
})

async function setup(
  template: PageTemplate,
  routes: Record<string, FakeRoute>,
  options: { portalType?: string; isDisabled?: boolean } = {}
) {
  const store = createStore()
  store.set(currentUserAtom, makeUser({ agencies: [makeAgency({ id: 1 })] }))
  const server = fakeServer({ "GET /portal/api/v2/domains": domains, ...routes })
  const onInstalled = vi.fn()
  await renderWithApp(
    <>
      <AlertOutlet />
      <TemplateInstallControl
        template={template}
        portal={{ id: 101, portal_type: options.portalType ?? "professional" }}
        isDisabled={options.isDisabled ?? false}
        onInstalled={onInstalled}
        pollInterval="10 millis"
      />
    </>,
    { store, server }
  )
  return { server, onInstalled }
}

/** Presses a button by its visible label; the card's install button's name also names its template. */
const press = (label: string) => fireEvent.click(screen.getByRole("button", { name: label === "Install" ? /^Install ./ : label }))

/** Chooses a page type and a domain in the open dialog and presses Install. */
async function choose(dialog: HTMLElement, pageType: string, domain: string) {
  fireEvent.click(within(dialog).getByRole("radio", { name: pageType }))
  fireEvent.click(await within(dialog).findByRole("button", { name: /Domain/ }))
  const options = await screen.findAllByRole("option")
  const option = options.find((candidate) => candidate.textContent?.replace(" (primary)", "") === domain)
  if (option === undefined) throw new Error(`no domain option ${domain}`)
  fireEvent.click(option)
  fireEvent.click(within(dialog).getByRole("button", { name: "Install" }))
}

const landing = makePageTemplate({ key: "ebook-download", name: "Ebook Download", type: "landing-page" })

/** The landing template's card in a drawer that a button closes, beside the page's alerts. */
function ClosableDrawer() {
  const [open, setOpen] = useState(true)
  return (
    <>
      <AlertOutlet />
      <button type="button" onClick={() => setOpen(false)}>
        Close drawer
      </button>
      {open ? (
        <TemplateInstallControl
          template={landing}
          portal={{ id: 101, portal_type: "professional" }}
          isDisabled={false}
          onInstalled={vi.fn()}
          pollInterval="10 millis"
        />
      ) : null}
    </>
  )
}

describe("TemplateInstallControl", () => {
  it("website/landing: dialog, install batch, polling with progress, then the page with an Edit Page link", async () => {
    let reads = 0
    const { server, onInstalled } = await setup(landing, {
      [`POST ${base}/install`]: { status: 200, body: { data: { batch_id: "b1" } } },
      "GET /portal/api/v2/batch/b1": () => {
        reads += 1
        return reads < 3
          ? batch({ progress: 33, processedJobs: 1, failedJobs: 0 })
          : batch({ progress: 100, processedJobs: 3, failedJobs: 0 })
      },
      [`POST ${base}/pages`]: {
        status: 200,
        body: { data: { id: "p1", name: "Ebook Download 1", edit_url: "http://crm.test/pages/1/editor/p1/content" } }
      }
    })
    press("Install")
    const dialog = await screen.findByRole("dialog", { name: "Select Page Type" })
    await choose(dialog, "Landing Page", "landing.www.acme.test")
    expect(await screen.findByRole("progressbar", { name: "Installing 1/3" })).toBeTruthy()
    const link = await screen.findByRole("link", { name: "Edit Page" })
    expect(link.getAttribute("href")).toBe("http://crm.test/pages/1/editor/p1/content")
    expect(link.getAttribute("target")).toBe("_blank")
    expect(screen.getByRole("status").textContent).toContain("Page Ebook Download 1 has been created")
    expect(server.requests.find((request) => request.path === `${base}/install`)?.body).toEqual({
      page: "ebook-download",
      portal: 101,
      subcategory: "landing_page",
      domain: "landing.www.acme.test"
    })
    expect(server.requests.find((request) => request.path === `${base}/pages`)?.body).toEqual({ batch_id: "b1" })
    expect(onInstalled).toHaveBeenCalledTimes(1)
    expect(screen.getByRole("button", { name: /^Install ./ }).hasAttribute("disabled")).toBe(false)
  })

  it("closing the drawer mid-install leaves an alert whose link follows the install to its page", async () => {
    const store = createStore()
    store.set(currentUserAtom, makeUser({ agencies: [makeAgency({ id: 1 })] }))
    const server = fakeServer({
      "GET /portal/api/v2/domains": domains,
      [`POST ${base}/install`]: { status: 200, body: { data: { batch_id: "b7" } } },
      "GET /portal/api/v2/batch/b7": batch({ progress: 33, processedJobs: 1, failedJobs: 0 })
    })
    const view = await renderWithApp(<ClosableDrawer />, { store, server })
    press("Install")
    await choose(await screen.findByRole("dialog", { name: "Select Page Type" }), "Landing Page", "landing.www.acme.test")
    await screen.findByRole("progressbar", { name: "Installing 1/3" })
    press("Close drawer")
    expect((await screen.findByRole("status")).textContent).toContain("Your Ebook Download page is still being created.")
    fireEvent.click(screen.getByRole("link", { name: "Follow its progress" }))
    await waitFor(() => expect(view.currentPath()).toBe("/portals-main/custom-page-complete?portal=101&batch=b7"))
  })

  it("closing the drawer while the install is being started still leaves the alert once the batch has begun", async () => {
    const store = createStore()
    store.set(currentUserAtom, makeUser({ agencies: [makeAgency({ id: 1 })] }))
    const server = fakeServer({
      "GET /portal/api/v2/domains": domains,
      // A slow start: the drawer closes before the server has answered.
      [`POST ${base}/install`]: { status: 200, body: { data: { batch_id: "b8" } }, delayMs: 100 },
      "GET /portal/api/v2/batch/b8": batch({ progress: 33, processedJobs: 1, failedJobs: 0 })
    })
    const view = await renderWithApp(<ClosableDrawer />, { store, server })
    press("Install")
    await choose(await screen.findByRole("dialog", { name: "Select Page Type" }), "Landing Page", "landing.www.acme.test")
    await waitFor(() => expect(server.requests.some((request) => request.path === `${base}/install`)).toBe(true))
    press("Close drawer")
    expect(screen.queryByRole("status")).toBeNull()
    expect((await screen.findByRole("status")).textContent).toContain("Your Ebook Download page is still being created.")
    fireEvent.click(screen.getByRole("link", { name: "Follow its progress" }))
    await waitFor(() => expect(view.currentPath()).toBe("/portals-main/custom-page-complete?portal=101&batch=b8"))
  })

  it.each([
    ["progress 100 with jobs not processed", batch({ progress: 100, processedJobs: 2, failedJobs: 1 })],
    ["every job failed", batch({ progress: 100, processedJobs: 0, failedJobs: 3 })]
  ])("website: %s ends with the connection issues alert and no page", async (_, finished) => {
    const { server, onInstalled } = await setup(makePageTemplate(), {
      [`POST ${base}/install`]: { status: 200, body: { data: { batch_id: "b1" } } },
      "GET /portal/api/v2/batch/b1": finished
    })
    press("Install")
    await choose(await screen.findByRole("dialog", { name: "Select Page Type" }), "Website Page", "www.acme.test")
    expect((await screen.findByRole("alert")).textContent).toContain(CONNECTION_ISSUES)
    expect(server.requests.some((request) => request.path === `${base}/pages`)).toBe(false)
    expect(onInstalled).not.toHaveBeenCalled()
    expect(screen.getByRole("button", { name: /^Install ./ })).toBeTruthy()
  })

  it("shows the server's message when the install is refused", async () => {
    await setup(makePageTemplate(), {
      [`POST ${base}/install`]: { status: 422, body: { message: "The selected domain is not connected to this portal." } }
    })
    press("Install")
    await choose(await screen.findByRole("dialog", { name: "Select Page Type" }), "Website Page", "www.acme.test")
    expect((await screen.findByRole("alert")).textContent).toContain("The selected domain is not connected to this portal.")
  })

  it("the dialog asks for a page type and a domain before installing", async () => {
    const { server } = await setup(landing, {})
    press("Install")
    const dialog = await screen.findByRole("dialog", { name: "Select Page Type" })
    await within(dialog).findByRole("button", { name: /Domain/ })
    fireEvent.click(within(dialog).getByRole("button", { name: "Install" }))
    // The form judges its values as it submits, so the messages come a tick after the press.
    expect(await within(dialog).findByText(SELECT_PAGE_TYPE, { selector: "[slot=errorMessage]" })).toBeTruthy()
    expect(within(dialog).getByText(DOMAIN_REQUIRED)).toBeTruthy()
    fireEvent.click(within(dialog).getByRole("radio", { name: "Website Page" }))
    await waitFor(() => expect(within(dialog).queryByText(SELECT_PAGE_TYPE, { selector: "[slot=errorMessage]" })).toBeNull())
    expect(within(dialog).getByText(DOMAIN_REQUIRED)).toBeTruthy()
    expect(server.requests.some((request) => request.path === `${base}/install`)).toBe(false)
    fireEvent.click(within(dialog).getByRole("button", { name: "Cancel" }))
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull())
  })

  it("starter portals are offered only Website Page", async () => {
    await setup(landing, {}, { portalType: "starter" })
    press("Install")
    const dialog = await screen.findByRole("dialog", { name: "Select Page Type" })
    expect(
      within(dialog)
        .getAllByRole("radio")
        .map((radio) => radio.closest("label")?.textContent)
    ).toEqual(["Website Page"])
  })

  it("the domain list shows its load failure with Retry", async () => {
    let calls = 0
    await setup(landing, {
      "GET /portal/api/v2/domains": () => {
        calls += 1
        return calls === 1 ? { status: 500, body: { message: "boom" } } : domains
      }
    })
    press("Install")
    const dialog = await screen.findByRole("dialog", { name: "Select Page Type" })
    expect(await within(dialog).findByText("The domains could not be loaded.")).toBeTruthy()
    fireEvent.click(within(dialog).getByRole("button", { name: "Retry" }))
    expect(await within(dialog).findByRole("button", { name: /Domain/ })).toBeTruthy()
  })

  it("blog: batch, then '{name} has been added!' and the drawer is told to reload", async () => {
    const blog = makePageTemplate({ key: "blog-classic", name: "Classic Blog", type: "blog" })
    const { server, onInstalled } = await setup(blog, {
      [`POST ${base}/blog`]: { status: 200, body: { data: { batch_id: "b1" } } },
      "GET /portal/api/v2/batch/b1": batch({ progress: 100, processedJobs: 2, failedJobs: 0, totalJobs: 2 })
    })
    press("Install")
    expect(await screen.findByText("Classic Blog has been added!")).toBeTruthy()
    expect(server.requests.find((request) => request.path === `${base}/blog`)?.body).toEqual({ page: "blog-classic", portal: 101 })
    expect(onInstalled).toHaveBeenCalledTimes(1)
    expect(screen.queryByRole("link", { name: "Activate" })).toBeNull()
  })

  it("blog: an installed blog shows Activate linking to activate_url", async () => {
    const blog = makePageTemplate({
      type: "blog",
      installed: true,
      button_state: "Reinstall",
      activate_url: "http://crm.test/settings/1/website/blogs"
    })
    await setup(blog, {})
    const activate = screen.getByRole("link", { name: "Activate" })
    expect(activate.getAttribute("href")).toBe("http://crm.test/settings/1/website/blogs")
    expect(activate.getAttribute("target")).toBe("_blank")
    expect(screen.getByRole("button", { name: /^Reinstall ./ })).toBeTruthy()
  })

  it("system: one call, then 'Page {name} has been created'", async () => {
    const system = makePageTemplate({ key: "error-404", name: "404 Not Found", type: "system" })
    await setup(system, {
      [`POST ${base}/system`]: {
        status: 200,
        body: { data: { id: "p9", name: "404 Not Found", edit_url: "http://crm.test/pages/1/editor/p9/content" } }
      }
    })
    press("Install")
    expect((await screen.findByRole("status")).textContent).toContain("Page 404 Not Found has been created")
    expect(screen.queryByRole("dialog")).toBeNull()
  })

  it("locked templates and disabled portals cannot install", async () => {
    await setup(makePageTemplate({ is_eligible: false, is_free_page_module: false, pad_lock: "pro", access: "pro" }), {})
    expect(screen.getByRole("button", { name: /^Install ./ }).hasAttribute("disabled")).toBe(true)
  })
})
