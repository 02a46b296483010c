import { screen, within } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { describe, expect, it, vi } from "vitest"

import { ApiError } from "@/shared/api"
import { renderWithApp } from "@/shared/lib/testing"

import { healthOf, troubled } from "./PortalHealthPanel.fixtures.ts"
import { ALL_WELL, HEALTH_FAILED, HEALTH_LOADING, PortalHealthPanel, type PortalHealthPanelProps } from "./PortalHealthPanel.tsx"

const handlers = () => ({ onRetry: vi.fn(), onReconnect: vi.fn(), onUpgradeTheme: vi.fn(), onOpenDrawer: vi.fn() })

const render = (props: PortalHealthPanelProps) => renderWithApp(<PortalHealthPanel {...props} />)

describe("PortalHealthPanel", () => {
  it("lists every reason with the action that fixes it, and each action does its fix", async () => {
    const calls = handlers()
    await render({ ...calls, health: { status: "success", data: troubled } })
    const reasons = await screen.findByRole("list", { name: "Needs attention" })
    expect(within(reasons).getAllByRole("listitem")).toHaveLength(6)
    const user = userEvent.setup()
    await user.click(within(reasons).getByRole("button", { name: "Grant HubDB access" }))
    expect(calls.onReconnect).toHaveBeenCalledTimes(1)
    await user.click(screen.getByRole("button", { name: "Get theme 5.0.0" }))
    expect(calls.onUpgradeTheme).toHaveBeenCalledTimes(1)
    await user.click(screen.getByRole("button", { name: "Review module updates" }))
    await user.click(screen.getByRole("button", { name: "Review theme file updates" }))
    await user.click(screen.getByRole("button", { name: "See the audit" }))
    await user.click(screen.getByRole("button", { name: "See what failed" }))
    expect(calls.onOpenDrawer.mock.calls.map(([drawer]) => drawer)).toEqual(["module", "files", "module-audit", "transition"])
    expect(screen.getByRole("link", { name: "Finish setup" }).getAttribute("href")).toBe("/sr-setup?portal=7")
    expect(reasons.textContent).toContain("3 edited · 1 missing · 0 added")
    expect(reasons.textContent).toContain("4.2.0 → 5.0.0")
  })

  it("offers no theme upgrade to whoever may not make it, and only the drawers that have something waiting", async () => {
    const calls = handlers()
    await render({
      ...calls,
      onUpgradeTheme: undefined,
      health: {
        status: "success",
        data: healthOf({
          theme: { installed: "4.2.0", latest: "5.0.0", behind: true },
          upgrades: { modules: 0, files: 2 },
          attention: ["theme-behind", "upgrades"]
        })
      }
    })
    await screen.findByRole("list", { name: "Needs attention" })
    expect(screen.queryByRole("button", { name: "Get theme 5.0.0" })).toBeNull()
    expect(screen.queryByRole("button", { name: "Review module updates" })).toBeNull()
    expect(screen.getByRole("button", { name: "Review theme file updates" })).toBeTruthy()
  })

  it("a healthy portal shows its facts and says nothing needs attention", async () => {
    await render({ ...handlers(), health: { status: "success", data: healthOf() } })
    expect(await screen.findByText(ALL_WELL)).toBeTruthy()
    expect(screen.getByText("Connected")).toBeTruthy()
    expect(screen.getByText(/Module upgraded by Ada Lovelace/)).toBeTruthy()
    expect(screen.queryByRole("list", { name: "Needs attention" })).toBeNull()
  })

  it("says it is checking while loading", async () => {
    await render({ ...handlers(), health: { status: "loading" } })
    expect(screen.getByRole("status").textContent).toBe(HEALTH_LOADING)
  })

  it("offers Retry when the read failed", async () => {
    const calls = handlers()
    await render({ ...calls, health: { status: "failure", error: new ApiError({ status: 500, message: "Server error" }) } })
    expect(screen.getByRole("alert").textContent).toContain(HEALTH_FAILED)
    await userEvent.setup().click(screen.getByRole("button", { name: "Read again" }))
    expect(calls.onRetry).toHaveBeenCalledTimes(1)
  })
})
