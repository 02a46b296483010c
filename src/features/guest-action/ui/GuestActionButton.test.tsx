import { fireEvent, screen } from "@testing-library/react"
import { describe, expect, it } from "vitest"

import { openModalAtom } from "@/shared/lib/modal"
import { fakeServer, renderWithApp } from "@/shared/lib/testing"

import { GuestActionButton } from "./GuestActionButton.tsx"

describe("GuestActionButton", () => {
  it("carries the member's label and opens the Register modal instead of calling the server", async () => {
    const server = fakeServer({})
    const view = await renderWithApp(<GuestActionButton label="Buy & Install" />, { server, path: "/portals-guest/999999" })
    const button = screen.getByRole("button", { name: "Buy & Install" })
    fireEvent.click(button)
    expect(view.store.get(openModalAtom)).toBe("register")
    expect(server.requests).toEqual([])
  })

  it("is reachable from the keyboard", async () => {
    const view = await renderWithApp(<GuestActionButton label="Install" />, { server: fakeServer({}), path: "/portals-guest/999999" })
    const button = screen.getByRole("button", { name: "Install" })
    button.focus()
    fireEvent.keyDown(button, { key: "Enter" })
    fireEvent.keyUp(button, { key: "Enter" })
    expect(view.store.get(openModalAtom)).toBe("register")
  })

  it("a state with nothing to do stays disabled", async () => {
    const view = await renderWithApp(<GuestActionButton label="Installed" variant="secondary" isDisabled />, {
      server: fakeServer({}),
      path: "/portals-guest/999999"
    })
    const button = screen.getByRole("button", { name: "Installed" })
    expect(button.hasAttribute("disabled")).toBe(true)
    fireEvent.click(button)
    expect(view.store.get(openModalAtom)).toBeNull()
  })
})
