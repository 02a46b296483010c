import { describe, expect, it } from "vitest"

import { MODAL_NAMES, type ModalName } from "@/shared/config"
import { makeAgency, makePortal, makeUser } from "@/shared/lib/fixtures"
import { DRAWER_NAMES, type DrawerName } from "@/shared/ui/drawer"
import type { MenuSectionSpec } from "@/shared/ui/menu"

import { type UserMenuOptions, userMenuSections } from "./userMenuSections.ts"

const calls: Array<string> = []
const everything = (overrides: Partial<UserMenuOptions> = {}): UserMenuOptions => ({
  drawers: new Set<DrawerName>(DRAWER_NAMES),
  modals: new Set<ModalName>(MODAL_NAMES),
  figmaUrl: "https://figma.test/design-system",
  actions: {
    openDrawer: (drawer, agencyId) => calls.push(`drawer:${drawer}:${agencyId}`),
    openModal: (modal, agencyId) => calls.push(`modal:${modal}:${agencyId}`),
    logout: () => calls.push("logout"),
    migrate: () => calls.push("migrate"),
    revertMigration: () => calls.push("revert")
  },
  ...overrides
})

const labels = (sections: ReadonlyArray<MenuSectionSpec>) => sections.flatMap((s) => s.items.map((item) => String(item.label)))
const item = (sections: ReadonlyArray<MenuSectionSpec>, id: string) => sections.flatMap((s) => s.items).find((i) => i.id === id)

const admin = makeUser({ roles: [{ name: "admin" }], agencies: [], agency: null })
const agencyAdmin = makeUser({ roles: [{ name: "agency-admin" }], agencies: [makeAgency({ id: 4, credit_limit: 12 })] })
const plainUser = makeUser({ roles: [{ name: "user" }], agencies: [makeAgency({ id: 5, credit_limit: 3, role: { name: "user" } })] })

describe("userMenuSections per role", () => {
  it("admin: the admin drawers and Logout, no credits", () => {
    expect(labels(userMenuSections(admin, null, everything()))).toEqual([
      "Agencies",
      "Portals",
      "Plans",
      "Users",
      "Settings",
      "Credits",
      "Logs",
      "Rollouts",
      "Logout"
    ])
  })

  it("admin in a PRO portal: every admin entry once, then Figma Design System and Logout, ids unique", () => {
    const sections = userMenuSections(admin, makePortal({ plan: "pro" }), everything())
    expect(labels(sections)).toEqual([
      "Agencies",
      "Portals",
      "Plans",
      "Users",
      "Settings",
      "Credits",
      "Logs",
      "Rollouts",
      "Figma Design System",
      "Logout"
    ])
    const ids = [...sections.map((s) => s.id), ...sections.flatMap((s) => s.items.map((i) => i.id))]
    expect(new Set(ids).size).toBe(ids.length)
  })

  it("agency-admin: account items, the credit balance and Logout", () => {
    expect(labels(userMenuSections(agencyAdmin, null, everything()))).toEqual([
      "Account Details",
      "Users",
      "Agency activity",
      "Portals",
      "Credits: 12",
      "Rollouts",
      "Logout"
    ])
  })

  it("agency-admin in a portal also gets Portal Details", () => {
    expect(labels(userMenuSections(agencyAdmin, makePortal(), everything()))).toContain("Portal Details")
  })

  it("in a portal, its members get Module Audit; outside one nobody does", () => {
    expect(labels(userMenuSections(agencyAdmin, makePortal(), everything()))).toContain("Module Audit")
    expect(labels(userMenuSections(agencyAdmin, null, everything()))).not.toContain("Module Audit")
    expect(labels(userMenuSections(plainUser, makePortal({ agency: { id: 5, name: "Five" } }), everything()))).toContain("Module Audit")
  })

  it("user: Account Details, Users, credits, Logout", () => {
    expect(labels(userMenuSections(plainUser, null, everything()))).toEqual([
      "Account Details",
      "Users",
      "Credits: 3",
      "Rollouts",
      "Logout"
    ])
  })

  it("items open their drawer for the user's agency", () => {
    calls.length = 0
    item(userMenuSections(plainUser, null, everything()), "account-detail")?.onAction?.()
    item(userMenuSections(admin, null, everything()), "agency")?.onAction?.()
    expect(calls).toEqual(["drawer:account-detail:5", "drawer:agency:null"])
  })

  it("Buy opens the credit purchase for that agency", () => {
    calls.length = 0
    const credits = item(userMenuSections(agencyAdmin, null, everything()), "credits-4")
    expect(credits?.endContent).toBe("Buy")
    credits?.onAction?.()
    expect(calls).toEqual(["modal:credit-purchase:4"])
  })

  it("an ordinary user may buy credits too: Credits · Buy opens the purchase for their agency", () => {
    calls.length = 0
    const credits = item(userMenuSections(plainUser, null, everything()), "credits-5")
    expect(credits?.endContent).toBe("Buy")
    credits?.onAction?.()
    expect(calls).toEqual(["modal:credit-purchase:5"])
  })

  it("Logout logs out", () => {
    calls.length = 0
    item(userMenuSections(plainUser, null, everything()), "logout")?.onAction?.()
    expect(calls).toEqual(["logout"])
  })
})

describe("userMenuSections: Rollouts", () => {
  it("every role gets one Rollouts link, outside the agency groups", () => {
    const member = makeUser({
      roles: [{ name: "agency-admin" }],
      agencies: [makeAgency({ id: 1, name: "North" }), makeAgency({ id: 2, name: "South", role: { name: "user" } })]
    })
    for (const user of [admin, agencyAdmin, plainUser, member]) {
      const sections = userMenuSections(user, null, everything())
      expect(labels(sections).filter((label) => label === "Rollouts")).toHaveLength(1)
      expect(item(sections, "rollouts")).toMatchObject({ label: "Rollouts", href: "/rollouts" })
      expect(sections.find((section) => section.items.some((i) => i.id === "rollouts"))?.title).toBeUndefined()
    }
  })

  it("a user without a role gets none", () => {
    expect(labels(userMenuSections(makeUser({ roles: [], agencies: [] }), null, everything()))).not.toContain("Rollouts")
  })
})

describe("userMenuSections: only what exists is offered", () => {
  it("without registered drawers only credits and Logout remain", () => {
    expect(labels(userMenuSections(agencyAdmin, null, everything({ drawers: new Set() })))).toEqual(["Credits: 12", "Rollouts", "Logout"])
    expect(labels(userMenuSections(admin, null, everything({ drawers: new Set() })))).toEqual(["Rollouts", "Logout"])
  })

  it("without the credit modal the balance shows without Buy", () => {
    const credits = item(userMenuSections(agencyAdmin, null, everything({ modals: new Set() })), "credits-4")
    expect(credits?.endContent).toBeUndefined()
    expect(credits?.onAction).toBeUndefined()
  })
})

describe("userMenuSections: portal items", () => {
  it("Migrate only for core portals not yet migrated", () => {
    expect(labels(userMenuSections(agencyAdmin, makePortal({ plan: "core", has_migrate: false }), everything()))).toContain("Migrate")
    expect(labels(userMenuSections(agencyAdmin, makePortal({ plan: "core", has_migrate: true }), everything()))).not.toContain("Migrate")
    expect(labels(userMenuSections(agencyAdmin, makePortal({ plan: "stack" }), everything()))).not.toContain("Migrate")
    expect(labels(userMenuSections(agencyAdmin, null, everything()))).not.toContain("Migrate")
  })

  it("Revert Migration only when the portal has a page migration", () => {
    expect(labels(userMenuSections(agencyAdmin, makePortal({ has_page_migration: true }), everything()))).toContain("Revert Migration")
    expect(labels(userMenuSections(agencyAdmin, makePortal({ has_page_migration: false }), everything()))).not.toContain("Revert Migration")
  })

  it("the migration items wait for their flows", () => {
    const actions = { ...everything().actions, migrate: undefined, revertMigration: undefined }
    const sections = userMenuSections(agencyAdmin, makePortal({ plan: "core", has_page_migration: true }), everything({ actions }))
    expect(labels(sections)).not.toContain("Migrate")
    expect(labels(sections)).not.toContain("Revert Migration")
  })

  it("What's New: after the credits for members, never for super admins, only with the panel to open", () => {
    const whatsNew = () => calls.push("whats-new")
    const withNews = everything({ actions: { ...everything().actions, whatsNew } })
    expect(labels(userMenuSections(agencyAdmin, null, withNews))).toEqual([
      "Account Details",
      "Users",
      "Agency activity",
      "Portals",
      "Credits: 12",
      "Rollouts",
      "What's New",
      "Logout"
    ])
    expect(labels(userMenuSections(plainUser, null, withNews))).toContain("What's New")
    expect(labels(userMenuSections(admin, null, withNews))).not.toContain("What's New")
    calls.length = 0
    item(userMenuSections(plainUser, null, withNews), "whats-new")?.onAction?.()
    expect(calls).toEqual(["whats-new"])
  })

  it("Figma Design System: pro plan only, and only with a link", () => {
    const pro = makePortal({ plan: "pro" })
    const figma = item(userMenuSections(agencyAdmin, pro, everything()), "figma")
    expect(figma).toMatchObject({ label: "Figma Design System", href: "https://figma.test/design-system", target: "_blank" })
    expect(item(userMenuSections(agencyAdmin, makePortal({ plan: "core" }), everything()), "figma")).toBeUndefined()
    expect(item(userMenuSections(agencyAdmin, pro, everything({ figmaUrl: null })), "figma")).toBeUndefined()
  })
})

describe("userMenuSections with several agencies", () => {
  const member = makeUser({
    roles: [{ name: "agency-admin" }],
    agencies: [
      makeAgency({ id: 1, name: "North", credit_limit: 2, role: { name: "agency-admin" } }),
      makeAgency({ id: 2, name: "South", credit_limit: 9, role: { name: "user" } })
    ]
  })

  it("groups items per agency, each with its own role items, credits and Buy", () => {
    const sections = userMenuSections(member, null, everything())
    expect(sections.map((s) => s.title)).toEqual(["North", "South", undefined, undefined])
    expect(sections[0]?.items.map((i) => i.label)).toEqual(["Account Details", "Users", "Agency activity", "Portals", "Credits: 2"])
    expect(sections[1]?.items.map((i) => i.label)).toEqual(["Account Details", "Users", "Credits: 9"])
    calls.length = 0
    item(sections, "credits-2")?.onAction?.()
    item(sections, "billing-1")?.onAction?.()
    expect(calls).toEqual(["modal:credit-purchase:2", "drawer:billing:1"])
  })

  it("Portal Details shows only under the open portal's own agency, and opens for that agency", () => {
    const both = makeUser({
      roles: [{ name: "agency-admin" }],
      agencies: [
        makeAgency({ id: 1, name: "North", role: { name: "agency-admin" } }),
        makeAgency({ id: 2, name: "South", role: { name: "agency-admin" } })
      ]
    })
    const sections = userMenuSections(both, makePortal({ agency: { id: 2, name: "South" } }), everything())
    expect(sections[0]?.items.map((i) => i.label)).not.toContain("Portal Details")
    expect(sections[1]?.items.map((i) => i.label)).toContain("Portal Details")
    calls.length = 0
    item(sections, "portal-detail-2")?.onAction?.()
    expect(calls).toEqual(["drawer:portal-detail:2"])
    // Where the portal's agency gives the user no admin role, no group offers it.
    expect(labels(userMenuSections(member, makePortal({ agency: { id: 2, name: "South" } }), everything()))).not.toContain("Portal Details")
  })

  it("item ids stay unique across agencies", () => {
    const ids = userMenuSections(member, null, everything()).flatMap((s) => s.items.map((i) => i.id))
    expect(new Set(ids).size).toBe(ids.length)
  })
})
