import { fireEvent, screen } from "@testing-library/react"
import { describe, expect, it } from "vitest"

import { openModalAtom } from "@/shared/lib/modal"
import { fakeServer, renderWithApp } from "@/shared/lib/testing"

import { GuestLinks } from "./GuestLinks.tsx"

const config = (docs: string | null, support: string | null) => ({
  status: 200,
  body: {
    data: {
      pusher: {
        key: "k",
        cluster: "mt1",
        ws_host: "localhost",
        ws_port: 3000,
        force_tls: false,
        auth_endpoint: "/auth/api/v2/broadcasting/auth"
      },
      stripe_publishable_key: null,
      docs_url: docs,
      support_url: support
    }
  }
})

describe("GuestLinks", () => {
  it("public bar: Documentation from client-config and Log in to /", async () => {
    const server = fakeServer({ "GET /auth/api/v2/client-config": config("https://docs.test", "https://support.test") })
    await renderWithApp(<GuestLinks variant="public" />, { server, path: "/portals-guest" })
    const docs = await screen.findByRole("link", { name: "Documentation" })
    expect(docs.getAttribute("href")).toBe("https://docs.test")
    expect(docs.getAttribute("target")).toBe("_blank")
    expect(screen.getByRole("link", { name: "Log in" }).getAttribute("href")).toBe("/")
    expect(screen.queryByRole("link", { name: "Support" })).toBeNull()
  })

  it("demo bar: Support instead of Log in", async () => {
    const server = fakeServer({ "GET /auth/api/v2/client-config": config("https://docs.test", "https://support.test") })
    await renderWithApp(<GuestLinks variant="demo" />, { server, path: "/portals-guest/999999" })
    expect((await screen.findByRole("link", { name: "Support" })).getAttribute("href")).toBe("https://support.test")
    expect(screen.queryByRole("link", { name: "Log in" })).toBeNull()
  })

  it("hides links the server leaves unset; Register opens the register modal", async () => {
    const server = fakeServer({ "GET /auth/api/v2/client-config": config(null, "https://support.test") })
    const view = await renderWithApp(<GuestLinks variant="demo" />, { server, path: "/portals-guest/999999" })
    // Support appearing shows the config has arrived.
    await screen.findByRole("link", { name: "Support" })
    expect(screen.queryByRole("link", { name: "Documentation" })).toBeNull()
    fireEvent.click(screen.getByRole("button", { name: "Register" }))
    expect(view.store.get(openModalAtom)).toBe("register")
  })
})
