import { fireEvent, render, screen, within } from "@testing-library/react"
import { afterEach, describe, expect, it, vi } from "vitest"

import { OpenMenusOnHover } from "./hoverMenus.tsx"
import { MenuButton, type MenuSectionSpec } from "./MenuButton.tsx"

function sections(onBuy: () => void, onLogout: () => void): MenuSectionSpec[] {
  return [
    {
      id: "agency-1",
      title: "Acme Agency",
      items: [
        { id: "credits", label: "Credits: 5", endContent: <span>Buy</span>, onAction: onBuy },
        { id: "migrate", label: "Migrate", isDisabled: true, onAction: vi.fn() }
      ]
    },
    { id: "account", items: [{ id: "logout", label: "Logout", onAction: onLogout }] }
  ]
}

describe("MenuButton", () => {
  it("opens a menu with section headers and trailing content", () => {
    render(<MenuButton label="Jane" sections={sections(vi.fn(), vi.fn())} />)
    expect(screen.queryByRole("menu")).toBeNull()
    fireEvent.click(screen.getByRole("button", { name: /Jane/ }))
    const menu = screen.getByRole("menu")
    expect(within(menu).getByText("Acme Agency")).toBeTruthy()
    expect(within(menu).getByRole("menuitem", { name: /Credits: 5/ }).textContent).toContain("Buy")
  })

  it("shows every item when a section shares an item's id", () => {
    render(
      <MenuButton
        label="Jane"
        sections={[
          {
            id: "account",
            items: [
              { id: "portal", label: "Portals" },
              { id: "plan", label: "Plans" }
            ]
          },
          { id: "portal", items: [{ id: "figma", label: "Figma" }] },
          { id: "session", items: [{ id: "logout", label: "Logout" }] }
        ]}
      />
    )
    fireEvent.click(screen.getByRole("button", { name: /Jane/ }))
    expect(
      within(screen.getByRole("menu"))
        .getAllByRole("menuitem")
        .map((item) => item.textContent)
    ).toEqual(["Portals", "Plans", "Figma", "Logout"])
  })

  it("reads an item whose label is not plain text by its textValue", () => {
    render(
      <MenuButton
        label="More"
        sections={[
          {
            id: "more",
            items: [
              {
                id: "files",
                label: (
                  <>
                    Files<span aria-hidden="true">●</span>
                  </>
                ),
                textValue: "Files, upgrade available"
              }
            ]
          }
        ]}
      />
    )
    fireEvent.click(screen.getByRole("button", { name: /More/ }))
    expect(screen.getByRole("menuitem", { name: "Files, upgrade available" })).toBeTruthy()
  })

  it("runs an item's action and closes", () => {
    const onLogout = vi.fn()
    render(<MenuButton label="Jane" sections={sections(vi.fn(), onLogout)} />)
    fireEvent.click(screen.getByRole("button", { name: /Jane/ }))
    fireEvent.click(screen.getByRole("menuitem", { name: "Logout" }))
    expect(onLogout).toHaveBeenCalledTimes(1)
    expect(screen.queryByRole("menu")).toBeNull()
  })

  it("does not run a disabled item", () => {
    const list = sections(vi.fn(), vi.fn())
    render(<MenuButton label="Jane" sections={list} />)
    fireEvent.click(screen.getByRole("button", { name: /Jane/ }))
    const migrate = screen.getByRole("menuitem", { name: "Migrate" })
    expect(migrate.getAttribute("aria-disabled")).toBe("true")
    fireEvent.click(migrate)
    expect(list[0]!.items[1]!.onAction).not.toHaveBeenCalled()
  })

  it("renders link items as links", () => {
    render(
      <MenuButton
        label="Help"
        sections={[
          { id: "s", items: [{ id: "figma", label: "Figma Design System", href: "https://example.test/figma", target: "_blank" }] }
        ]}
      />
    )
    fireEvent.click(screen.getByRole("button", { name: /Help/ }))
    const item = screen.getByRole("menuitem", { name: "Figma Design System" })
    expect(item.tagName).toBe("A")
    expect(item.getAttribute("href")).toBe("https://example.test/figma")
    expect(item.getAttribute("target")).toBe("_blank")
  })

  describe("in a bar on a wide screen", () => {
    afterEach(() => vi.unstubAllGlobals())
    const renderWide = () => {
      vi.stubGlobal("matchMedia", (query: string) => ({
        matches: true,
        media: query,
        addEventListener: () => {},
        removeEventListener: () => {}
      }))
      render(
        <OpenMenusOnHover>
          <MenuButton label="Jane" sections={sections(vi.fn(), vi.fn())} />
        </OpenMenusOnHover>
      )
      return screen.getByRole("button", { name: /Jane/ })
    }

    it("opens when the pointer moves over the button", () => {
      const button = renderWide()
      fireEvent.pointerOver(button, { pointerType: "mouse" })
      fireEvent.pointerMove(button, { pointerType: "mouse" })
      expect(screen.getByRole("menu")).toBeTruthy()
    })

    it("stays closed when the page moves under a resting pointer (a drawer closing over it)", () => {
      const button = renderWide()
      // The browser reports the hover but no move: the user did not go there.
      fireEvent.pointerOver(button, { pointerType: "mouse" })
      expect(screen.queryByRole("menu")).toBeNull()
    })
  })
})
