import { fireEvent, screen, waitFor } from "@testing-library/react"
import { createStore } from "jotai"
import { beforeEach, describe, expect, it } from "vitest"

import { currentUserAtom } from "@/entities/session"
import { makeUser } from "@/shared/lib/fixtures"
import { clientConfigAnswer, fakeServer, renderWithApp } from "@/shared/lib/testing"

import { PortalsMainPage } from "./PortalsMainPage.tsx"
import { PROMO_TEXT, PromoBanner } from "./PromoBanner.tsx"

const render = (support: { support_email?: string | null; support_url?: string | null }) =>
  renderWithApp(<PromoBanner />, { server: fakeServer({ "GET /auth/api/v2/client-config": clientConfigAnswer(support) }) })

describe("PromoBanner", () => {
  beforeEach(() => localStorage.clear())

  it("books the free call by a mail to the support team, naming the agency", async () => {
    const store = createStore()
    store.set(currentUserAtom, makeUser({ name: "Ada Admin" }))
    await renderWithApp(<PromoBanner />, {
      store,
      server: fakeServer({ "GET /auth/api/v2/client-config": clientConfigAnswer({ support_email: "support@portal.localhost" }) })
    })
    expect(screen.getByRole("complementary", { name: "Free modules offer" }).textContent).toContain(PROMO_TEXT)
    const link = await screen.findByRole("link", { name: "Book a free call" })
    const href = link.getAttribute("href") ?? ""
    expect(href).toMatch(/^mailto:support@portal\.localhost\?subject=Book%20a%20free%20call&body=/)
    const body = decodeURIComponent(new URL(href).searchParams.get("body") ?? "")
    expect(body).toContain("Ada Admin")
    expect(body).toContain(`for ${store.get(currentUserAtom)?.agency?.name}`)
    expect(link.getAttribute("target")).toBeNull()
  })

  it("falls back to the support site, in a new tab, when no support address is known", async () => {
    await render({ support_url: "https://support.example/book" })
    const link = await screen.findByRole("link", { name: "Book a free call" })
    expect(link.getAttribute("href")).toBe("https://support.example/book")
    expect(link.getAttribute("target")).toBe("_blank")
  })

  it("without either says the offer without a link", async () => {
    const view = await render({})
    await waitFor(() => expect(view.server.requests.length).toBeGreaterThan(0))
    expect(screen.getByText(PROMO_TEXT)).toBeTruthy()
    expect(screen.queryByRole("link")).toBeNull()
  })

  it("stays away once dismissed", async () => {
    const first = await render({})
    fireEvent.click(screen.getByRole("button", { name: "Dismiss" }))
    expect(screen.queryByText(PROMO_TEXT)).toBeNull()
    expect(localStorage.getItem("promo_banner_dismissed")).toBe("1")
    first.unmount()
    await render({})
    expect(screen.queryByText(PROMO_TEXT)).toBeNull()
  })

  it("is offered to agency admins only, not to plain users", async () => {
    const asRole = async (role: "agency-admin" | "user") => {
      const store = createStore()
      store.set(currentUserAtom, makeUser({ roles: [{ name: role }] }))
      return renderWithApp(<PortalsMainPage />, { store, server: fakeServer({ "GET /auth/api/v2/client-config": clientConfigAnswer({}) }) })
    }
    const admin = await asRole("agency-admin")
    expect(screen.getByRole("complementary", { name: "Free modules offer" })).toBeTruthy()
    admin.unmount()
    await asRole("user")
    expect(screen.queryByRole("complementary", { name: "Free modules offer" })).toBeNull()
  })
})
