import { fireEvent, screen, waitFor, within } from "@testing-library/react"
import { describe, expect, it } from "vitest"

import { renderWithApp } from "@/shared/lib/testing"

import { Navbar } from "./Navbar.tsx"

describe("Navbar", () => {
  it("names its nav, leads with the brand and keeps the start area before the end area", async () => {
    await renderWithApp(
      <Navbar
        label="Editor"
        brandHref="/portals-guest"
        brandLabel="Portal Builder"
        start={<span>North Site</span>}
        end={<span>Ada</span>}
      />,
      { path: "/portals-guest/1" }
    )
    const nav = screen.getByRole("navigation", { name: "Editor" })
    const brand = within(nav).getByRole("link", { name: "Portal Builder" })
    expect(brand.getAttribute("href")).toBe("/portals-guest")
    expect(nav.textContent).toBe("Portal BuilderNorth SiteAda")
  })

  it("the brand navigates within the app", async () => {
    const app = await renderWithApp(<Navbar label="Main" brandHref="/portals-main" brandLabel="Portal Builder" />, { path: "/tasks" })
    fireEvent.click(screen.getByRole("link", { name: "Portal Builder" }))
    await waitFor(() => expect(app.currentPath()).toBe("/portals-main"))
  })
})
