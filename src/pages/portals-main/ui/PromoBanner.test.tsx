import { fireEvent, screen, waitFor } from "@testing-library/react"
import { beforeEach, describe, expect, it } from "vitest"
import { clientConfigAnswer, fakeServer, renderWithApp } from "@/shared/lib/testing"
import { PROMO_TEXT, PromoBanner } from "./PromoBanner.tsx"

const render = (supportUrl: string | null) =>
  renderWithApp(<PromoBanner />, { server: fakeServer({ "GET /auth/api/v2/client-config": clientConfigAnswer({ support_url: supportUrl }) }) })

describe("PromoBanner", () => {
  beforeEach(() => localStorage.clear())

  it("offers the free call through the support address, in a new tab", async () => {
    await render("https://support.example/book")
    expect(screen.getByRole("complementary", { name: "Free modules offer" }).textContent).toContain(PROMO_TEXT)
    const link = await screen.findByRole("link", { name: "Book a free call" })
    expect(link.getAttribute("href")).toBe("https://support.example/book")
    expect(link.getAttribute("target")).toBe("_blank")
  })

  it("without a support address says the offer without a link", async () => {
    const view = await render(null)
    await waitFor(() => expect(view.server.requests.length).toBeGreaterThan(0))
    expect(screen.getByText(PROMO_TEXT)).toBeTruthy()
    expect(screen.queryByRole("link")).toBeNull()
  })

  it("stays away once dismissed", async () => {
    const first = await render(null)
    fireEvent.click(screen.getByRole("button", { name: "Dismiss" }))
    expect(screen.queryByText(PROMO_TEXT)).toBeNull()
    expect(localStorage.getItem("promo_banner_dismissed")).toBe("1")
    first.unmount()
    await render(null)
    expect(screen.queryByText(PROMO_TEXT)).toBeNull()
  })
})
