import { screen } from "@testing-library/react"
import type { ReactNode } from "react"
import { describe, expect, it } from "vitest"

import { renderWithApp } from "@/shared/lib/testing"

import { EditorItemPanel } from "./EditorItemPanel.tsx"

const portal = { id: 1, name: "Acme Portal" }
const render = (ui: ReactNode) => renderWithApp(ui)

const stamp = "2026-11-20T10:30:00.000Z"

describe("EditorItemPanel", () => {
  it("shows an opened layout with its saved content and its Apply action", async () => {
    await render(
      <EditorItemPanel
        portal={portal}
        item={{
          kind: "layout",
          layout: {
            id: 4,
            portal_id: 1,
            portal_name: "Acme Portal",
            agency_id: 1,
            created_by: 1,
            name: "Landing",
            content: { blocks: ["hero"] },
            created_at: stamp,
            updated_at: stamp
          }
        }}
      />
    )
    const panel = await screen.findByRole("region", { name: "Layout: Landing" })
    expect(screen.getByRole("button", { name: "Apply layout Landing" })).toBeTruthy()
    expect(panel.textContent).not.toContain("{")
    expect(panel.textContent).toContain("20 November 2026")
  })

  it("shows an opened history item with status and author, and Restore for a module version", async () => {
    await render(
      <EditorItemPanel
        portal={portal}
        item={{
          kind: "history",
          entry: {
            id: 2,
            portal_id: 1,
            name: "Timeline 2.0.0",
            created_by: { id: 7, name: "Jane" },
            status_label: "Upgraded",
            payload: { module: "timeline", version: "2.0.0" },
            created_at: stamp,
            updated_at: stamp
          }
        }}
      />
    )
    const panel = await screen.findByRole("region", { name: "History: Timeline 2.0.0" })
    expect(screen.getByRole("button", { name: "Restore Timeline 2.0.0" })).toBeTruthy()
    expect(panel.textContent).toContain("Upgraded")
    expect(panel.textContent).toContain("Jane")
    expect(screen.getByRole("region", { name: "Modules" }).textContent).toContain("timeline")
  })

  it("lists the modules, files and pages a layout holds", async () => {
    const content = {
      modules: [{ key: "hero-banner", name: "Hero Banner", version: "1.2.0" }, "faq"],
      files: ["css/main.css"],
      pages: [{ name: "Home" }]
    }
    await render(
      <EditorItemPanel
        portal={portal}
        item={{
          kind: "layout",
          layout: {
            id: 4,
            portal_id: 1,
            portal_name: "Acme Portal",
            agency_id: 1,
            created_by: 1,
            name: "Landing",
            content,
            created_at: stamp,
            updated_at: stamp
          }
        }}
      />
    )
    expect((await screen.findByRole("region", { name: "Modules" })).textContent).toBe("Modules (2)Hero Banner 1.2.0faq")
    expect(screen.getByRole("region", { name: "Files" }).textContent).toContain("css/main.css")
    expect(screen.getByRole("region", { name: "Pages" }).textContent).toContain("Home")
  })

  it("a failed load says why", async () => {
    await render(<EditorItemPanel portal={portal} item={{ kind: "failed", message: "Resource not found." }} />)
    expect(await screen.findByText("Resource not found.")).toBeTruthy()
  })
})
